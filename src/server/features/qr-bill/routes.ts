import type { Context } from 'hono';
import { Hono } from 'hono';
import { paymentEndpoints } from '../../../domain/payments/payment-endpoints';
import { PAYABLE_KINDS, type PayableKind } from '../../../domain/payments/payments-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import type { PayableRef } from './bank-reference-queries';
import { downloadFamilyQrBill } from './download-qr-bill';
import { pdfAttachment } from './pdf-attachment';

/** `/:kind/:id` of a payment; an unknown kind is as unknown as an unknown id: 404. */
export function payableParam(c: Context): PayableRef {
  const kind = c.req.param('kind') ?? '';
  if (!(PAYABLE_KINDS as readonly string[]).includes(kind)) throw notFound();
  return { kind: kind as PayableKind, id: parseIdParam(c.req.param('id') ?? '') };
}

// /api/payments/…/qr-bill.pdf for a signed-in parent (mounted beside the payments routes): only the family's own
// open payments (src/domain/payments/payment-endpoints.ts).
export function qrBillRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/payments/*', requireParent);
  serve(routes, paymentEndpoints.qrBill, async (c) =>
    pdfAttachment(c, await downloadFamilyQrBill(ctx, c.get('user'))),
  );
  serve(routes, paymentEndpoints.paymentQrBill, async (c) =>
    pdfAttachment(c, await downloadFamilyQrBill(ctx, c.get('user'), payableParam(c))),
  );
  return routes;
}
