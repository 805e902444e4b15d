import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyLinks, parentChildren } from '../../src/server/db/schema';
import { createChild as createChildService } from '../../src/server/features/children/service';
import { answerOffer } from '../../src/server/features/family/answer-offer';
import { endSecondParent } from '../../src/server/features/family/end-second-parent';
import { offerSecondParent } from '../../src/server/features/family/offer-second-parent';
import { readSecondParent } from '../../src/server/features/family/read-second-parent';
import { familyChildIds } from '../../src/server/features/family/scope';
import { createChild, createParent, fakeAhv, type Profile } from '../factories';
import { setupTestApp } from '../helpers/test-app';

// The second-parent link at service level (decision 012): several offers to one parent, accepting one's way out of
// one's own offer, and the races the link lock decides (accept against withdraw, two accepts at once).

const t = setupTestApp();

const sorted = (ids: string[]) => [...ids].sort();

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

async function offerIdFor(invitee: Profile, inviter: Profile): Promise<string> {
  const { offers } = await readSecondParent(t.ctx.db, invitee.id);
  const offer = offers.find((o) => o.from.email === inviter.email);
  if (!offer) throw new Error(`no offer of ${inviter.email} to ${invitee.email}`);
  return offer.id;
}

/** Links of the two parents (either direction) that are accepted, and the children shared between them. */
async function between(a: Profile, b: Profile) {
  const db = t.ctx.db;
  const accepted = await db
    .select()
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.status, 'accepted'),
        or(
          and(eq(familyLinks.inviterId, a.id), eq(familyLinks.inviteeId, b.id)),
          and(eq(familyLinks.inviterId, b.id), eq(familyLinks.inviteeId, a.id)),
        ),
      ),
    );
  const shares = await db
    .select()
    .from(parentChildren)
    .where(or(eq(parentChildren.parentId, a.id), eq(parentChildren.parentId, b.id)));
  return { accepted: accepted.length, shares: shares.length };
}

async function acceptedLinksOf(p: Profile): Promise<number> {
  const rows = await t.ctx.db
    .select()
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.status, 'accepted'),
        or(eq(familyLinks.inviterId, p.id), eq(familyLinks.inviteeId, p.id)),
      ),
    );
  return rows.length;
}

describe('offers to one parent', () => {
  it('lists every offer; accepting one leaves the others waiting, and they cannot be accepted while linked', async () => {
    const db = t.ctx.db;
    const [a, c, b] = [await createParent(db), await createParent(db), await createParent(db)];
    await offerSecondParent(t.ctx, a.id, b.email);
    await offerSecondParent(t.ctx, c.id, b.email);
    expect(sorted((await readSecondParent(db, b.id)).offers.map((o) => o.from.email))).toEqual(
      sorted([a.email, c.email]),
    );

    const linked = await answerOffer(t.ctx, b.id, await offerIdFor(b, a), 'accept');
    expect(linked.secondParent).toMatchObject({ role: 'secondary', primary: { email: a.email } });
    expect(linked.offers.map((o) => o.from.email)).toEqual([c.email]);
    await expect(answerOffer(t.ctx, b.id, await offerIdFor(b, c), 'accept')).rejects.toMatchObject({
      code: 'FAMILY_ALREADY_LINKED',
      status: 409,
    });
    // Once the link ends, the waiting offer can be accepted.
    await endSecondParent(t.ctx, b.id);
    await answerOffer(t.ctx, b.id, await offerIdFor(b, c), 'accept');
    expect(await acceptedLinksOf(b)).toBe(1);
    expect((await readSecondParent(db, c.id)).secondParent).toEqual({
      role: 'primary',
      email: b.email,
      status: 'linked',
    });
  });

  it('withdraws the accepting parent’s own offer, so nobody is in two links', async () => {
    const db = t.ctx.db;
    const [a, b, c] = [await createParent(db), await createParent(db), await createParent(db)];
    await offerSecondParent(t.ctx, a.id, b.email);
    await offerSecondParent(t.ctx, c.id, a.email);
    await answerOffer(t.ctx, a.id, await offerIdFor(a, c), 'accept');

    expect((await readSecondParent(db, b.id)).offers).toEqual([]);
    const [own] = await db.select().from(familyLinks).where(eq(familyLinks.inviterId, a.id));
    expect(own?.status).toBe('ended');
    expect(await acceptedLinksOf(a)).toBe(1);
  });
});

