import { describe, expect, it } from 'vitest';
import { familyLinks, parentChildren } from '../../src/server/db/schema';
import { assertFamilyChildren, familyChildIds } from '../../src/server/features/family/scope';
import { createChild, createParent, linkSecondParent } from '../factories';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('family scope', () => {
  it('gives a parent their own children and those of an accepted partner, never another family’s', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const c = await createParent(db);
    const ownA = await createChild(db, { parentId: a.id });
    const ownC = await createChild(db, { parentId: c.id });
    expect(await familyChildIds(db, b.id)).toEqual([]);
    await linkSecondParent(db, { parentId: a.id, secondParentId: b.id });
    expect(await familyChildIds(db, a.id)).toEqual([ownA.id]);
    expect(await familyChildIds(db, b.id)).toEqual([ownA.id]);
    expect(await familyChildIds(db, c.id)).toEqual([ownC.id]);
    await expect(assertFamilyChildren(db, b.id, [ownA.id])).resolves.toBeUndefined();
    await expect(assertFamilyChildren(db, a.id, [ownA.id, ownC.id])).rejects.toMatchObject({ status: 404 });
    await expect(assertFamilyChildren(db, c.id, [ownA.id])).rejects.toMatchObject({ status: 404 });
  });

  it('opens nothing through a parent_children row without an accepted link (an offer, or one left behind)', async () => {
    const db = t.ctx.db;
    const a = await createParent(db);
    const b = await createParent(db);
    const ownA = await createChild(db, { parentId: a.id });
    await db.insert(familyLinks).values({ inviterId: a.id, inviteeEmail: b.email });
    await db.insert(parentChildren).values({ parentId: b.id, childId: ownA.id });
    expect(await familyChildIds(db, b.id)).toEqual([]);
    await expect(assertFamilyChildren(db, b.id, [ownA.id])).rejects.toMatchObject({ status: 404 });
  });
});
