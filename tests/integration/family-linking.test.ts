import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createChild as createChildService } from '../../src/server/features/children/service';
import { linkPendingPartnerOnSignIn } from '../../src/server/features/family';
import { familyChildIds } from '../../src/server/features/family/scope';
import {
  getSecondParent,
  linkSecondParent,
  unlinkSecondParent,
} from '../../src/server/features/family/second-parent';
import { createChild, createParent, fakeAhv } from '../factories';
import { setupTestApp } from '../helpers/test-app';

// The second-parent link at service level, in both orders (the partner has an account / signs in later).

const t = setupTestApp();

const sorted = (ids: string[]) => [...ids].sort();

async function secondParentEmailOf(id: string) {
  const [row] = await t.ctx.db
    .select({ email: profiles.secondParentEmail })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.email;
}

function newChildValues() {
  return {
    firstName: 'Mia',
    lastName: 'Keller',
    dateOfBirth: '2014-05-02',
    jerseySize: 140 as const,
    clubName: null,
    level: null,
    ahv: fakeAhv(),
  };
}

describe('linking a partner who already has an account', () => {
  it('shares all children at once and shows both sides their state', async () => {
    const db = t.ctx.db;
    const a = await createParent(db, { firstName: 'Anna', lastName: 'Meier' });
    const b = await createParent(db);
    const [c1, c2] = [await createChild(db, { parentId: a.id }), await createChild(db, { parentId: a.id })];

    const state = await linkSecondParent(db, a.id, b.email);
    expect(state).toEqual({ role: 'primary', email: b.email, status: 'linked' });
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([c1.id, c2.id]));
    expect(await getSecondParent(db, a.id)).toEqual(state);
    expect(await getSecondParent(db, b.id)).toEqual({
      role: 'secondary',
      primary: { name: 'Anna Meier', email: a.email },
    });
  });

  it('shares children created later by either parent with the other', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    await linkSecondParent(db, a.id, b.email);
    const byA = await createChildService(t.ctx, a.id, newChildValues());
    const byB = await createChildService(t.ctx, b.id, newChildValues());
    expect(sorted(await familyChildIds(db, a.id))).toEqual(sorted([byA.id, byB.id]));
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([byA.id, byB.id]));
  });

  it('does not hand the partner’s earlier children to the parent who typed their e-mail', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const ownB = await createChild(db, { parentId: b.id });
    await linkSecondParent(db, a.id, b.email);
    expect(await familyChildIds(db, a.id)).toEqual([]);
    expect(await familyChildIds(db, b.id)).toEqual([ownB.id]);
  });

  it('treats sending the same address again as a no-op, not a conflict', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    await expect(linkSecondParent(db, a.id, b.email)).resolves.toMatchObject({ status: 'linked' });
    await expect(linkSecondParent(db, a.id, b.email)).resolves.toMatchObject({ status: 'linked' });
  });
});

describe('linking a partner who signs in later', () => {
  it('is pending until the first sign-in, then shares every child', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const child = await createChild(db, { parentId: a.id });
    const email = 'spaeter.partner@example.ch';

    expect(await linkSecondParent(db, a.id, email)).toEqual({ role: 'primary', email, status: 'pending' });
    const laterChild = await createChildService(t.ctx, a.id, newChildValues());

    const b = await createParent(db, { email, complete: false });
    expect(await getSecondParent(db, a.id)).toEqual({ role: 'primary', email, status: 'linked' });
    expect(await familyChildIds(db, b.id)).toEqual([]);

    expect(await linkPendingPartnerOnSignIn(db, { id: b.id, email: 'Spaeter.Partner@example.ch' })).toBe(1);
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([child.id, laterChild.id]));
    // Every later sign-in runs the hook again and changes nothing.
    expect(await linkPendingPartnerOnSignIn(db, b)).toBe(1);
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([child.id, laterChild.id]));
  });

  it('links nobody at the sign-in of an account nobody named', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    await createChild(db, { parentId: a.id });
    const stranger = await createParent(db);
    expect(await linkPendingPartnerOnSignIn(db, stranger)).toBe(0);
    expect(await familyChildIds(db, stranger.id)).toEqual([]);
  });
});

