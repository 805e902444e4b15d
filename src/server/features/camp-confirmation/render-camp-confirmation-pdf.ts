import { campConfirmationMessages as m } from '../../../domain/messages/camp-confirmation';
import { formatChf } from '../../../domain/money';
import {
  a4Document,
  drawQrBill,
  loadPdfKit,
  PDF_MARGIN,
  type QrBillDocument,
} from '../qr-bill/render-qr-bill-pdf';

// The confirmation of one camp registration on one A4 page (decision 054): the provider, the child and the camp,
// the price with its sibling discount, the payment's state, what to bring and the provider's emergency contact.
// An open payment payable by bank brings the QR-bill on the next page, drawn by the QR-bill's own code.

export interface CampConfirmationDocument {
  provider: { name: string; phone: string; email: string };
  child: string;
  camp: string;
  /** As printed: '06.07.2026 – 10.07.2026'. */
  dates: string;
  /** As printed: '09:00–16:00 Uhr'; null without times. */
  times: string | null;
  place: string;
  /** The camp's own text, printed above the standard list of what to bring. */
  description: string | null;
  price: { amountCents: number; listPriceCents?: number; discount?: { reason: string; cents: number } };
  /** 'Offen', 'Bezahlt (Bar)' … */
  paymentState: string;
  issuedOn: string;
  qrBill?: QrBillDocument;
}

export async function renderCampConfirmationPdf(doc: CampConfirmationDocument): Promise<Buffer> {
  const kit = await loadPdfKit();
  const { pdf, done } = a4Document(kit, { Title: `${m.title}: ${doc.child}`, Author: doc.provider.name });
  const width = pdf.page.width - 2 * PDF_MARGIN;
  const labelWidth = 150;

  pdf.font('Helvetica-Bold').fontSize(12).text(doc.provider.name, PDF_MARGIN, PDF_MARGIN);
  pdf.font('Helvetica').fontSize(10).text(m.issuedOn(doc.issuedOn));
  pdf.moveDown(2).font('Helvetica-Bold').fontSize(16).text(m.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(11).text(m.intro(doc.child, doc.camp), { width });
  pdf.moveDown(1);

  const row = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font('Helvetica').fontSize(10).text(label, PDF_MARGIN, y, { width: labelWidth });
    const labelEnd = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(value, PDF_MARGIN + labelWidth, y, {
      width: width - labelWidth,
    });
    pdf.y = Math.max(pdf.y, labelEnd) + 3;
  };
  row(m.child, doc.child);
  row(m.camp, doc.camp);
  row(m.dates, doc.dates);
  if (doc.times) row(m.times, doc.times);
  row(m.place, doc.place);
  const { price } = doc;
  if (price.discount && price.listPriceCents !== undefined) {
    row(m.listPrice, formatChf(price.listPriceCents));
    row(price.discount.reason, `– ${formatChf(price.discount.cents)}`);
  }
  row(m.price, formatChf(price.amountCents), true);
  row(m.paymentState, doc.paymentState, true);
  pdf.moveDown(0.5).font('Helvetica').fontSize(9).text(m.seatNote, PDF_MARGIN, pdf.y, { width });

  pdf.moveDown(1.5).font('Helvetica-Bold').fontSize(11).text(m.toBring);
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  if (doc.description) pdf.text(doc.description, { width }).moveDown(0.3);
  pdf.list([...m.standardToBring], { width, bulletRadius: 1.5 });

  pdf.moveDown(1.5).font('Helvetica-Bold').fontSize(11).text(m.emergency, PDF_MARGIN, pdf.y, { width });
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  pdf
    .text(doc.provider.name)
    .text(m.emergencyPhone(doc.provider.phone))
    .text(m.emergencyEmail(doc.provider.email));

  if (doc.qrBill) {
    pdf.moveDown(1.5).font('Helvetica-Bold').fontSize(10).text(m.qrBillNote, PDF_MARGIN, pdf.y, { width });
    pdf.addPage();
    drawQrBill(kit, pdf, doc.qrBill);
  }
  pdf.end();
  return done;
}
