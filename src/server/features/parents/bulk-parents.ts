import { BULK_MAX_ROWS, type BulkActionResult, type BulkSelection } from '../../../domain/bulk/bulk-api';
import { adminBulkCsvMessages as csvText } from '../../../domain/messages/admin-bulk';
import type { AdminParentsQuery } from '../../../domain/parents/admin-parents-api';
import { personName } from '../../../domain/people/person-name';
import { formatDate } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { excelCsv } from '../../http/excel-csv';
import { type BulkMessageRequest, parentsByIds, runBulkMessage } from '../bulk/message-parents';
import { exportBulkSelection, resolveSelection } from '../bulk/run-bulk-action';
import { toAdminParents } from './admin-parent-view';
import { selectSelectedParents } from './admin-queries';

// The parents list's bulk actions (decision 056): a message to the selected parents (each once) and the CSV of
// exactly the selection. An admin's profile is never selected: its id is as unknown as a missing one.

type Selection = BulkSelection<Pick<AdminParentsQuery, 'q' | 'children'>, string>;

const selectedParents = (db: DbOrTx, selection: Selection) =>
  resolveSelection(
    selection,
    (ids) => selectSelectedParents(db, { ids }, BULK_MAX_ROWS + 1),
    (filter) => selectSelectedParents(db, { filter }, BULK_MAX_ROWS + 1),
  );

export function messageSelectedParents(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  actorId: string,
  request: BulkMessageRequest & { selection: Selection },
): Promise<BulkActionResult> {
  return runBulkMessage(
    ctx,
    actorId,
    request,
    (tx) => selectedParents(tx, request.selection),
    (tx, rows) =>
      parentsByIds(
        tx,
        rows.map((parent) => parent.id),
      ),
  );
}

export function exportSelectedParents(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actorId: string,
  selection: Selection,
): Promise<{ fileName: string; csv: string }> {
  return exportBulkSelection(ctx, {
    actorId,
    selection,
    action: 'parent.bulk_export',
    list: 'eltern',
    find: async (tx) => (await selectedParents(tx, selection)).rows,
    csv: async (tx, rows) => {
      const listed = await toAdminParents(tx, rows);
      return excelCsv([
        [...csvText.parentsHeader],
        ...listed.map((parent) => [
          parent.firstName ?? '',
          parent.lastName ?? '',
          parent.email,
          parent.mobile ?? '',
          parent.children.map((child) => personName(child)).join(', '),
          parent.partner?.status === 'linked' ? `${parent.partner.name} <${parent.partner.email}>` : '',
          formatDate(new Date(parent.createdAt)),
        ]),
      ]);
    },
  });
}
