import type { Context } from 'hono';
import type { QrBillFile } from './download-qr-bill';

/** A QR-bill download: the PDF as an attachment under its name, never kept by a cache (it names the family). */
export function pdfAttachment(c: Context, { fileName, pdf }: QrBillFile): Response {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(pdf));
}
