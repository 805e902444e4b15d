import { defineEndpoint, fileAnswer, typedAnswer } from '../api/endpoint';
import {
  type AwaitingBankEntries,
  type BankImportResult,
  type BookkeepingSummary,
  bookkeepingQuerySchema,
} from './bank-import-api';

// The bank statement import and the bookkeeping export of the payments screen (bank-import-api.ts says what each
// answers).

export const bankImportEndpoints = {
  /** A camt.054 or camt.053 as the multipart field BANK_FILE_FIELD (not JSON): 5 MB at most. */
  importStatement: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/bank-import',
    response: typedAnswer<BankImportResult>(),
  }),
  /** Bookings whose details are still to come ("Details folgen"). */
  awaiting: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/bank-import/awaiting',
    response: typedAnswer<AwaitingBankEntries>(),
  }),
  /** A month's money movements summed; without a month, the current one (Europe/Zurich). */
  bookkeeping: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/bookkeeping',
    query: bookkeepingQuerySchema,
    response: typedAnswer<BookkeepingSummary>(),
  }),
  bookkeepingCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/bookkeeping/export.csv',
    query: bookkeepingQuerySchema,
    response: fileAnswer,
  }),
};
