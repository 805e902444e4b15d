import { createAdmin, createChild, createParent, linkSecondParent, type Profile } from '../../factories';
import { sessionCookieFor } from '../auth';
import type { TestApp } from '../test-app';
import type { Actor } from './types';

// A fresh little world for each matrix call, so one actor's successful write never changes another's case:
// parent A with a child, B linked as A's second parent, unrelated parent C with a child, and an admin.

export interface AuthzWorld {
  t: TestApp;
  parentA: Profile;
  partnerB: Profile;
  parentC: Profile;
  admin: Profile;
  childOfA: Awaited<ReturnType<typeof createChild>>;
  childOfC: Awaited<ReturnType<typeof createChild>>;
  /** The Cookie header per actor; none for anonymous. */
  cookies: Record<Actor, string | undefined>;
}

export async function createAuthzWorld(t: TestApp): Promise<AuthzWorld> {
  const db = t.ctx.db;
  const cipher = t.ctx.ahv;
  const [parentA, partnerB, parentC, admin] = [
    await createParent(db),
    await createParent(db),
    await createParent(db),
    await createAdmin(db),
  ];
  const childOfA = await createChild(db, { parentId: parentA.id, cipher });
  const childOfC = await createChild(db, { parentId: parentC.id, cipher });
  await linkSecondParent(db, { parentId: parentA.id, secondParentId: partnerB.id });
  const cookies = {
    anonymous: undefined,
    parentA: await sessionCookieFor(t, parentA.id),
    partnerB: await sessionCookieFor(t, partnerB.id),
    parentC: await sessionCookieFor(t, parentC.id),
    admin: await sessionCookieFor(t, admin.id),
  };
  return { t, parentA, partnerB, parentC, admin, childOfA, childOfC, cookies };
}
