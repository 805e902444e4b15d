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

// A fresh little world for each matrix call (or for the calls that leave it as they found it, run-matrix.ts), so one
// actor's successful write never changes another's case: parent A with a child, B linked as A's second parent,
// unrelated parent C with a child, and an admin.

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
  const [account, otherAccount, admin] = await Promise.all([
    createParent(db),
    createParent(db),
    createAdmin(db),
  ]);
  const [trainer, otherTrainer, ...cookies] = await Promise.all([
    createTrainer(db, { accountEmail: account.email }),
    createTrainer(db, { accountEmail: otherAccount.email }),
    sessionCookieFor(world.t, account.id),
    sessionCookieFor(world.t, otherAccount.id),
    sessionCookieFor(world.t, account.id, { secondFactor: false }),
    sessionCookieFor(world.t, admin.id, { secondFactor: false }),
  ]);
  [
    world.cookies.trainer,
    world.cookies.otherTrainer,
    world.cookies.trainerWithoutFactor,
    world.cookies.adminWithoutFactor,
  ] = cookies;
  return { trainer, otherTrainer };
}

export async function createAuthzWorld(t: TestApp): Promise<AuthzWorld> {
  const db = t.ctx.db;
  const cipher = t.ctx.ahv;
  // Independent rows at once, over the pool's connections: a world's round trips are most of its cost (the matrix
  // builds hundreds). A's child exists before the link, so the link shares it with B as the product does.
  const [parentA, partnerB, parentC, admin] = await Promise.all([
    createParent(db),
    createParent(db),
    createParent(db),
    createAdmin(db),
  ]);
  const [childOfA, childOfC, ...sessions] = await Promise.all([
    createChild(db, { parentId: parentA.id, cipher }).then(async (child) => {
      await linkSecondParent(db, { parentId: parentA.id, secondParentId: partnerB.id });
      return child;
    }),
    createChild(db, { parentId: parentC.id, cipher }),
    ...[parentA, partnerB, parentC, admin].map((actor) => sessionCookieFor(t, actor.id)),
  ]);
  const [cookieA, cookieB, cookieC, cookieAdmin] = sessions as string[];
  const cookies: AuthzWorld['cookies'] = {
    parentA: cookieA,
    partnerB: cookieB,
    parentC: cookieC,
    admin: cookieAdmin,
  };
  return { t, parentA, partnerB, parentC, admin, childOfA, childOfC, cookies };
}
