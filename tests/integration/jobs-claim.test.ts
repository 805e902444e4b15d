import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app';

// Jobs.claim takes one waiting job by id the way a polling loop takes one: only once, and a failed job comes back
// through the queue's retry policy with its attempt counted.

const t = setupTestApp();
const QUEUE = 'test.claim';

async function stateOf(id: string) {
  const result = await t.ctx.db.execute<{ state: string; retry_count: number }>(
    sql`select state, retry_count from pgboss.job where name = ${QUEUE} and id = ${id}`,
  );
  return result.rows[0];
}

describe('claiming a job by id', () => {
  it('hands a waiting job out once, and again only after it failed and its retry is due', async () => {
    await t.ctx.jobs.boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: 2,
      retryDelay: 1,
      retryBackoff: false,
    });
    const id = await t.ctx.jobs.sendWithId(QUEUE, { n: 1 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    expect(await t.ctx.jobs.claim(QUEUE, id!)).toEqual({ id, data: { n: 1 }, retryCount: 0 });
    expect(await stateOf(id!)).toEqual({ state: 'active', retry_count: 0 });
    // Taken: neither another claim nor a polling loop gets it.
    expect(await t.ctx.jobs.claim(QUEUE, id!)).toBeNull();
    expect(await t.ctx.jobs.boss.fetch(QUEUE)).toEqual([]);

    await t.ctx.jobs.boss.fail(QUEUE, id!, { message: 'SMTP down' });
    expect(await stateOf(id!)).toMatchObject({ state: 'retry' });
    // Not before its retry delay.
    expect(await t.ctx.jobs.claim(QUEUE, id!)).toBeNull();
    await new Promise((r) => setTimeout(r, 1100));
    expect(await t.ctx.jobs.claim(QUEUE, id!)).toEqual({ id, data: { n: 1 }, retryCount: 1 });

    await t.ctx.jobs.boss.deleteJob(QUEUE, id!);
    expect(await t.ctx.jobs.claim(QUEUE, id!)).toBeNull();
  });

  it('finds nothing under another queue name or an unknown id', async () => {
    const id = await t.ctx.jobs.sendWithId(QUEUE, { n: 2 });
    expect(await t.ctx.jobs.claim('test.other', id!)).toBeNull();
    expect(await t.ctx.jobs.claim(QUEUE, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await t.ctx.jobs.claim(QUEUE, id!)).toMatchObject({ id, retryCount: 0 });
  });

  it('claims asked for in one turn share a statement: each job once, an id asked twice handed out once', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => t.ctx.jobs.sendWithId(QUEUE, { n: 10 + n })));
    const [a, b, c] = ids as string[];
    const claims = await Promise.all([
      t.ctx.jobs.claim(QUEUE, a!),
      t.ctx.jobs.claim(QUEUE, b!),
      t.ctx.jobs.claim(QUEUE, b!),
      t.ctx.jobs.claim('test.other', c!),
      t.ctx.jobs.claim(QUEUE, '00000000-0000-4000-8000-000000000000'),
    ]);
    expect(claims).toEqual([
      { id: a, data: { n: 11 }, retryCount: 0 },
      { id: b, data: { n: 12 }, retryCount: 0 },
      null,
      null,
      null,
    ]);
    expect(await stateOf(c!)).toMatchObject({ state: 'created' });
    expect(await Promise.all([a!, b!].map(stateOf))).toEqual([
      { state: 'active', retry_count: 0 },
      { state: 'active', retry_count: 0 },
    ]);
  });
});
