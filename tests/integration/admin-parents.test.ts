import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminParentResponse,
  AdminParentsPage,
  AdminParentsSummary,
} from '../../src/domain/parents/admin-parents-api';
import { authSessions, children, familyLinks, parentChildren, profiles } from '../../src/server/db/schema';
import { createAdmin, createChild, createCreditPack, createParent, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { mailsTo } from './booking-fixtures';

// /api/admin/parents: the parents (never an admin) searched, filtered and paged by the database, the edit with
// the spec's rules (e-mail and partner not the admin's to change), and the delete only without children, which
// ends the parent's link and sessions.

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

let run = 0;
/** A last name no other test uses, so a search for it selects exactly one test's parents. */
const uniqueName = () => `Test${Date.now()}x${++run}`;

async function list(query: string): Promise<AdminParentsPage> {
  const res = await call(t, a.cookie, 'GET', `/admin/parents${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminParentsPage;
}

async function profileOf(id: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe('the list', () => {
  it('searches name and e-mail, filters by children, never lists an admin, and shows the second parent', async () => {
    const name = uniqueName();
    const anna = await createParent(t.ctx.db, { firstName: 'Anna', lastName: name });
    const beat = await createParent(t.ctx.db, { firstName: 'Beat', lastName: name });
    const carla = await createParent(t.ctx.db, { firstName: 'Carla', lastName: name });
    await createAdmin(t.ctx.db, { firstName: 'Ada', lastName: name });
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    const lena = await createChild(t.ctx.db, { parentId: anna.id, firstName: 'Lena' });
    await call(t, await sessionCookieFor(t, carla.id), 'PUT', '/family/second-parent', {
      email: 'partner.of.carla@example.ch',
    });

    const all = await list(`?q=${name}`);
    expect(all.items.map((p) => p.firstName)).toEqual(['Anna', 'Beat', 'Carla']);
    expect(all.items[0]).toMatchObject({
      id: anna.id,
      email: anna.email,
      children: [{ id: lena.id, firstName: 'Lena' }],
      partner: { status: 'linked', email: beat.email, name: `Beat ${name}` },
    });
    // The second parent sees Lena through the link; she is Anna's child, not Beat's.
    expect(all.items[1]).toMatchObject({ children: [], partner: { status: 'linked', email: anna.email } });
    expect(all.items[2]).toMatchObject({
      children: [],
      partner: { status: 'offered', email: 'partner.of.carla@example.ch' },
    });

    expect((await list(`?q=${name}&children=with`)).items.map((p) => p.id)).toEqual([anna.id]);
    expect((await list(`?q=${name}&children=without`)).items.map((p) => p.id)).toEqual([beat.id, carla.id]);
    expect((await list(`?q=${encodeURIComponent(`carla ${name}`)}`)).items.map((p) => p.id)).toEqual([
      carla.id,
    ]);
    const byMail = await list(`?q=${encodeURIComponent(beat.email.toUpperCase())}`);
    expect(byMail.items.map((p) => p.id)).toEqual([beat.id]);
    const newest = await list(`?q=${name}&sort=newest&pageSize=2`);
    expect([newest.items.map((p) => p.id), newest.hasMore]).toEqual([[carla.id, beat.id], true]);
    expect((await list(`?q=${name}&sort=newest&pageSize=2&page=2`)).items.map((p) => p.id)).toEqual([
      anna.id,
    ]);
  });

  it('lists a parent who never completed the profile by e-mail, after those with names', async () => {
    const name = uniqueName();
    const named = await createParent(t.ctx.db, { lastName: name });
    const unnamed = await createParent(t.ctx.db, {
      complete: false,
      email: `${name.toLowerCase()}@example.ch`,
    });
    const found = await list(`?q=${name}`);
    expect(found.items.map((p) => [p.id, p.lastName])).toEqual([
      [named.id, name],
      [unnamed.id, null],
    ]);
  });

  it.each([
    ['?children=some', 'children'],
    ['?sort=email', 'sort'],
    ['?page=-1', 'page'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const res = await call(t, a.cookie, 'GET', `/admin/parents${query}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [field] } });
  });
});

