import {
  createAdmin,
  createChild,
  createParent,
  createTrainer,
  linkSecondParent,
  type Profile,
  type Trainer,
} from '../../factories';
import { sessionCookieFor } from '../auth';
import type { TestApp } from '../test-app';
import type { AnyActor } from './types';

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
  /** The Cookie header per actor; none for anonymous (and for the extra actors until withTrainerActors). */
  cookies: Partial<Record<AnyActor, string>>;
}

export interface TrainerActors {
  /** The trainer a row assigns to its offer; `otherTrainer` is assigned to none. */
  trainer: Trainer;
  otherTrainer: Trainer;
}

/**
 * Adds the trainer area's actors (issue 29) to this call's world: two trainers with accounts, the first also in a
 * session that has not passed the second factor, and an admin without the factor. A row's setup calls it and assigns
 * `trainer` to the offer it names.
 */
export async function withTrainerActors(world: AuthzWorld): Promise<TrainerActors> {
  const db = world.t.ctx.db;
  const [account, otherAccount, admin] = [
    await createParent(db),
    await createParent(db),
    await createAdmin(db),
  ];
  const trainer = await createTrainer(db, { accountEmail: account.email });
  const otherTrainer = await createTrainer(db, { accountEmail: otherAccount.email });
  world.cookies.trainer = await sessionCookieFor(world.t, account.id);
  world.cookies.otherTrainer = await sessionCookieFor(world.t, otherAccount.id);
  world.cookies.trainerWithoutFactor = await sessionCookieFor(world.t, account.id, { secondFactor: false });
  world.cookies.adminWithoutFactor = await sessionCookieFor(world.t, admin.id, { secondFactor: false });
  return { trainer, otherTrainer };
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
  const cookies: AuthzWorld['cookies'] = {
    parentA: await sessionCookieFor(t, parentA.id),
    partnerB: await sessionCookieFor(t, partnerB.id),
    parentC: await sessionCookieFor(t, parentC.id),
    admin: await sessionCookieFor(t, admin.id),
  };
  return { t, parentA, partnerB, parentC, admin, childOfA, childOfC, cookies };
}
