import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampsResponse, ScheduleResponse } from '../../src/domain/bookings/contracts';
import type { AdminCampResponse } from '../../src/domain/camps/admin-camps-api';
import { campFlyers } from '../../src/server/db/schema';
import { createCamp, createCampFlyer, flyerBytes } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { type MultipartFile, multipartBody } from '../helpers/multipart';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const MB3 = 3 * 1024 * 1024;
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

const SUMMER = { name: 'Sommercamp 2026', startDate: '2026-07-06', endDate: '2026-07-10' };

function upload(
  campId: string,
  file: MultipartFile | undefined,
  { cookie = a.cookie, origin }: { cookie?: string; origin?: string | null } = {},
) {
  const body = multipartBody({ campId }, file);
  return t.request('/api/admin/camps/flyers', {
    method: 'POST',
    headers: { cookie, 'content-type': body.contentType },
    body: body.text,
    ...(origin === undefined ? {} : { origin }),
  });
}

const file = (bytes: Uint8Array, fileName = 'flyer.png', contentType = 'image/png'): MultipartFile => ({
  name: 'file',
  fileName,
  contentType,
  bytes,
});

async function storedFlyer(campId: string) {
  const [row] = await t.ctx.db.select().from(campFlyers).where(eq(campFlyers.campId, campId));
  return row;
}

