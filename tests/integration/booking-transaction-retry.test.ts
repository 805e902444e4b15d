import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../src/server/db/client';
import { inRetriedTransaction, mapUniqueViolation } from '../../src/server/db/transaction';
import { createChild, createParent, createRsvp, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';

// Serialization failures and deadlocks are PostgreSQL asking for a retry: the booking transaction runs again and
// the client never sees them; a duplicate active registration becomes a clear 409. Real PostgreSQL errors, raised
// with their SQLSTATE.

const t = setupTestApp();

async function raise(tx: Tx, sqlstate: string) {
  await tx.execute(sql.raw(`do $$ begin raise exception 'test' using errcode = '${sqlstate}'; end $$`));
}

describe('inRetriedTransaction', () => {
  it.each(['40001', '40P01'])('runs the whole transaction again after SQLSTATE %s', async (sqlstate) => {
    let attempts = 0;
    const result = await inRetriedTransaction(t.ctx.db, async (tx) => {
      attempts += 1;
      if (attempts < 3) await raise(tx, sqlstate);
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(attempts).toBe(3);
  });

  it('answers 409 CONFLICT, not a 5xx, when the retries run out', async () => {
    let attempts = 0;
    const outcome = inRetriedTransaction(t.ctx.db, async (tx) => {
      attempts += 1;
      await raise(tx, '40001');
    });
    await expect(outcome).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(attempts).toBe(6);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    const outcome = inRetriedTransaction(t.ctx.db, async (tx) => {
      attempts += 1;
      await raise(tx, '22012');
    });
    await expect(outcome).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it('rolls back what an attempt wrote before it failed', async () => {
    const session = await createSession(t.ctx.db);
    let attempts = 0;
    await inRetriedTransaction(t.ctx.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`update sessions set capacity = capacity + 1 where id = ${session.id}`);
      if (attempts === 1) await raise(tx, '40P01');
    });
    const [row] = (
      await t.ctx.db.execute<{ capacity: number }>(
        sql`select capacity from sessions where id = ${session.id}`,
      )
    ).rows;
    expect(row?.capacity).toBe(session.capacity + 1);
  });
});

describe('mapUniqueViolation', () => {
  it('turns a second active registration of a child into the coded 409', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const session = await createSession(t.ctx.db);
    await createRsvp(t.ctx.db, { sessionId: session.id, childId: child.id });
    const second = createRsvp(t.ctx.db, { sessionId: session.id, childId: child.id }).catch((err) =>
      mapUniqueViolation(err, { rsvps_active_session_child_uidx: 'ALREADY_REGISTERED_TRAINING' }),
    );
    await expect(second).rejects.toMatchObject({ code: 'ALREADY_REGISTERED_TRAINING', status: 409 });
  });

  it('rethrows a violation of an index it was not told about', async () => {
    const parent = await createParent(t.ctx.db);
    const duplicate = createParent(t.ctx.db, { email: parent.email }).catch((err) =>
      mapUniqueViolation(err, { rsvps_active_session_child_uidx: 'ALREADY_REGISTERED_TRAINING' }),
    );
    await expect(duplicate).rejects.not.toMatchObject({ code: 'ALREADY_REGISTERED_TRAINING' });
  });
});
