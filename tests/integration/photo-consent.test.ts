import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChildResponse } from '../../src/domain/children/children-api';
import type { PhotoListResponse } from '../../src/domain/photos/photo-api';
import { childConsentChanges, children, photoTags } from '../../src/server/db/schema';
import { selectConsentLog } from '../../src/server/features/children/consent-log';
import {
  createAdmin,
  createChild,
  createParent,
  createPhotoFolder,
  linkSecondParent,
  tagPhoto,
} from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Photo consent per child (issue 18, decision 038): a child whose parents have not said yes is in no parent's photo
// answer (list and image, the linked second parent's and another family's included), cannot be tagged, and a
// withdrawal counts from the next request, also for photos tagged before. Every answer is logged.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-photo-consent-'));
const photosDir = path.join(dataDir, 'photos');
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: photosDir });

async function families() {
  const db = t.ctx.db;
  const cipher = t.ctx.ahv;
  const parentA = await createParent(db, { lastName: 'Amrein' });
  const partnerB = await createParent(db, { lastName: 'Amrein' });
  const parentC = await createParent(db, { lastName: 'Csonka' });
  const admin = await createAdmin(db);
  const lena = await createChild(db, { parentId: parentA.id, firstName: 'Lena', cipher });
  const mia = await createChild(db, {
    parentId: parentA.id,
    firstName: 'Mia',
    cipher,
    photoConsentFamily: false,
    photoConsentNews: false,
  });
  await linkSecondParent(db, { parentId: parentA.id, secondParentId: partnerB.id });
  const tim = await createChild(db, { parentId: parentC.id, firstName: 'Tim', cipher });
  const cookie = async (id: string) => ({ cookie: await sessionCookieFor(t, id) });
  return {
    parentA,
    partnerB,
    parentC,
    lena,
    mia,
    tim,
    a: await cookie(parentA.id),
    b: await cookie(partnerB.id),
    c: await cookie(parentC.id),
    admin: await cookie(admin.id),
  };
}

type Headers = Record<string, string>;

const image = (id: string, headers: Headers) =>
  t.request(`/api/photos/${id}/image?size=400&quality=60`, { headers });

