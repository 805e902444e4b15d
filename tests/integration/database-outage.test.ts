import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCode, errorMessages } from '../../src/domain/errors';
import { zurichDateTimeToInstant } from '../../src/domain/time';
import { createApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { connect, type Database } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/pg-error';
import { payments, rsvps } from '../../src/server/db/schema';
import { createAdmin, createChild, createParent, createSession } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { openTcpLink, type TcpLink } from '../helpers/tcp-link';
import { setupTestApp } from '../helpers/test-app';

// The database gone under a running app (docs/reliability.md section 6, issue 27 part 3; decision 046): every
// request answers 503 with the German "try again" text, never a 500 and never a hang, /readyz says not ready,
// and once the database is back the same requests succeed without a restart of the app.

const t = setupTestApp();
let link: TcpLink;
let database: Database;
let app: ReturnType<typeof createApp>;
let parent: { cookie: string; childId: string };
let adminCookie: string;
let sessionId: string;

beforeAll(async () => {
  link = await openTcpLink(t.database.url);
  database = connect(link.url, 5);
  // The app's own queries go through the link; its context is otherwise the test app's.
  const ctx: AppContext = { ...t.ctx, db: database.db };
  app = createApp(ctx, { expectedMigrations: 1, serveWeb: false });
  t.clock.set(zurichDateTimeToInstant('2026-05-04', '09:00'));
  const family = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: family.id });
  parent = { cookie: await sessionCookieFor(t, family.id), childId: child.id };
  adminCookie = await sessionCookieFor(t, (await createAdmin(t.ctx.db)).id);
  const session = await createSession(t.ctx.db, {
    startsAt: zurichDateTimeToInstant('2026-05-09', '10:00'),
    endsAt: zurichDateTimeToInstant('2026-05-09', '11:45'),
  });
  sessionId = session.id;
});

afterAll(async () => {
  await database?.close();
  await link?.close();
});

const origin = () => new URL(t.ctx.config.appUrl).origin;

/** What a parent, an admin and a visitor do most: each as the browser sends it. */
const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: origin(), ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
const requests = {
  'the trainings list': async () => app.request('/api/trainings', { headers: { cookie: parent.cookie } }),
  'who am I': async () => app.request('/api/me', { headers: { cookie: parent.cookie } }),
  'a booking': async () =>
    app.request(
      `/api/trainings/${sessionId}/registrations`,
      json({ childIds: [parent.childId], acceptTerms: true }, parent.cookie),
    ),
  'a sign-in code': async () => app.request('/api/auth/code', json({ email: 'neu@example.ch' })),
  'an admin list': async () => app.request('/api/admin/parents', { headers: { cookie: adminCookie } }),
};

/** The sign-in page names a database problem in its own words (parent-portal.md section 8); all else: UNAVAILABLE. */
const OWN_CODE: Record<string, ErrorCode> = { 'a sign-in code': 'ACCOUNT_CREATION_FAILED' };

async function expectUnavailable(name: string, response: Response) {
  const body = (await response.json()) as { error?: { code?: string; message?: string } };
  const code = OWN_CODE[name] ?? 'UNAVAILABLE';
  expect({ name, status: response.status, ...body.error }).toEqual({
    name,
    status: 503,
    code,
    message: errorMessages[code],
  });
}

async function bookedSeats() {
  return t.ctx.db
    .select({ id: rsvps.id, payment: payments.id })
    .from(rsvps)
    .leftJoin(payments, eq(payments.rsvpId, rsvps.id))
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
}

describe('the database gone under a running app', () => {
  it('answers every request 503 with the German text while it is down, and serves again once it is back', async () => {
    // Connections open in the pool first, so their loss is part of the outage.
    expect((await requests['who am I']()).status).toBe(200);
    await link.down();

    for (const [name, send] of Object.entries(requests)) await expectUnavailable(name, await send());
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, database: false });
    expect(await bookedSeats()).toEqual([]);

    link.up();
    expect((await app.request('/readyz')).status).toBe(200);
    expect((await requests['who am I']()).status).toBe(200);
    expect((await requests['a booking']()).status).toBe(201);
    const booked = await bookedSeats();
    expect(booked).toHaveLength(1);
    expect(booked[0]?.payment).toBeTruthy();
    expect((await requests['an admin list']()).status).toBe(200);
  });

  it('fails a transaction whose connection is lost between two queries as unavailable, and the process carries on', async () => {
    // A checked-out client emits the loss as an 'error' event; with no listener that ended the process.
    const lost = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await link.down();
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(lost)).toBe(true);
    link.up();
    expect((await requests['who am I']()).status).toBe(200);
  });

  it('answers 503 rather than waiting for ever when the database accepts connections and never answers', async () => {
    await link.down();
    link.hang();
    try {
      await expectUnavailable('who am I', await requests['who am I']());
      expect((await app.request('/readyz')).status).toBe(503);
    } finally {
      await link.down();
      link.up();
    }
    expect((await requests['who am I']()).status).toBe(200);
  });
});
