import { qrBillMessages } from '../../../domain/messages/qr-bill';
import { isUnpaid } from '../../../domain/payments/status';
import { personName } from '../../../domain/people/person-name';
import { formatDate } from '../../../domain/time/zurich';
import type { SessionUser } from '../../auth/middleware';
import type { QrBillCreditor } from '../../config-qr-bill';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { familyUnpaid, findFamilyPayable } from '../payments/family-queries';
import { findPayableForAdminBill } from './admin-qr-bill-queries';
import { ensureBankReference, type PayableRef } from './bank-reference-queries';
import { type BillablePayment, qrBillLineOf, qrBillMessageOf } from './qr-bill-lines';
import { type QrBillDocument, renderQrBillPdf } from './render-qr-bill-pdf';

// The QR-bill as a download (decision 034): for a parent one open payment of the family or all of them together,
// for an admin one open payment of any family. Without a configured QR-IBAN there is no bill: 404, as for a payment
// that is not there.

export interface QrBillFile {
  fileName: string;
  pdf: Buffer;
}

/** As many lines as /zahlungen lists open payments (overview.ts): the bill pays what the page shows. */
const OPEN_PAYMENTS_LIMIT = 100;

interface Debtor {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

function creditorOf(ctx: AppContext): QrBillCreditor {
  if (!ctx.config.qrBill) throw notFound();
  return ctx.config.qrBill;
}

/**
 * What the bill of `owed` prints, its reference stored (or found again): for the download, and for a camp
 * registration's confirmation (decision 054), which draws the same bill on its second page.
 */
export async function qrBillDocumentOf(
  ctx: AppContext,
  creditor: QrBillCreditor,
  debtor: Debtor,
  owed: readonly (BillablePayment & PayableRef)[],
): Promise<QrBillDocument> {
  // Nothing to transfer for a payment of CHF 0 (the QR-bill's amount starts at 0.01): it stays off the bill.
  const payments = owed.filter((p) => p.amountCents > 0);
  if (payments.length === 0) throw new AppError('PAYMENT_NOT_PAYABLE', 409);
  const { reference } = await ensureBankReference(ctx.db, {
    parentId: debtor.id,
    payables: payments.map(({ kind, id }) => ({ kind, id })),
  });
  const lines = payments.map(qrBillLineOf);
  return {
    creditor,
    contact: { email: ctx.config.PROVIDER_CONTACT_EMAIL, phone: ctx.config.PROVIDER_CONTACT_PHONE },
    debtorName: personName(debtor) || null,
    debtorEmail: debtor.email,
    issuedOn: formatDate(ctx.clock.now()),
    reference,
    lines,
    message: qrBillMessageOf(lines),
  };
}

async function billOf(
  ctx: AppContext,
  creditor: QrBillCreditor,
  debtor: Debtor,
  owed: readonly (BillablePayment & PayableRef)[],
): Promise<QrBillFile> {
  const bill = await qrBillDocumentOf(ctx, creditor, debtor, owed);
  return { fileName: qrBillMessages.fileName(bill.reference), pdf: await renderQrBillPdf(bill) };
}

/**
 * One open payment of the family (`target`), or all its open payments. Another family's payment answers 404, a
 * paid, refunded or superseded one PAYMENT_NOT_PAYABLE (409), no open payment at all 404.
 */
export async function downloadFamilyQrBill(
  ctx: AppContext,
  user: SessionUser,
  target?: PayableRef,
): Promise<QrBillFile> {
  const creditor = creditorOf(ctx);
  const open = await familyUnpaid(ctx.db, user.id, OPEN_PAYMENTS_LIMIT);
  let payments = open;
  if (target) {
    payments = open.filter((p) => p.kind === target.kind && p.id === target.id);
    if (payments.length === 0) {
      const known = await findFamilyPayable(ctx.db, user.id, target.kind, target.id);
      throw known ? new AppError('PAYMENT_NOT_PAYABLE', 409) : notFound();
    }
  }
  if (payments.length === 0) throw notFound();
  return billOf(ctx, creditor, user, payments);
}

/** One open payment of any family, billed to the parent who registered the child. */
export async function downloadQrBillAsAdmin(ctx: AppContext, target: PayableRef): Promise<QrBillFile> {
  const creditor = creditorOf(ctx);
  const payment = await findPayableForAdminBill(ctx.db, target.kind, target.id);
  if (!payment) throw notFound();
  if (!isUnpaid(payment.status)) throw new AppError('PAYMENT_NOT_PAYABLE', 409);
  return billOf(ctx, creditor, payment.parent, [payment]);
}
