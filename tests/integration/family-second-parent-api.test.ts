import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChildrenResponse, SecondParentResponse } from '../../src/domain/children/children-api';
import { familyLinks, profiles } from '../../src/server/db/schema';
import { OFFERS_PER_PARENT } from '../../src/server/features/family/offer-second-parent';
import { createChild, createParent, type Profile } from '../factories';
import { sessionCookieFor, signIn } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { mailsTo } from './booking-fixtures';

// "Elternteil 2" through the HTTP API (decision 012): an offer, the named parent's Annehmen / Ablehnen, ending and
// withdrawing, each taking effect on the very next request; the same answer for any address; the rate limit.

const t = setupTestApp();

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { cookie },
});

async function answer(res: Response, status = 200): Promise<SecondParentResponse> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as SecondParentResponse;
}

const state = async (cookie: string) => answer(await t.request('/api/family/second-parent', as(cookie)));

const offer = (cookie: string, email: unknown) =>
  t.request('/api/family/second-parent', as(cookie, { method: 'PUT', json: { email } }));

const end = (cookie: string) => t.request('/api/family/second-parent', as(cookie, { method: 'DELETE' }));

const respond = (cookie: string, offerId: string, verb: 'accept' | 'decline') =>
  t.request(`/api/family/second-parent/offers/${offerId}/${verb}`, as(cookie, { method: 'POST' }));