describe('the summary', () => {
  it('counts the parents the search selects: with and without children, with a partner; admins not at all', async () => {
    const name = uniqueName();
    const anna = await createParent(t.ctx.db, { lastName: name });
    const beat = await createParent(t.ctx.db, { lastName: name });
    const carla = await createParent(t.ctx.db, { lastName: name });
    await createParent(t.ctx.db, { lastName: name });
    await createAdmin(t.ctx.db, { lastName: name });
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    await createChild(t.ctx.db, { parentId: anna.id });
    await createChild(t.ctx.db, { parentId: carla.id });
    await createChild(t.ctx.db, { parentId: carla.id });

    const res = await call(t, a.cookie, 'GET', `/admin/parents/summary?q=${name}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminParentsSummary).stats).toEqual({
      total: 4,
      withChildren: 2,
      withoutChildren: 2,
      withPartner: 2,
    });
    const all = (await (
      await call(t, a.cookie, 'GET', '/admin/parents/summary')
    ).json()) as AdminParentsSummary;
    const parents = await t.ctx.db.$count(profiles, eq(profiles.role, 'parent'));
    expect(all.stats.total).toBe(parents);
  });
});

describe('editing a parent', () => {
  const valid = { firstName: ' Sandra ', lastName: 'Keller', mobile: '' };

  it('stores the names and a blank mobile as null, keeps the e-mail, and writes an audit row', async () => {
    const parent = await createParent(t.ctx.db, { firstName: 'Sandra', lastName: 'Keler' });
    const res = await call(t, a.cookie, 'PUT', `/admin/parents/${parent.id}`, valid);
    expect(res.status).toBe(200);
    const { parent: answered } = (await res.json()) as AdminParentResponse;
    expect(answered).toMatchObject({
      firstName: 'Sandra',
      lastName: 'Keller',
      mobile: null,
      email: parent.email,
    });
    expect(await profileOf(parent.id)).toMatchObject({
      firstName: 'Sandra',
      lastName: 'Keller',
      name: 'Sandra Keller',
      mobile: null,
      email: parent.email,
    });
    expect((await auditRowsOf(t, 'parent', parent.id)).map((r) => [r.actorId, r.action, r.details])).toEqual([
      [a.admin.id, 'parent.update', { changed: ['lastName', 'mobile'] }],
    ]);
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ lastName: '  ' }, 'lastName'],
    [{ lastName: 'Keller 756.1234.5678.97' }, 'lastName'],
    [{ mobile: 'keine' }, 'mobile'],
    [{ email: 'neu@example.ch' }, ''],
    [{ secondParentEmail: 'partner@example.ch' }, ''],
  ])('refuses %j with 400 and changes nothing', async (change, field) => {
    const parent = await createParent(t.ctx.db);
    const before = await profileOf(parent.id);
    const res = await call(t, a.cookie, 'PUT', `/admin/parents/${parent.id}`, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [field] } });
    expect(await profileOf(parent.id)).toEqual(before);
    expect(await auditRowsOf(t, 'parent', parent.id)).toEqual([]);
  });

  it('answers 404 for an admin, an unknown id and an id of another shape', async () => {
    const admin = await createAdmin(t.ctx.db);
    const before = await profileOf(admin.id);
    for (const id of [admin.id, 'UnknownProfileId123', 'a.b'])
      expect((await call(t, a.cookie, 'PUT', `/admin/parents/${id}`, valid)).status).toBe(404);
    expect(await profileOf(admin.id)).toEqual(before);
  });
});

describe('deleting a parent', () => {
  it('deletes a parent without children: the account, its sessions and an audit row', async () => {
    const parent = await createParent(t.ctx.db, { firstName: 'Urs', lastName: 'Leer' });
    const cookie = await sessionCookieFor(t, parent.id);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);
    const res = await call(t, a.cookie, 'DELETE', `/admin/parents/${parent.id}`);
    expect(res.status).toBe(204);
    expect(await profileOf(parent.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, parent.id))).toEqual([]);
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as { user: unknown };
    expect(me.user).toBeNull();
    expect((await auditRowsOf(t, 'parent', parent.id)).map((r) => [r.action, r.details])).toEqual([
      ['parent.delete', { name: 'Urs Leer', partnerUnlinked: false }],
    ]);
  });

  it('refuses a parent with children, naming how many, and changes nothing', async () => {
    const parent = await createParent(t.ctx.db);
    await createChild(t.ctx.db, { parentId: parent.id });
    await createChild(t.ctx.db, { parentId: parent.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/parents/${parent.id}`);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error).toMatchObject({ code: 'PARENT_HAS_CHILDREN', details: { children: 2 } });
    expect(body.error.message).toMatch(/^Fehler beim Löschen des Elternteils: /);
    expect(await profileOf(parent.id)).toBeDefined();
    expect(await auditRowsOf(t, 'parent', parent.id)).toEqual([]);
  });

  it('ends the link of a second parent: the partner keeps the children, loses the partner, and gets the mail', async () => {
    const anna = await createParent(t.ctx.db, { firstName: 'Anna', lastName: 'Bleibt' });
    const beat = await createParent(t.ctx.db, { firstName: 'Beat', lastName: 'Geht' });
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    const child = await createChild(t.ctx.db, { parentId: anna.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/parents/${beat.id}`);
    expect(res.status).toBe(204);
    expect(await profileOf(beat.id)).toBeUndefined();
    expect((await profileOf(anna.id))?.secondParentEmail).toBeNull();
    expect(await t.ctx.db.select().from(children).where(eq(children.id, child.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(parentChildren).where(eq(parentChildren.childId, child.id))).toEqual(
      [],
    );
    expect(
      await t.ctx.db
        .select()
        .from(familyLinks)
        .where(or(eq(familyLinks.inviterId, anna.id), eq(familyLinks.inviteeId, anna.id))),
    ).toEqual([]);
    const mails = await mailsTo(t, anna.email);
    expect(mails.map((m) => m.subject)).toEqual(['Verknüpfung aufgehoben']);
    expect(mails[0]?.text).toContain('Beat Geht hat die Verknüpfung');
    expect((await auditRowsOf(t, 'parent', beat.id)).map((r) => r.details)).toEqual([
      { name: 'Beat Geht', partnerUnlinked: true },
    ]);
  });

  it('refuses an account with a credit pack, and keeps its link as it was', async () => {
    const anna = await createParent(t.ctx.db);
    const beat = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: anna.id, secondParentId: beat.id });
    await createCreditPack(t.ctx.db, { parentId: beat.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/parents/${beat.id}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'PARENT_HAS_RECORDS' });
    expect((await profileOf(anna.id))?.secondParentEmail).toBe(beat.email);
    expect((await profileOf(beat.id))?.secondParentEmail).toBe(anna.email);
    expect(await mailsTo(t, anna.email)).toEqual([]);
    expect(await auditRowsOf(t, 'parent', beat.id)).toEqual([]);
  });

  it('answers 404 for an admin (never deleted here) and for an unknown id', async () => {
    const admin = await createAdmin(t.ctx.db);
    expect((await call(t, a.cookie, 'DELETE', `/admin/parents/${admin.id}`)).status).toBe(404);
    expect((await call(t, a.cookie, 'DELETE', `/admin/parents/${a.admin.id}`)).status).toBe(404);
    expect((await call(t, a.cookie, 'DELETE', '/admin/parents/UnknownProfileId123')).status).toBe(404);
    expect(await profileOf(admin.id)).toBeDefined();
  });
});
