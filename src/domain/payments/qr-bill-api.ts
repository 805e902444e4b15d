// The QR-bill downloads (issue 17, decision 034), as links under /api: the web opens them as files, the reminder
// mail links the family's bill.
import type { PayableKind } from './payments-api';

export const qrBillApi = {
  /** One open payment of the family. */
  payment: (kind: PayableKind, id: string) =>
    `/payments/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/qr-bill.pdf`,
  /** All open payments of the family together. */
  allOpen: '/payments/qr-bill.pdf',
} as const;
