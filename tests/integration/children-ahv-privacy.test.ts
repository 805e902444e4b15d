import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { setupTestApp } from '../helpers/test-app';

// The full AHV number never leaves the request that carried it: not in answers, not in logs, also when saving
// fails inside the database (the unexpected-error log prints the failed query and its parameters).

const t = setupTestApp();
const AHV = '7561234567897';
const body = {
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  jerseySize: 140,
  ahv: '756.1234.5678.97',
};
let cookie: string;

beforeAll(async () => {
  cookie = await sessionCookieFor(t, (await createParent(t.ctx.db)).id);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await t.ctx.db.execute(sql`drop trigger if exists children_fail on children`);
});

describe('the AHV number stays out of logs and error texts', () => {
  it('when the database fails while saving a new child', async () => {
    await t.ctx.db.execute(sql`
      create or replace function children_fail() returns trigger language plpgsql as
        $$ begin raise exception 'storage failure'; end $$`);
    await t.ctx.db.execute(sql`
      create trigger children_fail before insert or update on children
      for each row execute function children_fail()`);
    const logs = captureLog();

    const res = await t.request('/api/children', { method: 'POST', headers: { cookie }, json: body });
    const text = await res.text();

    expect(res.status).toBe(500);
    // The failure was logged (so the check below looked at something), by its SQLSTATE (P0001, raise_exception):
    // a database error's message is never logged, drizzle's carries the query's parameters.
    logs.stop();
    expect(logs.at('error')).toEqual([
      expect.objectContaining({
        area: 'api',
        msg: 'unexpected error',
        err: expect.objectContaining({ message: 'SQLSTATE P0001' }),
      }),
    ]);
    expect(logs.text()).not.toContain('insert into');
    for (const output of [text, logs.text()]) {
      expect(output).not.toContain(AHV);
      expect(output).not.toContain('1234.5678');
      expect(output).not.toContain('123456789');
    }
  });

  it('when the number is refused as invalid', async () => {
    const logs = captureLog();
    const res = await t.request('/api/children', {
      method: 'POST',
      headers: { cookie },
      json: { ...body, ahv: '756.1234.5678.90' },
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain('1234');
    logs.stop();
    expect(logs.lines).not.toEqual([]);
    expect(logs.text()).not.toContain('1234');
  });
});
