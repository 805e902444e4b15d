import { fileSlug } from '../../../domain/file-slug';
import { campConfirmationMessages as m } from '../../../domain/messages/camp-confirmation';
import { isUnpaid, paymentStatusLabel, visibleMethodLabel } from '../../../domain/payments/status';
import { personName } from '../../../domain/people/person-name';
import { formatDate, formatDateRange, formatTimeOfDay } from '../../../domain/time/zurich';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { type QrBillFile, qrBillDocumentOf } from '../qr-bill/download-qr-bill';
import type { QrBillDocument } from '../qr-bill/render-qr-bill-pdf';
import { type ConfirmedRegistration, findConfirmedRegistration } from './confirmation-queries';
import { renderCampConfirmationPdf } from './render-camp-confirmation-pdf';

// The confirmation of one camp registration as a file (decision 054): downloaded by the family or the back office,
// and made again for the confirmation mail when the mail is sent.

interface CampRegistrationRef {
  campId: string;
  childId: string;
}

/**
 * The bill goes with an open payment that is paid by bank: one not paid yet has no method, and a failed card
 * payment may still be paid by transfer. None without a configured QR-IBAN, or for CHF 0.
 */
async function qrBillOf(ctx: AppContext, r: ConfirmedRegistration): Promise<QrBillDocument | undefined> {
  const { payment } = r;
  if (!ctx.config.qrBill || !payment || !isUnpaid(payment.status) || payment.amountCents === 0)
    return undefined;
  const byBank = payment.method === null || payment.method === 'BANK_TRANSFER' || payment.status === 'FAILED';
  if (!byBank) return undefined;
  return qrBillDocumentOf(ctx, ctx.config.qrBill, r.parent, [
    {
      kind: 'camp',
      id: payment.id,
      amountCents: payment.amountCents,
      childName: personName(r.child),
      title: r.camp.name,
      date: r.camp.startDate,
      ...(r.discount ? { discount: { reason: r.discount.reason } } : {}),
    },
  ]);
}

function paymentStateOf(payment: ConfirmedRegistration['payment']): string {
  if (!payment) return paymentStatusLabel('REQUIRES_PAYMENT');
  const method = payment.status === 'SUCCEEDED' ? visibleMethodLabel(payment.method) : null;
  return method ? m.paidWith(method) : paymentStatusLabel(payment.status);
}

async function fileOf(
  ctx: AppContext,
  target: CampRegistrationRef,
  familyOf?: string,
): Promise<QrBillFile | undefined> {
  const r = await findConfirmedRegistration(ctx.db, target, familyOf);
  if (!r) return undefined;
  const child = personName(r.child);
  const { camp } = r;
  const pdf = await renderCampConfirmationPdf({
    provider: {
      name: ctx.config.PROVIDER_NAME,
      phone: ctx.config.PROVIDER_CONTACT_PHONE,
      email: ctx.config.PROVIDER_CONTACT_EMAIL,
    },
    child,
    camp: camp.name,
    dates: formatDateRange(camp.startDate, camp.endDate),
    times:
      camp.startTime && camp.endTime
        ? m.timesValue(formatTimeOfDay(camp.startTime), formatTimeOfDay(camp.endTime))
        : null,
    place: camp.location,
    description: camp.description?.trim() || null,
    price: {
      amountCents: r.payment?.amountCents ?? camp.priceCents,
      ...(r.discount
        ? {
            listPriceCents: r.discount.listPriceCents,
            discount: { reason: r.discount.reason, cents: r.discount.discountCents },
          }
        : {}),
    },
    paymentState: paymentStateOf(r.payment),
    issuedOn: formatDate(ctx.clock.now()),
    qrBill: await qrBillOf(ctx, r),
  });
  const slug = [fileSlug(child), fileSlug(camp.name)].filter(Boolean).join('-');
  return { fileName: m.fileName(slug || 'camp'), pdf };
}

/** The family's own registration; any other (or none, or a cancelled one) answers 404. */
export async function downloadFamilyCampConfirmation(
  ctx: AppContext,
  userId: string,
  target: CampRegistrationRef,
): Promise<QrBillFile> {
  const file = await fileOf(ctx, target, userId);
  if (!file) throw notFound();
  return file;
}

/** Any family's registration, for the back office; also what the confirmation mail attaches. */
export async function campConfirmationFile(
  ctx: AppContext,
  target: CampRegistrationRef,
): Promise<QrBillFile | undefined> {
  return fileOf(ctx, target);
}
