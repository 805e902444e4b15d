import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkActionResult } from '../../src/domain/bulk/bulk-api';
import type { AdminPaymentsPage } from '../../src/domain/payments/admin-payments-api';
import { auditLog, messageLog, payments } from '../../src/server/db/schema';
import {
  bookSession,
  createChild,
  createParent,
  createPushSubscription,
  createSession,
  linkSecondParent,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, signedInAdmin } from './admin-fixtures';
import { mailsTo } from './booking-fixtures';

// Bulk actions of the back office (decision 056): a dry run changes nothing and says what would happen; a run is
// all or none (a paid row refuses the whole selection, naming why) and audited once with its count; "all N
// matches" is the list's own filter; the CSV holds exactly the selection; a message reaches each parent once, both
// parents of an accepted link, through the mail and push queues and the message log; parents are refused.

const t = setupTestApp();
const db = () => t.ctx.db;
let adminCookie = '';
const admin = async () => {
  adminCookie ||= (await signedInAdmin(t)).cookie;
  return adminCookie;
};

async function bulk(path: string, body: unknown, cookie?: string) {
  return call(t, cookie ?? (await admin()), 'POST', path, body);
}

async function ok(response: Response): Promise<BulkActionResult> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BulkActionResult;
}

/** A training of its own (its title searchable) with `count` payments of new children, in `status`. */
async function training(count: number, status: 'REQUIRES_PAYMENT' | 'SUCCEEDED' = 'REQUIRES_PAYMENT') {
  const title = `Bulk ${randomUUID().slice(0, 8)}`;
  const session = await createSession(db(), { title });
  const parent = await createParent(db());
  const rows = [];
  for (let i = 0; i < count; i++) {
    const child = await createChild(db(), { parentId: parent.id, firstName: `Kind${i}` });
    const { payment } = await bookSession(db(), {
      sessionId: session.id,
      childId: child.id,
      status,
      ...(status === 'SUCCEEDED' ? { method: 'CASH' as const } : {}),
    });
    rows.push({ kind: 'training' as const, id: payment.id, child });
  }
  return { title, rows };
}

const statusesOf = async (ids: string[]) =>
  (await db().select().from(payments).where(inArray(payments.id, ids))).map((p) => [p.status, p.method]);
const bulkAudits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

describe('marking payments paid in bulk', () => {
  it('previews without a change, then marks exactly the selection paid and audits the count once', async () => {
    const { rows } = await training(3);
    const ids = rows.slice(0, 2).map(({ kind, id }) => ({ kind, id }));
    const before = (await bulkAudits('payment.bulk_mark_paid')).length;

    const preview = await ok(
      await bulk('/admin/payments/bulk/mark-paid', { selection: { ids }, method: 'CASH', dryRun: true }),
    );
    expect(preview).toEqual({
      dryRun: true,
      count: 2,
      summary: '2 Zahlungen werden als bar bezahlt markiert',
      refusal: null,
    });
    expect(await statusesOf(rows.map((r) => r.id))).toEqual(Array(3).fill(['REQUIRES_PAYMENT', null]));
    expect(await bulkAudits('payment.bulk_mark_paid')).toHaveLength(before);

    const run = await ok(
      await bulk('/admin/payments/bulk/mark-paid', {
        selection: { ids },
        method: 'BANK_TRANSFER',
        expectedCount: 2,
      }),
    );
    expect(run.summary).toBe('2 Zahlungen wurden als per Banküberweisung bezahlt markiert');
    const after = await db()
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(after.map((p) => [p.id, p]));
    expect(ids.map((k) => [byId.get(k.id)?.status, byId.get(k.id)?.method])).toEqual([
      ['SUCCEEDED', 'BANK_TRANSFER'],
      ['SUCCEEDED', 'BANK_TRANSFER'],
    ]);
    expect(byId.get(rows[2]!.id)?.status).toBe('REQUIRES_PAYMENT');
    const audits = await bulkAudits('payment.bulk_mark_paid');
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)?.details).toMatchObject({ count: 2, method: 'BANK_TRANSFER' });
  });

  it('refuses the whole selection when one payment is already paid, and says which', async () => {
    const open = await training(2);
    const paid = await training(1, 'SUCCEEDED');
    const ids = [...open.rows, ...paid.rows].map(({ kind, id }) => ({ kind, id }));
    const preview = await ok(
      await bulk('/admin/payments/bulk/mark-paid', { selection: { ids }, method: 'CASH', dryRun: true }),
    );
    expect(preview.refusal).toContain('1 der 3 ausgewählten Zahlungen ist nicht offen (1 bezahlt');
    expect(preview.refusal).toContain(`Kind0 ${paid.rows[0]!.child.lastName}`);

    const before = (await bulkAudits('payment.bulk_mark_paid')).length;
    const run = await bulk('/admin/payments/bulk/mark-paid', { selection: { ids }, method: 'CASH' });
    expect(run.status).toBe(409);
    expect(await errorOf(run)).toMatchObject({ code: 'BULK_REFUSED', details: { reason: preview.refusal } });
    expect(await statusesOf(open.rows.map((r) => r.id))).toEqual(Array(2).fill(['REQUIRES_PAYMENT', null]));
    expect(await bulkAudits('payment.bulk_mark_paid')).toHaveLength(before);
  });

  it('takes "all matches" as the list shows them, and refuses a selection that changed since the preview', async () => {
    const { title, rows } = await training(3);
    await training(2); // another training: not matched by the search
    const filter = { tab: 'trainings', status: 'open', q: title, sort: 'date', dir: 'desc' };
    const listed = await call(
      t,
      await admin(),
      'GET',
      `/admin/payments?tab=trainings&status=open&q=${title}&pageSize=2`,
    );
    const page = (await listed.json()) as AdminPaymentsPage;
    expect(page.summary.counts.total).toBe(3);

    const preview = await ok(
      await bulk('/admin/payments/bulk/mark-paid', { selection: { filter }, method: 'CASH', dryRun: true }),
    );
    expect(preview.count).toBe(page.summary.counts.total);

    // One more payment matches before the admin confirms: the run finds 4, not the 3 confirmed.
    const [extra] = (await training(1)).rows;
    await db().execute(
      sql`update sessions set title = ${title} where id = (select session_id from payments where id = ${extra!.id})`,
    );
    const changed = await bulk('/admin/payments/bulk/mark-paid', {
      selection: { filter },
      method: 'CASH',
      expectedCount: 3,
    });
    expect(changed.status).toBe(409);
    expect((await errorOf(changed)).code).toBe('BULK_SELECTION_CHANGED');
    expect(await statusesOf([...rows.map((r) => r.id), extra!.id])).toEqual(
      Array(4).fill(['REQUIRES_PAYMENT', null]),
    );

    const run = await ok(
      await bulk('/admin/payments/bulk/mark-paid', {
        selection: { filter },
        method: 'CASH',
        expectedCount: 4,
      }),
    );
    expect(run.count).toBe(4);
    expect(await statusesOf([...rows.map((r) => r.id), extra!.id])).toEqual(
      Array(4).fill(['SUCCEEDED', 'CASH']),
    );
  });

  it('exports exactly the selected payments', async () => {
    const { rows } = await training(3);
    const res = await bulk('/admin/payments/bulk/export.csv', {
      selection: { ids: rows.slice(1).map(({ kind, id }) => ({ kind, id })) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[2])
        .sort(),
    ).toEqual(
      rows
        .slice(1)
        .map((r) => `${r.child.firstName} ${r.child.lastName}`)
        .sort(),
    );
    expect((await bulkAudits('payment.bulk_export')).at(-1)?.details).toMatchObject({ count: 2 });
  });
});

