import { Hono } from 'hono';
import { adminPaymentEndpoints as endpoints } from '../../domain/payments/admin-payment-endpoints';
import type { AppContext } from '../context';
import { downloadQrBillAsAdmin } from '../features/qr-bill/download-qr-bill';
import { pdfAttachment } from '../features/qr-bill/pdf-attachment';
import { payableParam } from '../features/qr-bill/routes';
import { serve } from '../http/endpoint-routes';

// /api/admin/payments/:kind/:id/qr-bill.pdf (mounted beside the payments routes): the QR-bill of any open payment.
// Not audited: it shows what the payments list shows and changes nothing anyone sees (decision 034).
export function adminQrBillRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.qrBill, async (c) =>
    pdfAttachment(c, await downloadQrBillAsAdmin(ctx, payableParam(c))),
  );
  return routes;
}
