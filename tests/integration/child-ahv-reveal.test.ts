import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, createChild, createParent, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// "Anzeigen" on Meine Kinder (parent-portal.md section 3: the full AHV "only via a guarded call"): a parent of
// the family, the linked second parent too, gets the child's full number, each time written to the audit log
// (whose number, by whom, never the number); anyone else learns nothing and leaves no trace.

const t = setupTestApp();

async function family() {
  const parent = await createParent(t.ctx.db);
  const partner = await createParent(t.ctx.db);
  await linkSecondParent(t.ctx.db, { parentId: parent.id, secondParentId: partner.id });
  const child = await createChild(t.ctx.db, {
    parentId: parent.id,
    firstName: 'Mia',
    lastName: 'Steiner',
    cipher: t.ctx.ahv,
    ahv: '7569217076985',
  });
  return { parent, partner, child };
}

const reveal = async (userId: string, childId: string) =>
  t.request(`/api/children/${childId}/ahv/reveal`, {
    method: 'POST',
    headers: { cookie: await sessionCookieFor(t, userId) },
  });

const revealsOf = (childId: string) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, childId)).orderBy(auditLog.createdAt);

describe("a parent reveals their own child's AHV", () => {
  it('answers the full number, formatted and not cached, to either parent, each reveal audited', async () => {
    const { parent, partner, child } = await family();

    for (const who of [parent, partner]) {
      const res = await reveal(who.id, child.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual({ ahv: '756.9217.0769.85' });
    }

    const rows = await revealsOf(child.id);
    expect(rows.map((r) => [r.actorId, r.action, r.subjectType, r.details])).toEqual([
      [parent.id, 'child.ahv_reveal', 'child', { whose: 'Mia Steiner' }],
      [partner.id, 'child.ahv_reveal', 'child', { whose: 'Mia Steiner' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain('7569217076985');
  });

  it("answers 404 to another family's parent and to an admin, and records nothing", async () => {
    const { child } = await family();
    const stranger = await createParent(t.ctx.db);
    const admin = await createAdmin(t.ctx.db);

    for (const who of [stranger, admin]) {
      const res = await reveal(who.id, child.id);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('9217');
    }
    expect(await revealsOf(child.id)).toEqual([]);
  });

  it('says "Keine AHV-Nummer verfügbar." for a child without a stored number, and records nothing', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv, ahv: null });

    const res = await reveal(parent.id, child.id);

    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('AHV_NOT_STORED');
    expect(await revealsOf(child.id)).toEqual([]);
  });

  it('answers 401 signed out and 404 for an id that is none', async () => {
    const { parent, child } = await family();
    const anonymous = await t.request(`/api/children/${child.id}/ahv/reveal`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect((await reveal(parent.id, 'kein-kind')).status).toBe(404);
  });
});
