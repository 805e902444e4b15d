import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AhvRevealResponse } from '../../src/domain/ahv';
import type {
  AdminChild,
  AdminChildResponse,
  AdminChildrenPage,
  AdminChildrenSummary,
} from '../../src/domain/children/admin-children-api';
import { addDays, zurichToday } from '../../src/domain/time';
import { auditLog, children, parentChildren } from '../../src/server/db/schema';
import {
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createPhoto,
  createRsvp,
  createSession,
  linkSecondParent,
  tagPhoto,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/children: every family's children for the back office, filtered, ordered and paged by the database;
// the edit with the spec's rules, the delete refused for a child with history, the audited AHV reveal.

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

let run = 0;
/** A club name no other test uses, so a filter by it selects exactly the children of one test. */
const uniqueClub = () => `FC Test ${Date.now()}-${++run}`;

async function page(query: string): Promise<AdminChildrenPage> {
  const res = await call(t, a.cookie, 'GET', `/admin/children${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminChildrenPage;
}

async function rowOf(id: string) {
  const [row] = await t.ctx.db.select().from(children).where(eq(children.id, id));
  return row;
}

describe('the list', () => {
  it('filters by club, level and name words, and names the parent and the linked second parent', async () => {
    const club = uniqueClub();
    const anna = await createParent(t.ctx.db, { firstName: 'Anna', lastName: 'Zuber' });
    const beat = await createParent(t.ctx.db, { firstName: 'Beat', lastName: 'Zuber' });
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    const offering = await createParent(t.ctx.db, { firstName: 'Carla', lastName: 'Oswald' });
    await call(t, await sessionCookieFor(t, offering.id), 'PUT', '/family/second-parent', {
      email: 'nobody.yet@example.ch',
    });
    const lena = await createChild(t.ctx.db, {
      parentId: anna.id,
      firstName: 'Lena',
      clubName: club,
      level: 'Mittel',
      cipher: t.ctx.ahv,
    });
    const tim = await createChild(t.ctx.db, {
      parentId: offering.id,
      firstName: 'Tim',
      clubName: club,
      level: 'Anfänger',
    });

    const byClub = await page(`?club=${encodeURIComponent(club)}`);
    expect(byClub.items.map((c) => c.id)).toEqual([tim.id, lena.id]); // Oswald before Zuber
    expect(byClub.hasMore).toBe(false);
    const lenaRow = byClub.items.find((c) => c.id === lena.id)!;
    expect(lenaRow).toMatchObject({
      firstName: 'Lena',
      lastName: 'Zuber',
      clubName: club,
      level: 'Mittel',
      ahvLast4: lena.ahvLast4,
      parent: { id: anna.id, name: 'Anna Zuber', email: anna.email },
      secondParent: { id: beat.id, name: 'Beat Zuber', email: beat.email },
    });
    // An offer nobody accepted shares nothing, so it names no second parent.
    expect(byClub.items.find((c) => c.id === tim.id)?.secondParent).toBeNull();

    const byLevel = await page(`?club=${encodeURIComponent(club)}&level=Mittel`);
    expect(byLevel.items.map((c) => c.id)).toEqual([lena.id]);
    const byName = await page(`?q=${encodeURIComponent('zub len')}&club=${encodeURIComponent(club)}`);
    expect(byName.items.map((c) => c.id)).toEqual([lena.id]);
    expect((await page(`?q=${encodeURIComponent('lena%')}`)).items).toEqual([]);
  });

  it('never answers an AHV number or its ciphertext, only the last four digits', async () => {
    const parent = await createParent(t.ctx.db);
    const club = uniqueClub();
    const child = await createChild(t.ctx.db, { parentId: parent.id, clubName: club, cipher: t.ctx.ahv });
    const res = await call(t, a.cookie, 'GET', `/admin/children?club=${encodeURIComponent(club)}`);
    const text = await res.text();
    expect(text).toContain(child.ahvLast4!);
    expect(text).not.toContain(child.ahv!);
    expect(text).not.toContain(child.ahvEncrypted!);
  });

  it('pages in the database: each page has its rows and says whether another follows', async () => {
    const club = uniqueClub();
    const parent = await createParent(t.ctx.db, { lastName: 'Paging' });
    const made: AdminChild['id'][] = [];
    for (let i = 0; i < 25; i++) {
      const child = await createChild(t.ctx.db, {
        parentId: parent.id,
        firstName: `Kind${String(i).padStart(2, '0')}`,
        dateOfBirth: `2014-01-${String(i + 1).padStart(2, '0')}`,
        clubName: club,
      });
      made.push(child.id);
    }
    const pages = [];
    for (const n of [1, 2, 3])
      pages.push(await page(`?club=${encodeURIComponent(club)}&pageSize=10&page=${n}`));
    expect(pages.map((p) => [p.items.length, p.hasMore])).toEqual([
      [10, true],
      [10, true],
      [5, false],
    ]);
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual(made);

    const youngest = await page(`?club=${encodeURIComponent(club)}&sort=youngest&pageSize=3`);
    expect(youngest.items.map((c) => c.dateOfBirth)).toEqual(['2014-01-25', '2014-01-24', '2014-01-23']);
    const newest = await page(`?club=${encodeURIComponent(club)}&sort=newest&pageSize=2`);
    expect(newest.items.map((c) => c.id)).toEqual([made[24], made[23]]);
  });

  it("orders by the next birthday from today in Zurich: the rest of this year's, then next year's", async () => {
    const club = uniqueClub();
    const parent = await createParent(t.ctx.db);
    const today = zurichToday(t.clock.now());
    // Born in 2016, a leap year, so every day of the year exists.
    const bornOn = (days: number) => `2016-${addDays(today, days).slice(5)}`;
    for (const [firstName, days] of [
      ['Gestern', -1],
      ['Heute', 0],
      ['Bald', 40],
      ['Morgen', 1],
    ] as const) {
      await createChild(t.ctx.db, {
        parentId: parent.id,
        firstName,
        dateOfBirth: bornOn(days),
        clubName: club,
      });
    }
    const byBirthday = await page(`?club=${encodeURIComponent(club)}&sort=birthday`);
    expect(byBirthday.items.map((c) => c.firstName)).toEqual(['Heute', 'Morgen', 'Bald', 'Gestern']);
  });

  it.each([
    ['?sort=age', 'sort'],
    ['?page=0', 'page'],
    ['?pageSize=500', 'pageSize'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const res = await call(t, a.cookie, 'GET', `/admin/children${query}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [field] } });
  });
});