describe('what an accepted link shares', () => {
  it('shares children created later by either parent; on ending each keeps their own', async () => {
    const db = t.ctx.db;
    const [a, b] = [await createParent(db), await createParent(db)];
    const ownB = await createChild(db, { parentId: b.id });
    await offerSecondParent(t.ctx, a.id, b.email);
    // While only offered, a child created by either side stays with its creator.
    const early = await createChildService(t.ctx, a.id, newChildValues());
    expect(await familyChildIds(db, b.id)).toEqual([ownB.id]);

    await answerOffer(t.ctx, b.id, await offerIdFor(b, a), 'accept');
    const byA = await createChildService(t.ctx, a.id, newChildValues());
    const byB = await createChildService(t.ctx, b.id, newChildValues());
    const all = sorted([ownB.id, early.id, byA.id, byB.id]);
    expect(sorted(await familyChildIds(db, a.id))).toEqual(all);
    expect(sorted(await familyChildIds(db, b.id))).toEqual(all);

    await endSecondParent(t.ctx, a.id);
    expect(sorted(await familyChildIds(db, a.id))).toEqual(sorted([early.id, byA.id]));
    expect(sorted(await familyChildIds(db, b.id))).toEqual(sorted([ownB.id, byB.id]));
    expect(await between(a, b)).toEqual({ accepted: 0, shares: 0 });
  });
});

describe('races decided by the link lock', () => {
  it('an accept racing the withdrawal leaves no half link, whichever wins', async () => {
    const db = t.ctx.db;
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await createParent(db), await createParent(db)];
      await createChild(db, { parentId: a.id });
      await offerSecondParent(t.ctx, a.id, b.email);
      const offerId = await offerIdFor(b, a);
      const [accepted] = await Promise.allSettled([
        answerOffer(t.ctx, b.id, offerId, 'accept'),
        endSecondParent(t.ctx, a.id),
      ]);
      // Withdrawn first: the accept is refused. Accepted first: the inviter's DELETE ends the link. Either way
      // nothing stays shared.
      if (accepted.status === 'rejected')
        expect(accepted.reason).toMatchObject({ code: 'PARTNER_OFFER_CLOSED' });
      expect(await between(a, b)).toEqual({ accepted: 0, shares: 0 });
      expect(await familyChildIds(db, b.id)).toEqual([]);
    }
  });

  it('two offers accepted at once by one parent give exactly one link', async () => {
    const db = t.ctx.db;
    const [a, c, b] = [await createParent(db), await createParent(db), await createParent(db)];
    await offerSecondParent(t.ctx, a.id, b.email);
    await offerSecondParent(t.ctx, c.id, b.email);
    const results = await Promise.allSettled([
      answerOffer(t.ctx, b.id, await offerIdFor(b, a), 'accept'),
      answerOffer(t.ctx, b.id, await offerIdFor(b, c), 'accept'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await acceptedLinksOf(b)).toBe(1);
  });

  it('a parent accepting an offer while their own offer is accepted ends in one link', async () => {
    const db = t.ctx.db;
    const [a, b, c] = [await createParent(db), await createParent(db), await createParent(db)];
    await offerSecondParent(t.ctx, a.id, b.email);
    await offerSecondParent(t.ctx, c.id, a.email);
    await Promise.allSettled([
      answerOffer(t.ctx, b.id, await offerIdFor(b, a), 'accept'),
      answerOffer(t.ctx, a.id, await offerIdFor(a, c), 'accept'),
    ]);
    expect(await acceptedLinksOf(a)).toBe(1);
  });
});

describe('the database keeps the shape of links', () => {
  it('refuses a second open offer of one parent and a second accepted link of one invitee', async () => {
    const db = t.ctx.db;
    const [a, b, c] = [await createParent(db), await createParent(db), await createParent(db)];
    await db.insert(familyLinks).values({ inviterId: a.id, inviteeEmail: 'x@example.ch' });
    await expect(
      db.insert(familyLinks).values({ inviterId: a.id, inviteeEmail: 'y@example.ch' }),
    ).rejects.toThrow();
    const accepted = { status: 'accepted' as const, inviteeId: c.id, respondedAt: new Date() };
    await db.insert(familyLinks).values({ inviterId: b.id, inviteeEmail: c.email, ...accepted });
    await expect(
      db
        .insert(familyLinks)
        .values({ inviterId: (await createParent(db)).id, inviteeEmail: c.email, ...accepted }),
    ).rejects.toThrow();
    await expect(
      db.insert(familyLinks).values({ inviterId: c.id, inviteeEmail: 'Gross@Example.ch' }),
    ).rejects.toThrow();
  });
});
