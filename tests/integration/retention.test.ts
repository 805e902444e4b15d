import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authLockouts,
  authRateLimits,
  authSessions,
  authVerifications,
  pushHistoryRecipients,
} from '../../src/server/db/schema';
import { purgeExpiredRecords, RETENTION } from '../../src/server/features/retention/purge-expired-records';
import { MAIL_QUEUE } from '../../src/server/integrations/mail/enqueue-mail';
import { createAdmin, createParent, createPushHistory } from '../factories';
import { setupTestApp } from '../helpers/test-app';

// The nightly retention sweep (decision 037): what has served its purpose goes, what is still in use stays.

const t = setupTestApp();
const DAY = 24 * 60 * 60_000;

describe('retention sweep', () => {
  it('removes expired codes, ended sessions, idle lockouts, old windows, finished jobs and old push results', async () => {
    const db = t.ctx.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const parent = await createParent(db);
    const admin = await createAdmin(db);

    const code = (id: string, expiresAt: Date) => ({
      id,
      identifier: `sign-in-otp-${id}`,
      value: 'h:0',
      expiresAt,
    });
    await db
      .insert(authVerifications)
      .values([code('expired', ago(1000)), code('valid', new Date(now.getTime() + 60_000))]);

    const session = (id: string, userId: string, createdAt: Date, expiresAt: Date) => ({
      id,
      token: `token-${id}`,
      userId,
      createdAt,
      updatedAt: createdAt,
      expiresAt,
    });
    const later = new Date(now.getTime() + 7 * DAY);
    await db
      .insert(authSessions)
      .values([
        session('expired', parent.id, ago(20 * DAY), ago(1000)),
        session('parent-too-old', parent.id, ago(61 * DAY), later),
        session('parent-live', parent.id, ago(59 * DAY), later),
        session('admin-too-old', admin.id, ago(13 * 60 * 60_000), later),
        session('admin-live', admin.id, ago(60_000), later),
      ]);

    const idle = ago((RETENTION.idleLockoutDays + 1) * DAY);
    await db.insert(authLockouts).values([
      { email: 'idle@example.ch', createdAt: idle, updatedAt: idle },
      { email: 'recent@example.ch', createdAt: ago(DAY), updatedAt: ago(DAY) },
      {
        email: 'guarded@example.ch',
        guardedUntil: new Date(now.getTime() + DAY),
        createdAt: idle,
        updatedAt: idle,
      },
    ]);

    await db.insert(authRateLimits).values([
      { id: randomUUID(), key: 'old-window', count: 3, lastRequest: now.getTime() - 3 * DAY },
      { id: randomUUID(), key: 'current-window', count: 3, lastRequest: now.getTime() - 60_000 },
    ]);

    for (const label of ['old-done', 'new-done', 'waiting']) {
      await t.ctx.jobs.send(MAIL_QUEUE, { message: { to: [`${label}@example.ch`], subject: label } });
    }
    await db.execute(sql`update pgboss.job set state = 'completed', completed_on = ${ago(4 * DAY)}::timestamptz
      where name = ${MAIL_QUEUE} and data->'message'->>'subject' = 'old-done'`);
    await db.execute(sql`update pgboss.job set state = 'completed', completed_on = ${ago(DAY)}::timestamptz
      where name = ${MAIL_QUEUE} and data->'message'->>'subject' = 'new-done'`);

    await createPushHistory(db, {
      recipients: ['old', 'new'].map((age) => ({
        userId: parent.id,
        subscriptionEndpoint: `https://push.example.test/${age}`,
        status: 'success' as const,
      })),
    });
    await db.execute(sql`update ${pushHistoryRecipients} set created_at = ${ago(91 * DAY)}::timestamptz
      where subscription_endpoint = 'https://push.example.test/old'`);

    const counts = await purgeExpiredRecords(db, now);
    expect(counts).toEqual({
      codes: 1,
      sessions: 3,
      lockouts: 1,
      rateLimits: 1,
      finishedJobs: 1,
      pushResults: 1,
      messageLog: 0,
    });

    const ids = async (query: ReturnType<typeof sql>) =>
      (await db.execute<{ id: string }>(query)).rows.map((r) => r.id).sort();
    expect(await ids(sql`select id from auth_verifications`)).toEqual(['valid']);
    expect(await ids(sql`select id from auth_sessions`)).toEqual(['admin-live', 'parent-live']);
    expect(await ids(sql`select email as id from auth_lockouts`)).toEqual([
      'guarded@example.ch',
      'recent@example.ch',
    ]);
    expect(await ids(sql`select key as id from auth_rate_limits`)).toEqual(['current-window']);
    expect(
      await ids(sql`select data->'message'->>'subject' as id from pgboss.job where name = ${MAIL_QUEUE}`),
    ).toEqual(['new-done', 'waiting']);
    expect(await ids(sql`select subscription_endpoint as id from ${pushHistoryRecipients}`)).toEqual([
      'https://push.example.test/new',
    ]);

    // A second sweep finds nothing more.
    expect(Object.values(await purgeExpiredRecords(db, now)).every((n) => n === 0)).toBe(true);
  });
});