describe('the summary', () => {
  it('counts over the filtered children (their parents with linked partners, clubs, AHV) and offers every club', async () => {
    const club = uniqueClub();
    const anna = await createParent(t.ctx.db);
    const beat = await createParent(t.ctx.db);
    const solo = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    await createChild(t.ctx.db, { parentId: anna.id, clubName: club, cipher: t.ctx.ahv });
    await createChild(t.ctx.db, {
      parentId: anna.id,
      clubName: club,
      level: 'Profi',
      ahv: null,
      cipher: t.ctx.ahv,
    });
    await createChild(t.ctx.db, { parentId: solo.id, clubName: club, cipher: t.ctx.ahv });

    const res = await call(t, a.cookie, 'GET', `/admin/children/summary?club=${encodeURIComponent(club)}`);
    expect(res.status).toBe(200);
    const summary = (await res.json()) as AdminChildrenSummary;
    expect(summary.stats).toEqual({ children: 3, parents: 3, clubs: 1, withAhv: 2 });
    expect(summary.clubs).toContain(club);
    expect(summary.levels).toContain('Profi');

    const level = (await (
      await call(t, a.cookie, 'GET', `/admin/children/summary?club=${encodeURIComponent(club)}&level=Profi`)
    ).json()) as AdminChildrenSummary;
    expect(level.stats).toEqual({ children: 1, parents: 2, clubs: 1, withAhv: 0 });
    // The choices stay those of all children, so a chosen filter can be changed.
    expect(level.clubs).toEqual(summary.clubs);

    const all = (await (
      await call(t, a.cookie, 'GET', '/admin/children/summary')
    ).json()) as AdminChildrenSummary;
    expect(all.stats.children).toBe(await t.ctx.db.$count(children));
  });

  it('counts no admin among the parents, not even one who registered a child of their own', async () => {
    const club = uniqueClub();
    const parent = await createParent(t.ctx.db);
    await createChild(t.ctx.db, { parentId: parent.id, clubName: club, cipher: t.ctx.ahv });
    await createChild(t.ctx.db, { parentId: a.admin.id, clubName: club, cipher: t.ctx.ahv });

    const res = await call(t, a.cookie, 'GET', `/admin/children/summary?club=${encodeURIComponent(club)}`);
    expect(((await res.json()) as AdminChildrenSummary).stats).toMatchObject({ children: 2, parents: 1 });
  });
});