describe('messages and exports of children and parents', () => {
  it('messages each parent of the selected children once, both parents of an accepted link', async () => {
    const a = await createParent(db());
    const b = await createParent(db());
    const c = await createParent(db());
    await linkSecondParent(db(), { parentId: a.id, secondParentId: b.id });
    const children = [
      await createChild(db(), { parentId: a.id }),
      await createChild(db(), { parentId: a.id }),
      await createChild(db(), { parentId: c.id }),
    ];
    await createPushSubscription(db(), { userId: a.id });
    const body = {
      selection: { ids: children.map((child) => child.id) },
      subject: 'Platzwechsel',
      text: 'Das Training findet ab Montag auf Platz 2 statt.',
    };

    const preview = await ok(await bulk('/admin/children/bulk/message', { ...body, dryRun: true }));
    expect(preview.summary).toBe('«Platzwechsel» geht an 3 Eltern per Mail, an 1 davon auch als Push');
    expect(await mailsTo(t, a.email)).toHaveLength(0);

    const run = await ok(await bulk('/admin/children/bulk/message', { ...body, expectedCount: 3 }));
    expect(run.count).toBe(3);
    for (const parent of [a, b, c]) {
      const mails = await mailsTo(t, parent.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Platzwechsel']);
      const logged = await db()
        .select({ channel: messageLog.channel })
        .from(messageLog)
        .where(and(eq(messageLog.profileId, parent.id), eq(messageLog.subject, 'Platzwechsel')));
      expect(logged.map((row) => row.channel).sort()).toEqual(parent === a ? ['mail', 'push'] : ['mail']);
    }
    expect((await bulkAudits('parent.bulk_message')).at(-1)?.details).toMatchObject({ count: 3 });
  });

  it('exports exactly the selected children and parents', async () => {
    const lastName = `Auswahl${randomUUID().slice(0, 6)}`;
    const parent = await createParent(db(), { lastName });
    const other = await createParent(db(), { lastName });
    const kids = [
      await createChild(db(), { parentId: parent.id, firstName: 'Anna', lastName }),
      await createChild(db(), { parentId: parent.id, firstName: 'Ben', lastName }),
    ];
    const children = await bulk('/admin/children/bulk/export.csv', {
      selection: { filter: { q: lastName, club: '', level: '' } },
    });
    const childLines = (await children.text()).trim().split('\r\n').slice(1);
    expect(childLines.map((line) => line.split(';').slice(0, 2).join(' ')).sort()).toEqual(
      kids.map((k) => `${k.firstName} ${lastName}`).sort(),
    );

    const parents = await bulk('/admin/parents/bulk/export.csv', { selection: { ids: [other.id] } });
    const parentLines = (await parents.text()).trim().split('\r\n').slice(1);
    expect(parentLines).toHaveLength(1);
    expect(parentLines[0]).toContain(other.email);
  });

  it('refuses a parent, and changes nothing', async () => {
    const parent = await createParent(db());
    const { rows } = await training(1);
    const res = await bulk(
      '/admin/payments/bulk/mark-paid',
      { selection: { ids: [{ kind: 'training', id: rows[0]!.id }] }, method: 'CASH' },
      await sessionCookieFor(t, parent.id),
    );
    expect(res.status).toBe(403);
    expect(await statusesOf([rows[0]!.id])).toEqual([['REQUIRES_PAYMENT', null]]);
  });
});
