import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF as a person or a banking app would: its text, and the Swiss QR Code of its payment part rendered to
// pixels (pdfjs-dist on @napi-rs/canvas) and decoded (jsqr), so a test checks what is printed, not what we meant.

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function open(pdf: Uint8Array) {
  return getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

/** Every page's text, pages joined by a blank line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await open(pdf);
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n\n');
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const document = await open(pdf);
  const count = document.numPages;
  await document.destroy();
  return count;
}

/**
 * The text of the QR code in the payment part at the foot of the last page (the bottom 105 mm), or null when none
 * can be read there.
 */
export async function decodePaymentPartQr(pdf: Uint8Array, scale = 3): Promise<string | null> {
  const document = await open(pdf);
  const page = await document.getPage(document.numPages);
  const viewport = page.getViewport({ scale });
  // pdfjs's own canvas (its copy of @napi-rs/canvas): a canvas of another copy refuses the glyph paths pdfjs makes.
  const factory = document.canvasFactory as {
    create(
      width: number,
      height: number,
    ): {
      canvas: { width: number; height: number };
      context: CanvasRenderingContext2D;
    };
  };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport }).promise;
  const slipHeight = Math.ceil((105 / 25.4) * 72 * scale);
  const top = Math.max(0, canvas.height - slipHeight);
  const image = context.getImageData(0, top, canvas.width, canvas.height - top);
  await document.destroy();
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The fields of a Swiss QR Code payload (Swiss Implementation Guidelines, version 0200, one field a line). */
export interface SwissQrPayload {
  header: string[];
  account: string;
  creditor: {
    addressType: string;
    name: string;
    street: string;
    building: string;
    postcode: string;
    town: string;
    country: string;
  };
  amount: string;
  currency: string;
  debtor: string[];
  referenceType: string;
  reference: string;
  message: string;
  trailer: string;
}

export function parseSwissQrPayload(text: string): SwissQrPayload {
  const f = text.split(/\r?\n/);
  const at = (i: number) => f[i] ?? '';
  return {
    header: [at(0), at(1), at(2)],
    account: at(3),
    creditor: {
      addressType: at(4),
      name: at(5),
      street: at(6),
      building: at(7),
      postcode: at(8),
      town: at(9),
      country: at(10),
    },
    amount: at(18),
    currency: at(19),
    debtor: f.slice(20, 27),
    referenceType: at(27),
    reference: at(28),
    message: at(29),
    trailer: at(30),
  };
}