async function listedIds(headers: Headers): Promise<string[]> {
  const res = await t.request('/api/photos', { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as PhotoListResponse;
  return body.photos.map((p) => p.id);
}

/** What a parent gets of the photo: in the list, and the image's status. */
async function seenBy(headers: Headers, photoId: string) {
  return {
    listed: (await listedIds(headers)).includes(photoId),
    image: (await image(photoId, headers)).status,
  };
}

const HIDDEN = { listed: false, image: 404 };
const SHOWN = { listed: true, image: 200 };

function editChild(headers: Headers, child: { id: string }, changes: Record<string, unknown>) {
  return t.request(`/api/children/${child.id}`, {
    method: 'PUT',
    headers,
    json: {
      firstName: 'Lena',
      lastName: 'Amrein',
      dateOfBirth: '2014-05-02',
      jerseySize: 140,
      clubName: null,
      level: null,
      ...changes,
    },
  });
}

describe('a child without photo consent', () => {
  it('is in no parent answer: neither its own parents, the linked second parent, nor another family', async () => {
    const f = await families();
    const onlyMia = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.mia.id] });
    // Lena may be shown, Mia may not: the photo shows Mia, so it reaches nobody.
    const both = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.lena.id, f.mia.id] });
    // Tim (C's) may be shown, Mia may not: C must not get Mia's picture either.
    const withTim = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.tim.id, f.mia.id] });

    for (const parent of [f.a, f.b, f.c]) {
      for (const photo of [onlyMia, both, withTim]) expect(await seenBy(parent, photo.id)).toEqual(HIDDEN);
    }
    const listText = JSON.stringify(await (await t.request('/api/photos', { headers: f.a })).json());
    expect(listText).not.toContain(f.mia.id);
    // The back office still sees the library as it is.
    expect((await image(onlyMia.id, f.admin)).status).toBe(200);
  });

  it('is shown once the parents say yes, and withheld again from the next request once they withdraw', async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.mia.id] });
    expect(await seenBy(f.a, photo.id)).toEqual(HIDDEN);

    expect((await editChild(f.a, f.mia, { firstName: 'Mia', photoConsentFamily: true })).status).toBe(200);
    expect(await seenBy(f.a, photo.id)).toEqual(SHOWN);
    expect(await seenBy(f.b, photo.id)).toEqual(SHOWN);

    // The linked second parent withdraws: neither parent gets the photo tagged before any more.
    const res = await editChild(f.b, f.mia, { firstName: 'Mia', photoConsentFamily: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ChildResponse).child.photoConsentFamily).toBe(false);
    expect(await seenBy(f.a, photo.id)).toEqual(HIDDEN);
    expect(await seenBy(f.b, photo.id)).toEqual(HIDDEN);
    // A browser's cached copy is revalidated (no-cache) and now answered 404, also for its ETag.
    const withEtag = await t.request(`/api/photos/${photo.id}/image?size=400&quality=60`, {
      headers: { ...f.a, 'if-none-match': '*' },
    });
    expect(withEtag.status).toBe(404);
    // The tag itself stays: a renewed consent shows the photo again without tagging anew.
    expect(await t.ctx.db.select().from(photoTags).where(eq(photoTags.childId, f.mia.id))).toHaveLength(1);
  });

  it("is withheld from another family's photos when its own parents withdraw", async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir, { childIds: [f.lena.id, f.tim.id] });
    expect(await seenBy(f.a, photo.id)).toEqual(SHOWN);
    expect(await seenBy(f.c, photo.id)).toEqual(SHOWN);

    const res = await editChild(f.c, f.tim, {
      firstName: 'Tim',
      lastName: 'Csonka',
      photoConsentFamily: false,
    });
    expect(res.status).toBe(200);
    expect(await seenBy(f.a, photo.id)).toEqual(HIDDEN);
    expect(await seenBy(f.c, photo.id)).toEqual(HIDDEN);
  });

  it('cannot be tagged: the bulk and the single tag are refused with a German 409 and nothing changes', async () => {
    const f = await families();
    const photo = await createPhotoOnDisk(t.ctx.db, photosDir);
    const bulk = await t.request('/api/admin/photos/tags', {
      method: 'POST',
      headers: f.admin,
      json: { photoIds: [photo.id], childId: f.mia.id },
    });
    const single = await t.request(`/api/admin/photos/${photo.id}/tags`, {
      method: 'POST',
      headers: f.admin,
      json: { childId: f.mia.id },
    });
    for (const res of [bulk, single]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        requestId: expect.any(String),
        error: {
          code: 'PHOTO_CONSENT_MISSING',
          message:
            'Dieses Kind kann nicht markiert werden: Die Eltern haben keine Foto-Einwilligung gegeben.',
        },
      });
    }
    expect(await t.ctx.db.select().from(photoTags).where(eq(photoTags.photoId, photo.id))).toEqual([]);
    const audited = await t.ctx.db.execute(sql`select 1 from audit_log where subject_id = ${photo.id}`);
    expect(audited.rows).toEqual([]);

    // With consent the same tag goes through.
    const ok = await t.request(`/api/admin/photos/${photo.id}/tags`, {
      method: 'POST',
      headers: f.admin,
      json: { childId: f.lena.id },
    });
    expect(ok.status).toBeLessThan(300);
  });

  it("is marked in the admin's tag search", async () => {
    const f = await families();
    const res = await t.request('/api/admin/children/search?q=Amrein', { headers: f.admin });
    const body = (await res.json()) as { children: { id: string; photoConsentFamily: boolean }[] };
    const consent = Object.fromEntries(body.children.map((c) => [c.id, c.photoConsentFamily]));
    expect(consent[f.mia.id]).toBe(false);
    expect(consent[f.lena.id]).toBe(true);
  });
});

