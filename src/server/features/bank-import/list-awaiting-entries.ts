import { sql } from 'drizzle-orm';
import type { AwaitingBankEntries } from '../../../domain/bank/bank-import-api';
import type { AppContext } from '../../context';

// "Details folgen" (decision 035): bookings a statement reported without their details, waiting for the
// notification that itemises them. They are no unmatched money: their credits are not known yet. The list stays
// short (a day's collective bookings until the camt.054 comes), so it is read whole, oldest first, with a bound.

const LIMIT = 200;

export async function listAwaitingBankEntries(ctx: Pick<AppContext, 'db'>): Promise<AwaitingBankEntries> {
  const result = await ctx.db.execute<{
    id: string;
    amount_cents: number;
    booking_date: string;
    bank_reference: string | null;
    details_message_id: string | null;
    transaction_count: number | null;
    imported_at: Date;
  }>(sql`select id::text, amount_cents, booking_date::text, bank_reference, details_message_id, transaction_count,
      imported_at from bank_entries where details = 'awaiting' order by booking_date, imported_at, id limit ${LIMIT}`);
  return {
    items: result.rows.map((row) => ({
      id: row.id,
      amountCents: row.amount_cents,
      bookingDate: row.booking_date,
      bankReference: row.bank_reference,
      detailsMessageId: row.details_message_id,
      transactionCount: row.transaction_count,
      importedAt: new Date(row.imported_at).toISOString(),
    })),
  };
}
