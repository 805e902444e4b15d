import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ChildrenResponse,
  SecondParentResponse,
  SecondParentState,
} from '../../src/domain/children/children-api';
import { profiles } from '../../src/server/db/schema';
import { createChild, createParent } from '../factories';
import { sessionCookieFor, signIn } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// "Elternteil 2" through the HTTP API: both orders of linking (the partner has an account / signs in later through
// the real code flow), the states each side sees, unlinking taking effect on the very next request.

const t = setupTestApp();

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { cookie },
});

async function state(cookie: string): Promise<SecondParentState> {
  const res = await t.request('/api/family/second-parent', as(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as SecondParentResponse).secondParent;
}

async function link(cookie: string, email: unknown) {
  return t.request('/api/family/second-parent', as(cookie, { method: 'PUT', json: { email } }));
}

async function unlink(cookie: string) {
  return t.request('/api/family/second-parent', as(cookie, { method: 'DELETE' }));
}

async function childIds(cookie: string): Promise<string[]> {
  const res = await t.request('/api/children', as(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as ChildrenResponse).children.map((c) => c.id).sort();
}

async function completeProfile(id: string) {
  await t.ctx.db
    .update(profiles)
    .set({ firstName: 'Marco', lastName: 'Keller', termsAcceptedAt: new Date() })
    .where(eq(profiles.id, id));
}

describe('a partner who already has an account', () => {
  it('is linked at once and manages the children like the primary parent', async () => {
    const a = await createParent(t.ctx.db, { firstName: 'Anna', lastName: 'Keller' });
    const b = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: a.id });
    const [cookieA, cookieB] = [await sessionCookieFor(t, a.id), await sessionCookieFor(t, b.id)];
    expect(await state(cookieA)).toEqual({ role: 'none' });

    const res = await link(cookieA, `  ${b.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ secondParent: { role: 'primary', email: b.email, status: 'linked' } });
    expect(await state(cookieB)).toEqual({
      role: 'secondary',
      primary: { name: 'Anna Keller', email: a.email },
    });
    expect(await childIds(cookieB)).toEqual([child.id]);

    // The second parent edits the child and adds one; the primary parent sees both.
    const edit = await t.request(
      `/api/children/${child.id}`,
      as(cookieB, {
        method: 'PUT',
        json: { firstName: 'Nina', lastName: 'Keller', dateOfBirth: child.dateOfBirth, jerseySize: 152 },
      }),
    );
    expect(edit.status).toBe(200);
    const added = await t.request(
      '/api/children',
      as(cookieB, {
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
    expect((await childIds(cookieA)).length).toBe(2);
    expect(await childIds(cookieA)).toEqual(await childIds(cookieB));
  });

  it('Trennen by the second parent takes effect on the very next request', async () => {
    const a = await createParent(t.ctx.db);
    const b = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: a.id });
    const [cookieA, cookieB] = [await sessionCookieFor(t, a.id), await sessionCookieFor(t, b.id)];
    await link(cookieA, b.email);
    expect(await childIds(cookieB)).toEqual([child.id]);

    const res = await unlink(cookieB);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ secondParent: { role: 'none' } });
    expect(await childIds(cookieB)).toEqual([]);
    const removed = await t.request(`/api/children/${child.id}`, as(cookieB, { method: 'DELETE' }));
    expect(removed.status).toBe(404);
    expect(await childIds(cookieA)).toEqual([child.id]);
    expect(await state(cookieA)).toEqual({ role: 'none' });
  });

  it('Entfernen by the primary parent takes effect on the very next request', async () => {
    const a = await createParent(t.ctx.db);
    const b = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: a.id });
    const [cookieA, cookieB] = [await sessionCookieFor(t, a.id), await sessionCookieFor(t, b.id)];
    await link(cookieA, b.email);
    expect((await unlink(cookieA)).status).toBe(200);
    expect(await childIds(cookieB)).toEqual([]);
    expect(await childIds(cookieA)).toEqual([child.id]);
    expect(await state(cookieB)).toEqual({ role: 'none' });
  });
});

describe('a partner without an account yet', () => {
  it('is pending, and sees every child right after the first sign-in with the code', async () => {
    const a = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: a.id });
    const cookieA = await sessionCookieFor(t, a.id);
    const email = 'neu.partner@example.ch';

    const res = await link(cookieA, email);
    expect(await res.json()).toEqual({ secondParent: { role: 'primary', email, status: 'pending' } });

    const cookieB = await signIn(t, email);
    const [b] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
    // A brand-new account completes onboarding before parent pages open; the link exists already.
    expect(
      (await t.request('/api/children', { headers: { cookie: cookieB } })).status,
      'incomplete profile',
    ).toBe(403);
    await completeProfile(b!.id);
    expect(await childIds(cookieB)).toEqual([child.id]);
    expect(await state(cookieB)).toMatchObject({ role: 'secondary', primary: { email: a.email } });
    expect(await state(cookieA)).toEqual({ role: 'primary', email, status: 'linked' });
  });
});

describe('refused requests', () => {
  it.each([
    ['an empty e-mail', '', 'VALIDATION'],
    ['a malformed e-mail', 'nicht-gueltig', 'VALIDATION'],
    ['no e-mail at all', undefined, 'VALIDATION'],
  ])('refuses %s with 400', async (_label, email, code) => {
    const a = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, a.id);
    const res = await link(cookie, email);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await state(cookie)).toEqual({ role: 'none' });
  });

  it('refuses the own address and an address already linked, with their codes', async () => {
    const [a, b, c] = [
      await createParent(t.ctx.db),
      await createParent(t.ctx.db),
      await createParent(t.ctx.db),
    ];
    const [cookieA, cookieC] = [await sessionCookieFor(t, a.id), await sessionCookieFor(t, c.id)];
    const own = await link(cookieA, a.email);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: { code: string } }).error.code).toBe('PARTNER_OWN_EMAIL');
    await link(cookieA, b.email);
    const taken = await link(cookieC, b.email);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('PARTNER_UNAVAILABLE');
    expect(await state(cookieC)).toEqual({ role: 'none' });
  });

  it('refuses extra fields in the link body', async () => {
    const a = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, a.id);
    const res = await t.request(
      '/api/family/second-parent',
      as(cookie, { method: 'PUT', json: { email: 'x@example.ch', parentId: 'other' } }),
    );
    expect(res.status).toBe(400);
    expect(await state(cookie)).toEqual({ role: 'none' });
  });
});
