import { z } from 'zod';
import { bulkActionEndpoint, bulkExportEndpoint } from '../api/endpoint';
import { adminChildrenFilterSchema } from '../children/admin-children-api';
import { adminParentsQuerySchema, profileIdSchema } from '../parents/admin-parents-api';
import { adminPaymentsFilterSchema } from '../payments/admin-payments-api';
import { PAYABLE_KINDS } from '../payments/payments-api';
import { bulkActionSchema, bulkExportSchema } from './bulk-api';
import { bulkMessageFields } from './bulk-message';

// The bulk actions of the payments, children and parents lists (decision 056), each at `<list>/bulk/<action>`.
// A selection's filter is the list's own filter schema, so "all N matches" are the rows the list shows.

/** A payment is named by its kind and id, as the list's rows are. */
const paymentKeySchema = z.strictObject({ kind: z.enum(PAYABLE_KINDS), id: z.guid() });
export type PaymentKey = z.infer<typeof paymentKeySchema>;

/** The parents list's filter: its search and its children filter (its order and page select nothing). */
const adminParentsFilterSchema = adminParentsQuerySchema.pick({ q: true, children: true });
export type AdminParentsFilter = z.output<typeof adminParentsFilterSchema>;

/** Money that came in by hand: in cash, or by a transfer the admin saw in e-banking. */
const BULK_PAID_METHODS = ['CASH', 'BANK_TRANSFER'] as const;
export type BulkPaidMethod = (typeof BULK_PAID_METHODS)[number];

const bulkMarkPaidSchema = bulkActionSchema(adminPaymentsFilterSchema, paymentKeySchema, {
  method: z.enum(BULK_PAID_METHODS),
});
export type BulkMarkPaidRequest = z.output<typeof bulkMarkPaidSchema>;
const bulkPaymentsExportSchema = bulkExportSchema(adminPaymentsFilterSchema, paymentKeySchema);

const bulkChildrenMessageSchema = bulkActionSchema(adminChildrenFilterSchema, z.guid(), bulkMessageFields);
const bulkChildrenExportSchema = bulkExportSchema(adminChildrenFilterSchema, z.guid());

const bulkParentsMessageSchema = bulkActionSchema(
  adminParentsFilterSchema,
  profileIdSchema,
  bulkMessageFields,
);
const bulkParentsExportSchema = bulkExportSchema(adminParentsFilterSchema, profileIdSchema);

export const adminBulkEndpoints = {
  markPaymentsPaid: bulkActionEndpoint('/admin/payments/bulk/mark-paid', bulkMarkPaidSchema),
  exportPayments: bulkExportEndpoint('/admin/payments/bulk/export.csv', bulkPaymentsExportSchema),
  messageChildrensParents: bulkActionEndpoint('/admin/children/bulk/message', bulkChildrenMessageSchema),
  exportChildren: bulkExportEndpoint('/admin/children/bulk/export.csv', bulkChildrenExportSchema),
  messageParents: bulkActionEndpoint('/admin/parents/bulk/message', bulkParentsMessageSchema),
  exportParents: bulkExportEndpoint('/admin/parents/bulk/export.csv', bulkParentsExportSchema),
};
