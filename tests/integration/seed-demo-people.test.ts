import { eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children, familyLinks, profiles } from '../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

// The demo seed gives the back office's "Kinder" and "Eltern" something real to show.
describe('demo seed for children and parents', () => {
  it('has children across clubs and levels, with and without AHV, a linked couple, an open offer and parents without children', async () => {
    await seedDemoIfEmpty(t.ctx, () => {});
    const kids = await t.ctx.db.select().from(children);
    expect(kids.length).toBeGreaterThanOrEqual(15);
    expect(new Set(kids.map((k) => k.clubName).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(kids.map((k) => k.level).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    expect(kids.some((k) => k.clubName === null)).toBe(true);
    expect(kids.some((k) => k.ahvLast4 === null)).toBe(true);

    const links = await t.ctx.db.select().from(familyLinks);
    const accepted = links.filter((l) => l.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(links.filter((l) => l.status === 'pending')).toHaveLength(1);
    const linked = await t.ctx.db.select().from(profiles).where(isNotNull(profiles.secondParentEmail));
    expect(linked.map((p) => p.id).sort()).toEqual([accepted[0]!.inviterId, accepted[0]!.inviteeId].sort());

    const parents = await t.ctx.db.select().from(profiles).where(eq(profiles.role, 'parent'));
    const withChildren = new Set(kids.map((k) => k.parentId));
    const childless = parents.filter((p) => !withChildren.has(p.id));
    // The partner of the link, the parent who never finished signing up, one who did.
    expect(childless.length).toBeGreaterThanOrEqual(3);
    expect(await t.ctx.db.select().from(profiles).where(isNull(profiles.firstName))).toHaveLength(1);
  });
});
