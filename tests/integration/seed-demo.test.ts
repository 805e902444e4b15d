import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isTrainingUpcoming } from '../../src/domain/time';
import { children, profiles, rsvps, sessions } from '../../src/server/db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_PARENT_EMAIL, seedDemoIfEmpty } from '../../src/server/seed/demo';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('demo seed', () => {
  it('fills an empty database with a believable provider and a demo family', async () => {
    await seedDemoIfEmpty(t.ctx, () => {});
    const [parent] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_PARENT_EMAIL));
    const [admin] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_ADMIN_EMAIL));
    expect(parent?.role).toBe('parent');
    expect(admin?.role).toBe('admin');
    const kids = await t.ctx.db.select().from(children).where(eq(children.parentId, parent!.id));
    expect(kids.map((k) => k.firstName).sort()).toEqual(['Mia', 'Noah']);
    // AHV numbers are stored encrypted: the column never holds the digits.
    for (const kid of kids) {
      expect(kid.ahvEncrypted).toMatch(/^v1:/);
      expect(t.ctx.ahv.decrypt(kid.ahvEncrypted!)).toMatch(new RegExp(`${kid.ahvLast4}$`));
    }
    const all = await t.ctx.db.select().from(sessions);
    const upcoming = all.filter((s) => isTrainingUpcoming(s, t.clock.now()));
    expect(upcoming.filter((s) => s.type === 'TIZ').length).toBeGreaterThanOrEqual(8);
    expect(upcoming.some((s) => s.type === '1:1')).toBe(true);
    expect(all.length - upcoming.length).toBeGreaterThanOrEqual(1);
    const [active] = await t.ctx.db.select({ n: count() }).from(rsvps);
    expect(active?.n).toBe(1);
  });

  it('does nothing when the database already has data', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(sessions);
    await seedDemoIfEmpty(t.ctx, () => {});
    const [after] = await t.ctx.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });
});