describe('uploading a flyer', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'stores a %s in the database with its type from the bytes, and an audit row',
    async (format, type) => {
      const camp = await createCamp(t.ctx.db, SUMMER);
      const bytes = await flyerBytes({ format });
      const res = await upload(camp.id, file(bytes, `flyer.${format}`, type));
      expect(res.status).toBe(200);
      const { camp: answer } = (await res.json()) as AdminCampResponse;
      const sha256 = createHash('sha256').update(bytes).digest('base64url');
      expect(answer.flyerUrl).toBe(`/api/camps/${camp.id}/flyer?v=${sha256.slice(0, 16)}`);
      const stored = await storedFlyer(camp.id);
      expect(stored).toMatchObject({
        contentType: type,
        byteSize: bytes.length,
        sha256,
        uploadedBy: a.admin.id,
      });
      expect(Buffer.compare(stored!.data, bytes)).toBe(0);
      expect(await auditRowsOf(t, 'camp', camp.id)).toMatchObject([
        {
          action: 'camp.flyer_upload',
          actorId: a.admin.id,
          details: { contentType: type, byteSize: bytes.length },
        },
      ]);
    },
  );

  it('reads the type from the bytes, not the name: a PNG named .jpg is stored as the PNG it is', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const res = await upload(camp.id, file(await flyerBytes({ format: 'png' }), 'flyer.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect((await storedFlyer(camp.id))?.contentType).toBe('image/png');
  });

  it('replaces the flyer: one per camp, a new address version', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const first = (await (
      await upload(camp.id, file(await flyerBytes({ title: 'Eins' })))
    ).json()) as AdminCampResponse;
    const second = (await (
      await upload(camp.id, file(await flyerBytes({ title: 'Zwei' })))
    ).json()) as AdminCampResponse;
    expect(second.camp.flyerUrl).not.toBe(first.camp.flyerUrl);
    expect(await t.ctx.db.select().from(campFlyers).where(eq(campFlyers.campId, camp.id))).toHaveLength(1);
  });

  it.each([
    ['a text file named .png', Buffer.from('Das ist kein Bild, nur Text.'), 'flyer.png', 'image/png'],
    [
      'an SVG (it could carry scripts)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'flyer.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'flyer.png', 'image/png'],
    [
      'a PNG cut after its signature',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'flyer.png',
      'image/png',
    ],
  ])("refuses %s with the spec's text, and stores nothing", async (_case, bytes, fileName, type) => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const res = await upload(camp.id, file(bytes, fileName, type));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: { code: 'FLYER_TYPE', message: 'Nur JPG, PNG und WebP Dateien erlaubt.' },
    });
    expect(await storedFlyer(camp.id)).toBeUndefined();
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
  });

  it('refuses a GIF, which is an image but not a flyer type', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const { default: sharp } = await import('sharp');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const res = await upload(camp.id, file(gif, 'flyer.gif', 'image/gif'));
    expect(await errorOf(res)).toMatchObject({ code: 'FLYER_TYPE' });
  });

  it("takes exactly 3 MB and refuses 3 MB + 1 byte with 413 and the spec's text", async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const png = await flyerBytes();
    // A real PNG padded to the size: decoders ignore bytes after the image's end.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const exact = await upload(camp.id, file(padded(MB3)));
    expect(exact.status).toBe(200);
    expect((await storedFlyer(camp.id))?.byteSize).toBe(MB3);

    const other = await createCamp(t.ctx.db, SUMMER);
    const over = await upload(other.id, file(padded(MB3 + 1)));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      error: { code: 'FLYER_TOO_LARGE', message: 'Datei zu gross. Maximum: 3 MB.' },
    });
    expect(await storedFlyer(other.id)).toBeUndefined();
  });

  it('refuses a body far above the limit at the edge, before reading it (413)', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const res = await upload(camp.id, file(Buffer.alloc(4 * 1024 * 1024)));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedFlyer(camp.id)).toBeUndefined();
  });

  it.each([
    ['no file', () => multipartBody({ campId: 'x' })],
    ['a camp id that is no id', () => multipartBody({ campId: 'sommer' }, file(Buffer.from('x')))],
  ])('answers 400 for %s', async (_case, build) => {
    const body = build();
    const res = await t.request('/api/admin/camps/flyers', {
      method: 'POST',
      headers: { cookie: a.cookie, 'content-type': body.contentType },
      body: body.text,
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a broken multipart body', async () => {
    const res = await t.request('/api/admin/camps/flyers', {
      method: 'POST',
      headers: { cookie: a.cookie, 'content-type': 'multipart/form-data; boundary=abc' },
      body: 'this is not multipart',
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown or deleted camp', async () => {
    const png = await flyerBytes();
    expect((await upload('7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f', file(png))).status).toBe(404);
    const deleted = await createCamp(t.ctx.db, { ...SUMMER, deletedAt: new Date() });
    expect((await upload(deleted.id, file(png))).status).toBe(404);
    expect(await storedFlyer(deleted.id)).toBeUndefined();
  });

  it('takes only a multipart form from our own origin, and only from an admin', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const png = await flyerBytes();
    const forged = await upload(camp.id, file(png), { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await errorOf(forged)).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const json = await call(t, a.cookie, 'POST', '/admin/camps/flyers', { campId: camp.id });
    expect(json.status).toBe(415);
    const parent = await signedInFamily(t);
    expect((await upload(camp.id, file(png), { cookie: parent.cookie })).status).toBe(403);
    expect((await upload(camp.id, file(png), { cookie: '' })).status).toBe(401);
    expect(await storedFlyer(camp.id)).toBeUndefined();
    // A multipart body on a JSON route is refused as before.
    const body = multipartBody({ name: 'x' });
    const onJsonRoute = await t.request('/api/admin/camps', {
      method: 'POST',
      headers: { cookie: a.cookie, 'content-type': body.contentType },
      body: body.text,
    });
    expect(onJsonRoute.status).toBe(415);
  });
});

describe('the flyer address', () => {
  it('serves the bytes to anyone, cached publicly for an hour, with an ETag that answers 304', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const bytes = await flyerBytes({ format: 'webp' });
    const { camp: answer } = (await (
      await upload(camp.id, file(bytes, 'flyer.webp', 'image/webp'))
    ).json()) as AdminCampResponse;

    const res = await t.request(answer.flyerUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="flyer-sommercamp-2026.webp"');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha256').update(bytes).digest('base64url')}"`);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);

    const again = await t.request(`/api/camps/${camp.id}/flyer`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const stale = await t.request(`/api/camps/${camp.id}/flyer`, { headers: { 'if-none-match': '"alt"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 404 for a camp without flyer, an unknown camp, a deleted camp and a malformed id', async () => {
    const plain = await createCamp(t.ctx.db, SUMMER);
    const deleted = await createCamp(t.ctx.db, { ...SUMMER, deletedAt: new Date() });
    await createCampFlyer(t.ctx.db, { campId: deleted.id });
    for (const id of [plain.id, deleted.id, '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f', 'flyer']) {
      expect((await t.request(`/api/camps/${id}/flyer`)).status).toBe(404);
    }
  });

  it('is the flyer link parents see on /camps and on the public schedule', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Flyer-Camp' });
    const without = await createCamp(t.ctx.db, { ...SUMMER, name: 'Ohne Flyer' });
    const flyer = await createCampFlyer(t.ctx.db, { campId: camp.id, format: 'jpeg' });
    const family = await signedInFamily(t);
    const camps = (await (
      await t.request('/api/camps', { headers: { cookie: family.cookie } })
    ).json()) as CampsResponse;
    const url = camps.upcoming.find((c) => c.id === camp.id)?.flyerUrl;
    expect(url).toBe(`/api/camps/${camp.id}/flyer?v=${flyer.sha256.slice(0, 16)}`);
    expect(camps.upcoming.find((c) => c.id === without.id)?.flyerUrl).toBeNull();
    const schedule = (await (await t.request('/api/schedule')).json()) as ScheduleResponse;
    expect(schedule.camps.find((c) => c.id === camp.id)?.flyerUrl).toBe(url);
    const image = await t.request(url!, { headers: { cookie: family.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('deleting a flyer', () => {
  it('removes it with an audit row; the address answers 404 and the card has no flyer', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    await createCampFlyer(t.ctx.db, { campId: camp.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}/flyer`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminCampResponse).camp.flyerUrl).toBeNull();
    expect(await storedFlyer(camp.id)).toBeUndefined();
    expect((await t.request(`/api/camps/${camp.id}/flyer`)).status).toBe(404);
    expect(await auditRowsOf(t, 'camp', camp.id)).toMatchObject([{ action: 'camp.flyer_delete' }]);
  });

  it('answers 404 when there is no flyer, without an audit row', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    expect((await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}/flyer`)).status).toBe(404);
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
  });

  it('is refused to a parent, and the flyer stays', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    await createCampFlyer(t.ctx.db, { campId: camp.id });
    const family = await signedInFamily(t);
    const cookie = await sessionCookieFor(t, family.parent.id);
    expect((await call(t, cookie, 'DELETE', `/admin/camps/${camp.id}/flyer`)).status).toBe(403);
    expect(await storedFlyer(camp.id)).toBeDefined();
  });
});