describe('news images', () => {
  it('reach every parent unless a child tagged on them may not appear in news', async () => {
    const f = await families();
    const newsFolder = await createPhotoFolder(t.ctx.db, { isNewsFolder: true });
    const newsImage = await createPhotoOnDisk(t.ctx.db, photosDir, { driveFolderId: newsFolder.id });
    expect((await image(newsImage.id, f.c)).status).toBe(200);

    // A picture moved into the news folder keeps its tags: Lena may appear in news, Mia may not.
    await tagPhoto(t.ctx.db, { photoId: newsImage.id, childId: f.lena.id });
    expect((await image(newsImage.id, f.c)).status).toBe(200);
    await tagPhoto(t.ctx.db, { photoId: newsImage.id, childId: f.mia.id });
    expect((await image(newsImage.id, f.c)).status).toBe(404);
    expect((await image(newsImage.id, f.a)).status).toBe(404);
  });
});

describe('the consent answers', () => {
  it('start as no for a new child without an answer, and every change is logged with who, when and old -> new', async () => {
    const f = await families();
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const created = await t.request('/api/children', {
      method: 'POST',
      headers: f.a,
      json: {
        firstName: 'Nino',
        lastName: 'Amrein',
        dateOfBirth: '2014-05-02',
        jerseySize: 140,
        ahv: '7561234567897',
      },
    });
    expect(created.status).toBe(201);
    const { child } = (await created.json()) as ChildResponse;
    expect([child.photoConsentFamily, child.photoConsentNews]).toEqual([false, false]);
    const [row] = await t.ctx.db.select().from(children).where(eq(children.id, child.id));
    expect([row!.photoConsentFamily, row!.photoConsentNews]).toEqual([false, false]);

    t.clock.set(new Date('2026-06-02T09:00:00Z'));
    expect((await editChild(f.b, child, { firstName: 'Nino', photoConsentFamily: true })).status).toBe(200);
    t.clock.set(new Date('2026-06-03T10:00:00Z'));
    // An edit that leaves the answers out keeps them, and logs nothing.
    expect((await editChild(f.a, child, { firstName: 'Nino', level: 'Mittel' })).status).toBe(200);
    expect(
      (await editChild(f.a, child, { firstName: 'Nino', photoConsentFamily: false, photoConsentNews: true }))
        .status,
    ).toBe(200);

    const log = (await selectConsentLog(t.ctx.db, child.id)).map((r) => ({
      by: r.changedBy,
      at: r.changedAt.toISOString(),
      kind: r.kind,
      previous: r.previous,
      given: r.given,
    }));
    expect(log).toEqual([
      {
        by: f.parentA.id,
        at: '2026-06-01T08:00:00.000Z',
        kind: 'photos_family',
        previous: null,
        given: false,
      },
      { by: f.parentA.id, at: '2026-06-01T08:00:00.000Z', kind: 'photos_news', previous: null, given: false },
      {
        by: f.partnerB.id,
        at: '2026-06-02T09:00:00.000Z',
        kind: 'photos_family',
        previous: false,
        given: true,
      },
      {
        by: f.parentA.id,
        at: '2026-06-03T10:00:00.000Z',
        kind: 'photos_family',
        previous: true,
        given: false,
      },
      { by: f.parentA.id, at: '2026-06-03T10:00:00.000Z', kind: 'photos_news', previous: false, given: true },
    ]);
  });

  it('refuse anything but yes or no with a German 400 naming the field, and change nothing', async () => {
    const f = await families();
    const before = await t.ctx.db.select().from(childConsentChanges);
    const res = await editChild(f.a, f.lena, { photoConsentFamily: 'ja' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      requestId: expect.any(String),
      error: {
        code: 'VALIDATION',
        message: 'Bitte Eingaben prüfen.',
        details: { fields: ['photoConsentFamily'] },
      },
    });
    expect(await t.ctx.db.select().from(childConsentChanges)).toEqual(before);
    const [row] = await t.ctx.db.select().from(children).where(eq(children.id, f.lena.id));
    expect(row!.photoConsentFamily).toBe(true);
  });
});
