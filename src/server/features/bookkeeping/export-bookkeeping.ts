import type { BookkeepingSummary } from '../../../domain/bank/bank-import-api';
import { adminBookkeepingMessages as text } from '../../../domain/messages/admin-bank';
import { adminMethodLabel } from '../../../domain/payments/status';
import { formatDate, zurichDateTimeToInstant, zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import { excelCsv } from '../../http/excel-csv';
import {
  type BookkeepingLine,
  type MonthBounds,
  selectBookkeepingLines,
  selectBookkeepingSums,
} from './bookkeeping-queries';

// "Buchhaltung" on /admin/zahlungen: a month's money movements as a CSV for the bookkeeping, Excel-friendly like
// the other exports (UTF-8 with a byte-order mark, ';', CRLF, amounts as plain decimals with a minus for money
// given back), and the same month summed for the screen.

/** 'YYYY-MM' (validated by the route's schema) to its Europe/Zurich bounds. */
function monthBounds(month: string): MonthBounds {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    start: zurichDateTimeToInstant(`${month}-01`, '00:00'),
    end: zurichDateTimeToInstant(`${next}-01`, '00:00'),
  };
}

/** The month asked for, or the current one in Europe/Zurich. */
const monthOr = (ctx: Pick<AppContext, 'clock'>, month: string | undefined) =>
  month ?? zurichToday(ctx.clock.now()).slice(0, 7);

export async function summariseBookkeeping(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  asked: string | undefined,
): Promise<BookkeepingSummary> {
  const month = monthOr(ctx, asked);
  const sums = await selectBookkeepingSums(ctx.db, monthBounds(month));
  return { month, ...sums, netCents: sums.incomeCents - sums.refundsCents };
}

const nameOf = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
const francs = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

function offerOf(line: BookkeepingLine): string {
  if (line.movement === 'pack') return text.packOffer;
  const offer = [line.offer, line.offer_date && formatDate(line.offer_date)].filter(Boolean).join(' ');
  return line.movement === 'campFee' ? `${text.kinds.campFee} ${offer}` : offer;
}

function rowOf(line: BookkeepingLine): string[] {
  return [
    formatDate(new Date(line.at)),
    text.kinds[line.movement],
    francs(line.cents),
    adminMethodLabel(line.method) ?? '',
    line.reference ?? '',
    [nameOf(line.parent_first, line.parent_last), line.parent_email && `<${line.parent_email}>`]
      .filter(Boolean)
      .join(' '),
    nameOf(line.child_first, line.child_last),
    offerOf(line),
  ];
}

export async function exportBookkeeping(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  asked: string | undefined,
): Promise<{ fileName: string; csv: string }> {
  const month = monthOr(ctx, asked);
  const lines = await selectBookkeepingLines(ctx.db, monthBounds(month));
  return {
    fileName: text.fileName(month),
    csv: excelCsv([[...text.header], ...lines.map(rowOf)]),
  };
}