describe('editing a child', () => {
  const valid = {
    firstName: ' Lina ',
    lastName: 'Meier',
    dateOfBirth: '2014-06-01',
    jerseySize: '152',
    clubName: '  ',
    level: '',
  };

  it('stores the spec rules (blank club and level become null) and writes an audit row naming the changes', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Lena',
      lastName: 'Meier',
      dateOfBirth: '2014-06-01',
      clubName: 'FC Baar',
      level: 'Mittel',
      jerseySize: 152,
      cipher: t.ctx.ahv,
    });
    const before = await rowOf(child.id);
    const res = await call(t, a.cookie, 'PUT', `/admin/children/${child.id}`, valid);
    expect(res.status).toBe(200);
    const { child: answered } = (await res.json()) as AdminChildResponse;
    expect(answered).toMatchObject({
      id: child.id,
      firstName: 'Lina',
      clubName: null,
      level: null,
      jerseySize: 152,
    });
    expect(answered.parent.id).toBe(parent.id);
    const after = await rowOf(child.id);
    expect(after).toMatchObject({ firstName: 'Lina', clubName: null, level: null, parentId: parent.id });
    // No AHV in the body: the stored number stays.
    expect(after?.ahvEncrypted).toBe(before?.ahvEncrypted);
    const audit = await auditRowsOf(t, 'child', child.id);
    expect(audit.map((r) => [r.actorId, r.action, r.details])).toEqual([
      [a.admin.id, 'child.update', { changed: ['firstName', 'clubName', 'level'] }],
    ]);
  });

  it('keeps the stored AHV for the masked value and stores a new one encrypted', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
    const before = await rowOf(child.id);
    const masked = `756.****.**${child.ahvLast4!.slice(0, 2)}.${child.ahvLast4!.slice(2)}`;
    expect(
      (await call(t, a.cookie, 'PUT', `/admin/children/${child.id}`, { ...valid, ahv: masked })).status,
    ).toBe(200);
    expect((await rowOf(child.id))?.ahvEncrypted).toBe(before?.ahvEncrypted);

    const res = await call(t, a.cookie, 'PUT', `/admin/children/${child.id}`, {
      ...valid,
      ahv: '756.9217.0769.85',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('7569217076985');
    const after = await rowOf(child.id);
    expect(after?.ahvLast4).toBe('6985');
    expect(t.ctx.ahv.decrypt(after!.ahvEncrypted!)).toBe('7569217076985');
    const audit = await auditRowsOf(t, 'child', child.id);
    // The second save changed only the number: the row says so, without any digit of it.
    expect(audit.at(-1)?.details).toEqual({ changed: ['ahv'] });
    expect(JSON.stringify(audit)).not.toContain('7569217076985');
  });

  it.each([
    ['firstName', '', 'firstName'],
    ['lastName', '   ', 'lastName'],
    ['dateOfBirth', '', 'dateOfBirth'],
    ['dateOfBirth', '2014-02-30', 'dateOfBirth'],
    ['firstName', 'Lina 756.9217.0769.85', 'firstName'],
    ['clubName', '7569217076985', 'clubName'],
    ['jerseySize', '150', 'jerseySize'],
    ['ahv', '7561234567890', 'ahv'],
  ])('refuses %s = %j with 400 and changes nothing', async (field, value, named) => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
    const before = await rowOf(child.id);
    const res = await call(t, a.cookie, 'PUT', `/admin/children/${child.id}`, { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [named] } });
    expect(await rowOf(child.id)).toEqual(before);
    expect(await auditRowsOf(t, 'child', child.id)).toEqual([]);
  });

  it('refuses fields the form does not set (another parent, the last four digits) and unknown children', async () => {
    const parent = await createParent(t.ctx.db);
    const other = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const res = await call(t, a.cookie, 'PUT', `/admin/children/${child.id}`, {
      ...valid,
      parentId: other.id,
    });
    expect(res.status).toBe(400);
    expect((await rowOf(child.id))?.parentId).toBe(parent.id);
    const unknown = '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f';
    expect((await call(t, a.cookie, 'PUT', `/admin/children/${unknown}`, valid)).status).toBe(404);
    expect((await call(t, a.cookie, 'PUT', '/admin/children/not-an-id', valid)).status).toBe(404);
    expect(await auditRowsOf(t, 'child', unknown)).toEqual([]);
  });
});

