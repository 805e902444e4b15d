import { z } from 'zod';
import { bulkActionEndpoint, bulkExportEndpoint } from '../api/endpoint';
import { adminChildrenFilterSchema } from '../children/admin-children-api';
import { adminBulkMessages as m } from '../messages/admin-bulk';
import { adminParentsQuerySchema, profileIdSchema } from '../parents/admin-parents-api';
import { adminPaymentsFilterSchema } from '../payments/admin-payments-api';
import { PAYABLE_KINDS } from '../payments/payments-api';
import { PUSH_TITLE_MAX } from '../push/push-compose';
import { bulkActionSchema, bulkExportSchema } from './bulk-api';

// The bulk actions of the payments, children and parents lists (decision 056), each at `<list>/bulk/<action>`.
// A selection's filter is the list's own filter schema, so "all N matches" are the rows the list shows.

/** A payment is named by its kind and id, as the list's rows are. */
const paymentKeySchema = z.strictObject({ kind: z.enum(PAYABLE_KINDS), id: z.guid() });
export type PaymentKey = z.infer<typeof paymentKeySchema>;

/** The parents list's filter: its search and its children filter (its order and page select nothing). */
export const adminParentsFilterSchema = adminParentsQuerySchema.pick({ q: true, children: true });

/** Money that came in by hand: in cash, or by a transfer the admin saw in e-banking. */
export const BULK_PAID_METHODS = ['CASH', 'BANK_TRANSFER'] as const;

export const MESSAGE_SUBJECT_MAX = PUSH_TITLE_MAX;
export const MESSAGE_TEXT_MAX = 2000;

const messageText = (max: number, tooLong: string) =>
  z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired, abort: true })
    .max(max, { error: tooLong });

/** The message to parents: the subject is the mail's subject and the push's title; the text the mail's body. */
export const bulkMessageFields = {
  subject: messageText(MESSAGE_SUBJECT_MAX, m.messageSubjectTooLong(MESSAGE_SUBJECT_MAX)),
  text: messageText(MESSAGE_TEXT_MAX, m.messageTextTooLong(MESSAGE_TEXT_MAX)),
};
export const bulkMessageFormSchema = z.object(bulkMessageFields);
export type BulkMessageValues = z.output<typeof bulkMessageFormSchema>;

export const bulkMarkPaidSchema = bulkActionSchema(adminPaymentsFilterSchema, paymentKeySchema, {
  method: z.enum(BULK_PAID_METHODS),
});
export type BulkMarkPaidRequest = z.output<typeof bulkMarkPaidSchema>;
export const bulkPaymentsExportSchema = bulkExportSchema(adminPaymentsFilterSchema, paymentKeySchema);

export const bulkChildrenMessageSchema = bulkActionSchema(
  adminChildrenFilterSchema,
  z.guid(),
  bulkMessageFields,
);
export const bulkChildrenExportSchema = bulkExportSchema(adminChildrenFilterSchema, z.guid());

export const bulkParentsMessageSchema = bulkActionSchema(
  adminParentsFilterSchema,
  profileIdSchema,
  bulkMessageFields,
);
export const bulkParentsExportSchema = bulkExportSchema(adminParentsFilterSchema, profileIdSchema);

export const adminBulkEndpoints = {
  markPaymentsPaid: bulkActionEndpoint('/admin/payments/bulk/mark-paid', bulkMarkPaidSchema),
  exportPayments: bulkExportEndpoint('/admin/payments/bulk/export.csv', bulkPaymentsExportSchema),
  messageChildrensParents: bulkActionEndpoint('/admin/children/bulk/message', bulkChildrenMessageSchema),
  exportChildren: bulkExportEndpoint('/admin/children/bulk/export.csv', bulkChildrenExportSchema),
  messageParents: bulkActionEndpoint('/admin/parents/bulk/message', bulkParentsMessageSchema),
  exportParents: bulkExportEndpoint('/admin/parents/bulk/export.csv', bulkParentsExportSchema),
};