describe('refused links', () => {
  it('refuses the own e-mail', async () => {
    const a = await createParent(t.ctx.db);
    await expect(linkSecondParent(t.ctx.db, a.id, a.email)).rejects.toMatchObject({
      code: 'PARTNER_OWN_EMAIL',
      status: 400,
    });
    expect(await secondParentEmailOf(a.id)).toBeNull();
  });

  it('refuses a second link while one exists, on either side', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const other = await createParent(db);
    await linkSecondParent(db, a.id, b.email);
    await expect(linkSecondParent(db, a.id, other.email)).rejects.toMatchObject({
      code: 'FAMILY_ALREADY_LINKED',
      status: 409,
    });
    await expect(linkSecondParent(db, b.id, other.email)).rejects.toMatchObject({
      code: 'FAMILY_ALREADY_LINKED',
    });
    expect(await secondParentEmailOf(a.id)).toBe(b.email);
    expect(await secondParentEmailOf(b.id)).toBeNull();
  });

  it('refuses a partner who is already linked elsewhere or named by someone else', async () => {
    const db = t.ctx.db;
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createParent(db)));
    await linkSecondParent(db, a!.id, b!.email);
    await linkSecondParent(db, c!.id, 'offen@example.ch');
    for (const email of [a!.email, b!.email, 'offen@example.ch']) {
      await expect(linkSecondParent(db, d!.id, email)).rejects.toMatchObject({
        code: 'PARTNER_UNAVAILABLE',
        status: 409,
      });
    }
    expect(await secondParentEmailOf(d!.id)).toBeNull();
  });

  it('lets exactly one of two parents naming the same person at once win', async () => {
    const db = t.ctx.db;
    const [a, c] = [await createParent(db), await createParent(db)];
    const results = await Promise.allSettled([
      linkSecondParent(db, a.id, 'gefragt@example.ch'),
      linkSecondParent(db, c.id, 'gefragt@example.ch'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('unlinking', () => {
  it('Entfernen by the primary ends the sharing both ways at once', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const ownB = await createChild(db, { parentId: b.id });
    const byA = await createChild(db, { parentId: a.id });
    await linkSecondParent(db, a.id, b.email);
    const byB = await createChildService(t.ctx, b.id, newChildValues());

    expect(await unlinkSecondParent(db, a.id)).toEqual({ role: 'none' });
    expect(await familyChildIds(db, a.id)).toEqual([byA.id]);
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([ownB.id, byB.id]));
    expect(await getSecondParent(db, a.id)).toEqual({ role: 'none' });
    expect(await getSecondParent(db, b.id)).toEqual({ role: 'none' });
    // A later sign-in of the former partner does not bring the link back.
    expect(await linkPendingPartnerOnSignIn(db, b)).toBe(0);
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([ownB.id, byB.id]));
  });

  it('Trennen by the second parent clears the primary’s e-mail too', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const byA = await createChild(db, { parentId: a.id });
    await linkSecondParent(db, a.id, b.email);
    expect(await unlinkSecondParent(db, b.id)).toEqual({ role: 'none' });
    expect(await secondParentEmailOf(a.id)).toBeNull();
    expect(await familyChildIds(db, b.id)).toEqual([]);
    expect(await familyChildIds(db, a.id)).toEqual([byA.id]);
  });

  it('withdraws a pending link', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    await createChild(db, { parentId: a.id });
    await linkSecondParent(db, a.id, 'nie.angemeldet@example.ch');
    await unlinkSecondParent(db, a.id);
    const b = await createParent(db, { email: 'nie.angemeldet@example.ch' });
    expect(await linkPendingPartnerOnSignIn(db, b)).toBe(0);
    expect(await familyChildIds(db, b.id)).toEqual([]);
  });

  it('is a no-op without a link', async () => {
    const a = await createParent(t.ctx.db);
    await expect(unlinkSecondParent(t.ctx.db, a.id)).resolves.toEqual({ role: 'none' });
  });
});