async function childIds(cookie: string): Promise<string[]> {
  const res = await t.request('/api/children', as(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as ChildrenResponse).children.map((c) => c.id).sort();
}

async function errorCode(res: Response): Promise<string | undefined> {
  return ((await res.json()) as { error?: { code?: string } }).error?.code;
}

const linksOf = (inviterId: string) =>
  t.ctx.db.select().from(familyLinks).where(eq(familyLinks.inviterId, inviterId));

async function parentWithCookie(options: Parameters<typeof createParent>[1] = {}) {
  const profile = await createParent(t.ctx.db, options);
  return { ...profile, cookie: await sessionCookieFor(t, profile.id) };
}

/** A offers, B accepts: answers both with their cookies and the offer's id. */
async function linkedPair() {
  const a = await parentWithCookie({ firstName: 'Anna', lastName: 'Keller' });
  const b = await parentWithCookie({ firstName: 'Marco', lastName: 'Keller' });
  await answer(await offer(a.cookie, b.email));
  const [pending] = (await state(b.cookie)).offers;
  await answer(await respond(b.cookie, pending!.id, 'accept'));
  return { a, b };
}

describe('offering a link', () => {
  it('answers the same, and mails the same, whether or not the address has an account', async () => {
    const a = await parentWithCookie({ firstName: 'Anna', lastName: 'Keller' });
    const c = await parentWithCookie({ firstName: 'Carla', lastName: 'Huber' });
    const existing = await createParent(t.ctx.db);
    const unknown = `niemand.${Date.now()}@example.ch`;

    const toExisting = await answer(await offer(a.cookie, existing.email.toUpperCase()));
    const toUnknown = await answer(await offer(c.cookie, ` ${unknown} `));

    expect(toExisting).toEqual({
      secondParent: { role: 'primary', email: existing.email, status: 'pending' },
      offers: [],
    });
    expect(toUnknown).toEqual({
      secondParent: { role: 'primary', email: unknown, status: 'pending' },
      offers: [],
    });
    const [mailExisting] = await mailsTo(t, existing.email);
    const [mailUnknown] = await mailsTo(t, unknown);
    expect(mailExisting?.subject).toBe('Anna Keller möchte Sie als zweiten Elternteil verknüpfen');
    const neutral = (text: string | undefined, name: string, email: string) =>
      text?.replaceAll(name, 'X').replaceAll(email, 'x@y');
    expect(neutral(mailExisting?.text, 'Anna Keller', a.email)).toBe(
      neutral(mailUnknown?.text, 'Carla Huber', c.email),
    );
    expect(mailExisting?.text).toContain('/profile');
    // No account is created for the unknown address: it appears when its owner signs in.
    expect(await t.ctx.db.select().from(profiles).where(eq(profiles.email, unknown))).toEqual([]);
  });

  it('shares nothing until the named parent accepts, and links nobody at their sign-in', async () => {
    const a = await parentWithCookie({ firstName: 'Anna', lastName: 'Keller' });
    const child = await createChild(t.ctx.db, { parentId: a.id });
    const email = `spaeter.${Date.now()}@example.ch`;
    await answer(await offer(a.cookie, email));

    const cookieB = await signIn(t, email);
    const [b] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
    await t.ctx.db
      .update(profiles)
      .set({ firstName: 'Marco', lastName: 'Keller', termsAcceptedAt: new Date() })
      .where(eq(profiles.id, b!.id));
    expect(await childIds(cookieB)).toEqual([]);
    const seen = await state(cookieB);
    expect(seen.secondParent).toEqual({ role: 'none' });
    expect(seen.offers).toEqual([
      {
        id: expect.any(String),
        from: { name: 'Anna Keller', email: a.email },
        createdAt: expect.any(String),
      },
    ]);

    const accepted = await answer(await respond(cookieB, seen.offers[0]!.id, 'accept'));
    expect(accepted).toEqual({
      secondParent: { role: 'secondary', primary: { name: 'Anna Keller', email: a.email } },
      offers: [],
    });
    expect(await childIds(cookieB)).toEqual([child.id]);
    expect((await state(a.cookie)).secondParent).toEqual({ role: 'primary', email, status: 'linked' });
    const [mail] = await mailsTo(t, a.email);
    expect(mail?.subject).toBe('Elternteil 2 verknüpft');
    expect(mail?.text).toContain('Marco Keller hat Ihre Anfrage angenommen.');
  });

  it('once accepted, shares the children either parent created, before and after, for editing too', async () => {
    const a = await parentWithCookie();
    const b = await parentWithCookie();
    const ofA = await createChild(t.ctx.db, { parentId: a.id });
    const ofB = await createChild(t.ctx.db, { parentId: b.id });
    await answer(await offer(a.cookie, b.email));
    const [pending] = (await state(b.cookie)).offers;
    await answer(await respond(b.cookie, pending!.id, 'accept'));

    const added = await t.request(
      '/api/children',
      as(b.cookie, {
        method: 'POST',
        json: {
          firstName: 'Luca',
          lastName: 'Keller',
          dateOfBirth: '2013-09-01',
          jerseySize: 164,
          ahv: '7561234567897',
        },
      }),
    );
    expect(added.status).toBe(201);
    const later = ((await added.json()) as { child: { id: string } }).child.id;
    expect(await childIds(a.cookie)).toEqual([ofA.id, ofB.id, later].sort());
    expect(await childIds(b.cookie)).toEqual(await childIds(a.cookie));
    const edit = await t.request(
      `/api/children/${ofA.id}`,
      as(b.cookie, {
        method: 'PUT',
        json: { firstName: 'Nina', lastName: 'Keller', dateOfBirth: ofA.dateOfBirth, jerseySize: 152 },
      }),
    );
    expect(edit.status).toBe(200);
  });

  it('keeps a profile’s partner e-mail in step with the accepted link only', async () => {
    const a = await parentWithCookie();
    const b = await parentWithCookie();
    const emailOf = async (id: string) =>
      (await t.ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.secondParentEmail;
    await answer(await offer(a.cookie, b.email));
    expect(await emailOf(a.id)).toBeNull();
    const [pending] = (await state(b.cookie)).offers;
    await answer(await respond(b.cookie, pending!.id, 'accept'));
    expect([await emailOf(a.id), await emailOf(b.id)]).toEqual([b.email, a.email]);
    await answer(await end(a.cookie));
    expect([await emailOf(a.id), await emailOf(b.id)]).toEqual([null, null]);
  });
});

describe('declining, withdrawing and ending', () => {
  it('Ablehnen leaves both families as they were and clears the offer on both sides', async () => {
    const a = await parentWithCookie();
    const b = await parentWithCookie();
    const child = await createChild(t.ctx.db, { parentId: a.id });
    await answer(await offer(a.cookie, b.email));
    const [pending] = (await state(b.cookie)).offers;

    expect(await answer(await respond(b.cookie, pending!.id, 'decline'))).toEqual({
      secondParent: { role: 'none' },
      offers: [],
    });
    expect((await state(a.cookie)).secondParent).toEqual({ role: 'none' });
    expect(await childIds(b.cookie)).toEqual([]);
    expect(await childIds(a.cookie)).toEqual([child.id]);
    const again = await respond(b.cookie, pending!.id, 'accept');
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('PARTNER_OFFER_CLOSED');
    expect(await childIds(b.cookie)).toEqual([]);
  });

  it('Zurückziehen by the inviter closes the offer before it is accepted', async () => {
    const a = await parentWithCookie();
    const b = await parentWithCookie();
    await createChild(t.ctx.db, { parentId: a.id });
    await answer(await offer(a.cookie, b.email));
    const [pending] = (await state(b.cookie)).offers;

    expect(await answer(await end(a.cookie))).toEqual({ secondParent: { role: 'none' }, offers: [] });
    expect((await state(b.cookie)).offers).toEqual([]);
    const late = await respond(b.cookie, pending!.id, 'accept');
    expect(late.status).toBe(409);
    expect(await childIds(b.cookie)).toEqual([]);
    expect(await linksOf(a.id)).toMatchObject([{ status: 'ended', inviteeId: null }]);
  });

  it.each([
    ['Trennen by the second parent', 'b'],
    ['Entfernen by the first parent', 'a'],
  ] as const)('%s ends the sharing both ways at once and tells the other parent', async (_label, who) => {
    const { a, b } = await linkedPair();
    const ofA = await createChild(t.ctx.db, { parentId: a.id });
    const ofB = await createChild(t.ctx.db, { parentId: b.id });
    expect(await childIds(b.cookie)).toEqual([ofA.id, ofB.id].sort());
    const [ender, other] = who === 'a' ? [a, b] : [b, a];

    expect(await answer(await end(ender.cookie))).toEqual({ secondParent: { role: 'none' }, offers: [] });
    expect(await childIds(a.cookie)).toEqual([ofA.id]);
    expect(await childIds(b.cookie)).toEqual([ofB.id]);
    expect((await t.request(`/api/children/${ofA.id}`, as(b.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await state(other.cookie)).secondParent).toEqual({ role: 'none' });
    const ended = (await mailsTo(t, other.email)).filter((m) => m.subject === 'Verknüpfung aufgehoben');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.text).toContain(`${ender.firstName} ${ender.lastName} hat die Verknüpfung`);
  });

  it('is a no-op without a link', async () => {
    const a = await parentWithCookie();
    expect(await answer(await end(a.cookie))).toEqual({ secondParent: { role: 'none' }, offers: [] });
  });
});

describe('refused requests', () => {
  it.each([
    ['an empty e-mail', ''],
    ['a malformed e-mail', 'nicht-gueltig'],
    ['no e-mail at all', undefined],
  ])('refuses %s with 400 and stores nothing', async (_label, email) => {
    const a = await parentWithCookie();
    const res = await offer(a.cookie, email);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('VALIDATION');
    expect(await linksOf(a.id)).toEqual([]);
  });

  it('refuses the own address in any case, and extra fields in the body', async () => {
    const a = await parentWithCookie();
    const own = await offer(a.cookie, a.email.toUpperCase());
    expect(own.status).toBe(400);
    expect(await errorCode(own)).toBe('PARTNER_OWN_EMAIL');
    const extra = await t.request(
      '/api/family/second-parent',
      as(a.cookie, { method: 'PUT', json: { email: 'x@example.ch', parentId: 'other' } }),
    );
    expect(extra.status).toBe(400);
    expect(await linksOf(a.id)).toEqual([]);
  });

  it('refuses a second offer while one is open or accepted; naming the same address again is a no-op', async () => {
    const { a, b } = await linkedPair();
    expect((await offer(a.cookie, b.email)).status).toBe(200);
    expect((await offer(b.cookie, a.email)).status).toBe(200);
    for (const cookie of [a.cookie, b.cookie]) {
      const other = await offer(cookie, 'jemand.anders@example.ch');
      expect(other.status).toBe(409);
      expect(await errorCode(other)).toBe('FAMILY_ALREADY_LINKED');
    }
    const c = await parentWithCookie();
    await answer(await offer(c.cookie, 'erste@example.ch'));
    expect(await errorCode(await offer(c.cookie, 'zweite@example.ch'))).toBe('FAMILY_ALREADY_LINKED');
    expect((await offer(c.cookie, 'Erste@Example.ch')).status).toBe(200);
    expect(await linksOf(c.id)).toMatchObject([{ inviteeEmail: 'erste@example.ch', status: 'pending' }]);
  });

  it(`limits offers to ${OFFERS_PER_PARENT.max} per parent and hour`, async () => {
    const a = await parentWithCookie();
    for (let i = 0; i < OFFERS_PER_PARENT.max; i++) {
      expect((await offer(a.cookie, 'gleich@example.ch')).status).toBe(200);
    }
    const over = await offer(a.cookie, 'gleich@example.ch');
    expect(over.status).toBe(429);
    expect(await errorCode(over)).toBe('RATE_LIMITED');
    t.clock.advance(OFFERS_PER_PARENT.windowMs);
    expect((await offer(a.cookie, 'gleich@example.ch')).status).toBe(200);
    t.clock.set(new Date());
  });

  it('mails one address at most three times a day, whoever offers, and still stores each offer', async () => {
    const address = `begehrt.${Date.now()}@example.ch`;
    const inviters: Profile[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await parentWithCookie();
      await answer(await offer(p.cookie, address));
      inviters.push(p);
    }
    expect(await mailsTo(t, address)).toHaveLength(3);
    const named = await signIn(t, address);
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, address));
    await t.ctx.db
      .update(profiles)
      .set({ firstName: 'B', lastName: 'C', termsAcceptedAt: new Date() })
      .where(eq(profiles.id, profile!.id));
    const offered = (await state(named)).offers.map((o) => o.from.email);
    expect(offered.sort()).toEqual(inviters.map((p) => p.email).sort());
  });

  it('answers 404 for another parent’s offer and for an id that is not a uuid, and changes nothing', async () => {
    const a = await parentWithCookie();
    const b = await parentWithCookie();
    const c = await parentWithCookie();
    await answer(await offer(a.cookie, b.email));
    const [pending] = (await state(b.cookie)).offers;
    for (const verb of ['accept', 'decline'] as const) {
      expect((await respond(c.cookie, pending!.id, verb)).status).toBe(404);
      expect((await respond(a.cookie, pending!.id, verb)).status).toBe(404);
      expect((await respond(b.cookie, 'kein-uuid', verb)).status).toBe(404);
    }
    expect(await linksOf(a.id)).toMatchObject([{ status: 'pending', inviteeId: null }]);
  });

  it('refuses to accept a second link while one is accepted, but lets the offer be declined', async () => {
    const { b } = await linkedPair();
    const d = await parentWithCookie();
    await answer(await offer(d.cookie, b.email));
    const fromD = (await state(b.cookie)).offers.find((o) => o.from.email === d.email);
    const accept = await respond(b.cookie, fromD!.id, 'accept');
    expect(accept.status).toBe(409);
    expect(await errorCode(accept)).toBe('FAMILY_ALREADY_LINKED');
    expect(await childIds(d.cookie)).toEqual([]);
    expect((await answer(await respond(b.cookie, fromD!.id, 'decline'))).offers).toEqual([]);
  });
});
