import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FlyerMimeType } from '../../src/domain/camps/camp-form';
import type { DbOrTx } from '../../src/server/db/client';
import { campFlyers } from '../../src/server/db/schema';
import { inserted } from './rows';

// Real flyer images, drawn with sharp (a poster with the camp's name on a pitch), and stored flyers. Shared by the
// camp tests, the end-to-end journey and the demo seed.

export type FlyerFormat = 'jpeg' | 'png' | 'webp';

const MIME: Record<FlyerFormat, FlyerMimeType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small poster as image bytes: the title over a green pitch, in the given format. */
export async function flyerBytes(
  options: { title?: string; format?: FlyerFormat; width?: number; height?: number } = {},
): Promise<Buffer> {
  const { title = 'Fussballcamp', format = 'png', width = 420, height = 594 } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#1f6f3a"/>
  <rect x="${width * 0.08}" y="${height * 0.55}" width="${width * 0.84}" height="${height * 0.35}" fill="none" stroke="#fff" stroke-width="4"/>
  <circle cx="${width / 2}" cy="${height * 0.72}" r="${width * 0.1}" fill="none" stroke="#fff" stroke-width="4"/>
  <text x="50%" y="${height * 0.22}" font-family="sans-serif" font-size="${Math.round(width / 11)}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
  <text x="50%" y="${height * 0.34}" font-family="sans-serif" font-size="${Math.round(width / 18)}" fill="#e8f5e9" text-anchor="middle">Jetzt anmelden!</text>
</svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

export type CampFlyer = typeof campFlyers.$inferSelect;

/** A stored flyer for the camp (a real PNG unless bytes or another format are given). */
export async function createCampFlyer(
  db: DbOrTx,
  { campId, format = 'png', bytes }: { campId: string; format?: FlyerFormat; bytes?: Buffer },
): Promise<CampFlyer> {
  const data = bytes ?? (await flyerBytes({ format }));
  return inserted(
    await db
      .insert(campFlyers)
      .values({
        campId,
        contentType: MIME[format],
        byteSize: data.length,
        sha256: createHash('sha256').update(data).digest('base64url'),
        data,
      })
      .returning(),
  );
}
