import { strToU8, zipSync } from 'fflate';
import { formatAhv } from '../../../domain/ahv';
import { exportFileName } from '../../../domain/my-data/my-data-api';
import { zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import { excelCsv } from '../../http/excel-csv';
import { recordAudit } from '../audit/record-audit';
import { type RecordRow, type RecordTable, readFamilyRecords } from './family-records';

// "Daten herunterladen" (decision 037): the family's data as one zip, `daten.json` with every table and one CSV per
// table (UTF-8 with BOM, ';', CRLF: what Swiss Excel opens as it is). The full AHV numbers of the parent's own
// children are in it (their own data); each export is an audit row, like an admin's reveal.

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvOf(table: RecordTable): string {
  return excelCsv([table.columns, ...table.rows.map((row) => table.columns.map((c) => cellText(row[c])))]);
}

/** The stored ciphertext becomes the number for the parent's own children; a partner's child keeps the last four. */
function withAhv(ctx: Pick<AppContext, 'ahv'>, table: RecordTable): { table: RecordTable; revealed: number } {
  let revealed = 0;
  const rows = table.rows.map(({ ahv_encrypted, ...row }): RecordRow => {
    if (!row.own_child || typeof ahv_encrypted !== 'string') return { ...row, ahv: null };
    revealed++;
    const digits = ctx.ahv.decrypt(ahv_encrypted);
    return { ...row, ahv: digits.length === 13 ? formatAhv(digits) : digits };
  });
  const columns = [...table.columns.filter((c) => c !== 'ahv_encrypted'), 'ahv'];
  return { table: { columns, rows }, revealed };
}

export async function exportFamilyData(
  ctx: Pick<AppContext, 'db' | 'clock' | 'ahv'>,
  parentId: string,
): Promise<{ fileName: string; zip: Uint8Array }> {
  const now = ctx.clock.now();
  const tables = await ctx.db.transaction(async (tx) => {
    const read = await readFamilyRecords(tx, parentId);
    const children = withAhv(ctx, read.children!);
    const all = { ...read, children: children.table };
    await recordAudit(tx, {
      actorId: parentId,
      action: 'parent.data_export',
      subject: { type: 'parent', id: parentId },
      details: { children: children.table.rows.length, ahvRevealed: children.revealed },
      at: now,
    });
    return all;
  });
  const json = Object.fromEntries(Object.entries(tables).map(([name, t]) => [name, t.rows]));
  const files: Record<string, Uint8Array> = {
    'daten.json': strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...json }, null, 2)),
  };
  for (const [name, table] of Object.entries(tables)) files[`${name}.csv`] = strToU8(csvOf(table));
  return { fileName: exportFileName(zurichToday(now)), zip: zipSync(files, { level: 6 }) };
}