describe('deleting a child', () => {
  it('deletes a child without history, with its second parent’s access, and writes an audit row', async () => {
    const anna = await createParent(t.ctx.db);
    const beat = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    const child = await createChild(t.ctx.db, { parentId: anna.id, firstName: 'Nina', lastName: 'Frei' });
    const res = await call(t, a.cookie, 'DELETE', `/admin/children/${child.id}`);
    expect(res.status).toBe(204);
    expect(await rowOf(child.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(parentChildren).where(eq(parentChildren.childId, child.id))).toEqual(
      [],
    );
    expect((await auditRowsOf(t, 'child', child.id)).map((r) => [r.action, r.details])).toEqual([
      ['child.delete', { name: 'Nina Frei' }],
    ]);
  });

  const histories: [string, string[], (childId: string, parentId: string) => Promise<unknown>][] = [
    [
      'a cancelled training registration',
      ['registrations'],
      async (childId) =>
        createRsvp(t.ctx.db, {
          sessionId: (await createSession(t.ctx.db)).id,
          childId,
          cancelledAt: new Date(),
        }),
    ],
    [
      'a booking with its payment',
      ['registrations', 'payments'],
      async (childId) => bookSession(t.ctx.db, { sessionId: (await createSession(t.ctx.db)).id, childId }),
    ],
    [
      'a camp booking',
      ['registrations', 'payments'],
      async (childId) => bookCamp(t.ctx.db, { campId: (await createCamp(t.ctx.db)).id, childId }),
    ],
    [
      'a credit spent from a pack',
      ['credit'],
      async (childId, parentId) =>
        createCreditConsumption(t.ctx.db, {
          packId: (await createCreditPack(t.ctx.db, { parentId })).id,
          childId,
          sessionId: (await createSession(t.ctx.db)).id,
        }),
    ],
    [
      'a photo tag',
      ['photos'],
      async (childId) => tagPhoto(t.ctx.db, { photoId: (await createPhoto(t.ctx.db)).id, childId }),
    ],
  ];

  it.each(histories)(
    'refuses a child with %s (409 naming it) and changes nothing',
    async (_what, records, make) => {
      const parent = await createParent(t.ctx.db);
      const child = await createChild(t.ctx.db, { parentId: parent.id });
      await make(child.id, parent.id);
      const before = await rowOf(child.id);
      const res = await call(t, a.cookie, 'DELETE', `/admin/children/${child.id}`);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error).toMatchObject({ code: 'CHILD_HAS_RECORDS', details: { records } });
      expect(body.error.message).toMatch(/^Fehler beim Löschen des Kindes: /);
      expect(await rowOf(child.id)).toEqual(before);
      expect(await auditRowsOf(t, 'child', child.id)).toEqual([]);
    },
  );

  it('answers 404 for an unknown child', async () => {
    expect(
      (await call(t, a.cookie, 'DELETE', '/admin/children/7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f')).status,
    ).toBe(404);
  });
});

describe("revealing a child's AHV", () => {
  it('answers the full number, formatted and not cached, and records whose number was shown (not the number)', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Mia',
      lastName: 'Steiner',
      cipher: t.ctx.ahv,
      ahv: '7569217076985',
    });
    const res = await call(t, a.cookie, 'POST', `/admin/children/${child.id}/ahv/reveal`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as AhvRevealResponse).ahv).toBe('756.9217.0769.85');
    expect(await auditRowsOf(t, 'child', child.id)).toMatchObject([
      { actorId: a.admin.id, action: 'child.ahv_reveal', details: { whose: 'Mia Steiner' } },
    ]);
    const everything = JSON.stringify(await t.ctx.db.select().from(auditLog));
    expect(everything).not.toContain('7569217076985');
    expect(everything).not.toContain('756.9217.0769.85');
  });

  it('says so when no number is stored, and writes no audit row', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const res = await call(t, a.cookie, 'POST', `/admin/children/${child.id}/ahv/reveal`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'AHV_NOT_STORED' });
    expect(await auditRowsOf(t, 'child', child.id)).toEqual([]);
  });
});
