import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import * as schema from '../../src/server/db/schema';
import { bookCamp, bookSession, createCamp, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { type Family, signedInFamily, zurich } from './booking-fixtures';

// A rush for the last seats stays cheap (issue 15): a booking that cannot succeed is answered by the session's
// query and one more, without a transaction, so it neither waits behind the offer's row lock nor holds a pooled
// connection; the refusals and their order are those of the booking itself.

const t = setupTestApp();
let pool: pg.Pool;
const queries: string[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  t.clock.set(zurich('2026-05-04', '09:00'));
  pool = new pg.Pool({ connectionString: t.database.url, max: 2 });
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (q) => queries.push(q) } });
  const ctx: AppContext = { ...t.ctx, db };
  app = createApp(ctx, { expectedMigrations: 0, serveWeb: false });
});
afterAll(() => pool.end());

async function bookCounted(family: Family, kind: 'trainings' | 'camps', offerId: string, childIds: string[]) {
  queries.length = 0;
  const res = await app.request(`/api/${kind}/${offerId}/registrations`, {
    method: 'POST',
    headers: {
      cookie: family.cookie,
      origin: new URL(t.ctx.config.appUrl).origin,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ childIds, acceptTerms: true }),
  });
  const body = (await res.json()) as { error?: { code: string; details?: unknown } };
  return { status: res.status, code: body.error?.code, details: body.error?.details, queries: [...queries] };
}

describe('a booking that cannot succeed', () => {
  it('of a full training or camp: "Ausgebucht" after two queries, no transaction', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity: 1 });
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-06', capacity: 1 });
    const holder = await signedInFamily(t);
    await bookSession(t.ctx.db, { sessionId: session.id, childId: holder.children[0]!.id });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: holder.children[0]!.id });
    const late = await signedInFamily(t);

    for (const [kind, id] of [
      ['trainings', session.id],
      ['camps', camp.id],
    ] as const) {
      const answer = await bookCounted(late, kind, id, [late.children[0]!.id]);
      expect(answer).toMatchObject({ status: 409, code: 'FULLY_BOOKED' });
      expect(answer.queries, kind).toHaveLength(2);
      expect(answer.queries.some((q) => /^(begin|savepoint)/i.test(q))).toBe(false);
    }
  });

  it('keeps the order of the refusals: another family’s child 404, closed, already registered, then full', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity: 1 });
    const past = await createSession(t.ctx.db, { startsAt: zurich('2026-05-01', '10:00'), capacity: 1 });
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    await bookSession(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });

    const foreign = await bookCounted(family, 'trainings', session.id, [other.children[0]!.id]);
    expect(foreign).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const closed = await bookCounted(family, 'trainings', past.id, [family.children[0]!.id]);
    expect(closed).toMatchObject({ status: 409, code: 'TRAINING_CLOSED' });
    // Registered and full at once: the registered child is named, not "Ausgebucht".
    const again = await bookCounted(family, 'trainings', session.id, [family.children[0]!.id]);
    expect(again).toMatchObject({ status: 409, code: 'ALREADY_REGISTERED_TRAINING' });
    const unknown = await bookCounted(family, 'trainings', '00000000-0000-4000-8000-000000000000', [
      family.children[0]!.id,
    ]);
    expect(unknown).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    for (const answer of [foreign, closed, again, unknown]) expect(answer.queries).toHaveLength(2);
  });

  it('books as before when a seat is free: the transaction runs and the seat is taken', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity: 1 });
    const family = await signedInFamily(t);
    const answer = await bookCounted(family, 'trainings', session.id, [family.children[0]!.id]);
    expect(answer.status).toBe(201);
    expect(answer.queries.some((q) => /^begin/i.test(q))).toBe(true);
    const next = await signedInFamily(t);
    expect(await bookCounted(next, 'trainings', session.id, [next.children[0]!.id])).toMatchObject({
      status: 409,
      code: 'FULLY_BOOKED',
    });
  });
});
