// The contract of the bank statement import and the bookkeeping export (issue 17), shared by the admin routes and
// the payments screen (bank-import-endpoints.ts defines them). Money as cents, days as 'YYYY-MM-DD', months as
// 'YYYY-MM'.
import { z } from 'zod';

/** A camt file of a busy month (5,000 credits) is about 5 MB. */
export const BANK_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart field of `POST /admin/payments/bank-import`. */
export const BANK_FILE_FIELD = 'file';

/** `POST /admin/payments/bank-import`: what the file brought and what became of it. */
export interface BankImportResult {
  /** The import's id; its audit row names it. */
  importId: string;
  kind: 'camt.054' | 'camt.053';
  /** Credits that paid open payments (marked paid with "Banküberweisung"). */
  matched: number;
  matchedCents: number;
  /** Credits kept in the unmatched money list for an admin. */
  unmatched: number;
  unmatchedCents: number;
  /** Credits (or summarised entries) this or another file brought before: changed nothing. */
  alreadyImported: number;
  /** Entries booked without their details, which another file (the camt.054) brings: "Details folgen". */
  awaitingDetails: number;
  awaitingDetailsCents: number;
  /** Payments marked paid (a QR-bill can pay several at once). */
  paymentsPaid: number;
  /** Entries that are no parent's credits (debits, reversals, returns of our own payments, not yet booked). */
  skippedEntries: number;
}

/** `GET /admin/payments/bank-import/awaiting`: a booking whose details are still to come ("Details folgen"). */
export interface AwaitingBankEntry {
  id: string;
  amountCents: number;
  bookingDate: string;
  /** The bank's reference of the entry. */
  bankReference: string | null;
  /** The notification that will bring the details, as the statement names it. */
  detailsMessageId: string | null;
  /** Payments in it, as the bank counts them. */
  transactionCount: number | null;
  /** When the file that reported it was imported (ISO instant). */
  importedAt: string;
}

export interface AwaitingBankEntries {
  items: AwaitingBankEntry[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `?month=YYYY-MM` of the bookkeeping summary and CSV; without it, the current month (Europe/Zurich). */
export const bookkeepingQuerySchema = z.object({
  month: z.string().regex(MONTH).optional(),
});

/** The month's money movements summed: what the CSV's lines add up to. */
export interface BookkeepingSummary {
  month: string;
  /** Payments received (not settled with credit) and packs sold. */
  incomeCents: number;
  /** Money given back, a positive number. */
  refundsCents: number;
  /** incomeCents - refundsCents: the sum of the CSV's amounts. */
  netCents: number;
  lines: number;
}
