import type { PDFRow } from 'swissqrbill/pdf';
import { qrBillMessages as m } from '../../../domain/messages/qr-bill';
import { formatChf } from '../../../domain/money';
import { formatQrReference } from '../../../domain/payments/qr-reference';
import { toQrText } from '../../../domain/payments/qr-text';
import type { QrBillCreditor } from '../../config-qr-bill';

// One A4 invoice: the provider, the parent, the date and the reference, the payments as lines with their total, and
// at the foot the Swiss QR-bill payment part (swissqrbill on PDFKit). A long list flows onto further pages; the
// payment part then sits at the foot of the last one, or on a page of its own when it does not fit.

export interface QrBillLine {
  offer: string;
  child: string;
  /** As printed, e.g. '04.05.2026'. */
  date: string;
  amountCents: number;
}

export interface QrBillDocument {
  creditor: QrBillCreditor;
  contact: { email: string; phone: string };
  /** The parent's name; null when the account has none. The QR-bill's debtor stays blank: we keep no postal address. */
  debtorName: string | null;
  debtorEmail: string | null;
  /** As printed, e.g. '24.11.2026'. */
  issuedOn: string;
  /** 27 digits. */
  reference: string;
  lines: readonly QrBillLine[];
  /** The payment part's message (at most 140 characters). */
  message: string;
}

export const PDF_MARGIN = 50;
const MARGIN = PDF_MARGIN;
const A4_WIDTH = 595.28;

function totalCentsOf(lines: readonly QrBillLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** The creditor as the QR code carries it: every text field in the QR-bill's characters. */
function qrCreditorOf(c: QrBillCreditor): QrBillCreditor {
  return {
    ...c,
    name: toQrText(c.name),
    address: toQrText(c.address),
    buildingNumber: c.buildingNumber && toQrText(c.buildingNumber),
    zip: toQrText(c.zip),
    city: toQrText(c.city),
  };
}

function creditorLines(c: QrBillCreditor): string[] {
  return [c.name, [c.address, c.buildingNumber].filter(Boolean).join(' '), `${c.country}-${c.zip} ${c.city}`];
}

/** PDFKit and swissqrbill, loaded at the first PDF. */
export async function loadPdfKit() {
  // PDFKit and swissqrbill load at the first bill, not at every start of the server (nor of each integration test
  // file, which builds the whole app): ~90 ms on an idle machine.
  const [{ default: PDFDocument }, { SwissQRBill, Table }] = await Promise.all([
    import('pdfkit'),
    import('swissqrbill/pdf'),
  ]);
  return { PDFDocument, SwissQRBill, Table };
}

type PdfKit = Awaited<ReturnType<typeof loadPdfKit>>;

/** An A4 document and its bytes once ended. */
export function a4Document(kit: PdfKit, info: { Title: string; Author: string }) {
  const pdf = new kit.PDFDocument({ size: 'A4', margin: MARGIN, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

export async function renderQrBillPdf(bill: QrBillDocument): Promise<Buffer> {
  const kit = await loadPdfKit();
  const { pdf, done } = a4Document(kit, {
    Title: `${m.title} ${formatQrReference(bill.reference)}`,
    Author: bill.creditor.name,
  });
  drawQrBill(kit, pdf, bill);
  pdf.end();
  return done;
}

/** The bill from the top of the current page: also the second page of a camp confirmation (decision 054). */
export function drawQrBill(
  { SwissQRBill, Table }: PdfKit,
  pdf: InstanceType<PdfKit['PDFDocument']>,
  bill: QrBillDocument,
): void {
  const totalCents = totalCentsOf(bill.lines);
  // Validates the data (lengths, reference, IBAN) before anything is drawn: a bad bill throws here, not half-written.
  const paymentPart = new SwissQRBill(
    {
      currency: 'CHF',
      amount: totalCents / 100,
      reference: bill.reference,
      creditor: qrCreditorOf(bill.creditor),
      message: toQrText(bill.message).slice(0, 140),
    },
    { language: 'DE' },
  );
  const width = A4_WIDTH - 2 * MARGIN;

  pdf.font('Helvetica-Bold').fontSize(12).text(bill.creditor.name, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(10);
  for (const line of creditorLines(bill.creditor).slice(1)) pdf.text(line);
  pdf.text(bill.contact.email).text(bill.contact.phone);

  const toX = MARGIN + width / 2 + 20;
  pdf.font('Helvetica-Bold').text(m.to, toX, MARGIN + 14);
  pdf.font('Helvetica');
  if (bill.debtorName) pdf.text(bill.debtorName, toX);
  if (bill.debtorEmail) pdf.text(bill.debtorEmail, toX);

  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(m.title, MARGIN, MARGIN + 110);
  pdf.font('Helvetica').fontSize(10).moveDown(0.3);
  pdf.text(m.date(bill.issuedOn)).text(m.reference(formatQrReference(bill.reference)));
  pdf.moveDown(1);

  const cell = (text: string, columnWidth: number, align: 'left' | 'right' = 'left') => ({
    text,
    width: columnWidth,
    align,
  });
  const columns = [width * 0.45, width * 0.25, width * 0.14, width * 0.16];
  new Table({
    width,
    fontSize: 10,
    fontName: 'Helvetica',
    padding: [4, 4],
    rows: [
      {
        header: true,
        fontName: 'Helvetica-Bold',
        borderWidth: [0, 0, 1, 0],
        columns: [
          cell(m.columnOffer, columns[0] as number),
          cell(m.columnChild, columns[1] as number),
          cell(m.columnDate, columns[2] as number),
          cell(m.columnAmount, columns[3] as number, 'right'),
        ],
      },
      ...bill.lines.map(
        (line): PDFRow => ({
          borderWidth: [0, 0, 0.5, 0],
          borderColor: '#999999',
          columns: [
            cell(line.offer, columns[0] as number),
            cell(line.child, columns[1] as number),
            cell(line.date, columns[2] as number),
            cell(formatChf(line.amountCents), columns[3] as number, 'right'),
          ],
        }),
      ),
      {
        fontName: 'Helvetica-Bold',
        columns: [
          cell(m.total, width - (columns[3] as number)),
          cell(formatChf(totalCents), columns[3] as number, 'right'),
        ],
      },
    ],
  }).attachTo(pdf);

  pdf.moveDown(1).font('Helvetica').fontSize(9).text(m.howToPay, MARGIN, pdf.y, { width });
  paymentPart.attachTo(pdf);
}
