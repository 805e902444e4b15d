import { bookCamp, bookSession, createCamp, createSession } from '../../../factories';
import type { AuthzCall, AuthzRoute, Objects } from '../types';
import { changed } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// Bulk work in a participants panel (issue 30 item 4, decision 056): admins only, on any family's children. A move
// and a removal write (and the dry run writes nothing: bulk-participants.test.ts); the move targets and the CSV of a
// selection read.

type Kind = 'trainings' | 'camps';

async function booked(
  world: AuthzWorld,
  objects: Objects,
  kind: Kind,
): Promise<AuthzCall & { child: string }> {
  const db = world.t.ctx.db;
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const hidden = [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v));
  if (kind === 'trainings') {
    const session = await createSession(db);
    await bookSession(db, { sessionId: session.id, childId: child.id });
    return { params: { sessionId: session.id }, neverShown: hidden, child: child.id };
  }
  const camp = await createCamp(db);
  await bookCamp(db, { campId: camp.id, childId: child.id });
  return { params: { campId: camp.id }, neverShown: hidden, child: child.id };
}

async function target(world: AuthzWorld, kind: Kind): Promise<string> {
  const db = world.t.ctx.db;
  return kind === 'trainings' ? (await createSession(db)).id : (await createCamp(db)).id;
}

function rows(kind: Kind): AuthzRoute[] {
  const base = `/api/admin/${kind}/:${kind === 'trainings' ? 'sessionId' : 'campId'}/participants`;
  return [
    {
      method: 'GET',
      path: `${base}/move-targets`,
      setup: async (world, objects) => {
        await target(world, kind);
        const { child: _, ...call } = await booked(world, objects, kind);
        return call;
      },
      expected: adminOnly(['ofA', 'ofC'], 200),
    },
    {
      method: 'POST',
      path: `${base}/bulk/move`,
      setup: async (world, objects) => {
        const targetOfferId = await target(world, kind);
        const { child, ...call } = await booked(world, objects, kind);
        return { ...call, body: { selection: { ids: [child] }, targetOfferId } };
      },
      expected: adminOnly(['ofA', 'ofC'], changed(200)),
    },
    {
      method: 'POST',
      path: `${base}/bulk/remove`,
      setup: async (world, objects) => {
        const { child, ...call } = await booked(world, objects, kind);
        return { ...call, body: { selection: { ids: [child] } } };
      },
      expected: adminOnly(['ofA', 'ofC'], changed(200)),
    },
    {
      method: 'POST',
      path: `${base}/bulk/message`,
      setup: async (world, objects) => {
        const { child, ...call } = await booked(world, objects, kind);
        return {
          ...call,
          body: { selection: { ids: [child] }, subject: 'Regenplan', text: 'Heute in der Halle.' },
        };
      },
      expected: adminOnly(['ofA', 'ofC'], changed(200)),
    },
    {
      method: 'POST',
      path: `${base}/bulk/export.csv`,
      setup: async (world, objects) => {
        const { child, ...call } = await booked(world, objects, kind);
        return { ...call, body: { selection: { ids: [child] } } };
      },
      expected: adminOnly(['ofA', 'ofC'], 200),
    },
  ];
}

export const adminBulkParticipantsAuthzRoutes: AuthzRoute[] = [...rows('trainings'), ...rows('camps')];
