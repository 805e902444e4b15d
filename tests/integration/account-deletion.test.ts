import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAhv } from '../../src/domain/ahv';
import type { DeletionPreview } from '../../src/domain/my-data/my-data-api';
import {
  auditLog,
  checkoutSessions,
  children,
  familyLinks,
  profiles,
  rsvps,
  stripeEvents,
} from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/features/audit/record-audit';
import { createCalendarLink } from '../../src/server/features/calendar/calendar-link';
import {
  KEPT_AS_RECORDS,
  keptRowErasures,
  removedRows,
} from '../../src/server/features/my-data/erasure-lists';
import { enqueueMail } from '../../src/server/integrations/mail';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCampCancellationFee,
  createCampPayment,
  createChild,
  createCreditConsumption,
  createCreditPack,
  createNews,
  createParent,
  createPhoto,
  createPushHistory,
  createPushSubscription,
  createSession,
  createShopOrder,
  createSupportRequest,
  linkSecondParent,
  markNewsRead,
  tagPhoto,
} from '../factories';
import { latestSignInMail, requestCode, sessionCookieFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/authz/db-digest';
import { findTexts } from '../helpers/personal-data-scan';
import { setupTestApp } from '../helpers/test-app';
import { zurich } from './booking-fixtures';

// The account deletion (issue 18, decision 037): confirmed with a fresh purpose-bound code, it leaves no personal
// data of the family in any column of any table, keeps every money record so the sums balance, and touches no other
// family: not even the linked second parent's own children.

const t = setupTestApp();

const NOW = zurich('2026-06-01', '10:00');
const AHV = '756.1234.5678.97';

interface World {
  parent: Awaited<ReturnType<typeof createParent>>;
  cookie: string;
  kids: Awaited<ReturnType<typeof createChild>>[];
  partner: Awaited<ReturnType<typeof createParent>>;
  partnerChild: Awaited<ReturnType<typeof createChild>>;
  other: Awaited<ReturnType<typeof createParent>>;
  otherChild: Awaited<ReturnType<typeof createChild>>;
  /** Every text that names the family: none of them may be left anywhere. */
  personal: string[];
}

let seq = 0;

/** A family with a history in every table that can hold its data, a linked partner and an unrelated family. */
async function createWorld(): Promise<World> {
  const db = t.ctx.db;
  const n = ++seq;
  const parent = await createParent(db, {
    firstName: `Zyprian${n}`,
    lastName: `Quastwurm${n}`,
    email: `zyprian.quastwurm${n}@example.ch`,
    mobile: `+41 79 555 12 ${String(30 + n)}`,
  });
  const kids = [
    await createChild(db, {
      parentId: parent.id,
      cipher: t.ctx.ahv,
      ahv: AHV,
      firstName: `Ylvie${n}`,
      dateOfBirth: `2014-07-${10 + n}`,
      clubName: `FC Quastwurm${n}`,
    }),
    await createChild(db, {
      parentId: parent.id,
      firstName: `Xaverio${n}`,
      dateOfBirth: `2016-02-${10 + n}`,
    }),
  ];
  const partner = await createParent(db, { firstName: `Walburga${n}`, lastName: `Brennholz${n}` });
  const partnerChild = await createChild(db, {
    parentId: partner.id,
    firstName: `Wendelin${n}`,
    dateOfBirth: '2013-03-03',
  });
  await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
  const other = await createParent(db, { firstName: `Otmar${n}`, lastName: `Fremdling${n}` });
  const otherChild = await createChild(db, {
    parentId: other.id,
    firstName: `Ottilie${n}`,
    dateOfBirth: '2012-12-12',
  });

  // History: past trainings paid by card and by credit, a past camp, a cancelled camp's fee, all paid.
  const past = await createSession(db, {
    startsAt: zurich('2026-05-01', '17:00'),
    endsAt: zurich('2026-05-01', '18:30'),
  });
  const { rsvp: pastRsvp } = await bookSession(db, {
    sessionId: past.id,
    childId: kids[0]!.id,
    status: 'SUCCEEDED',
    method: 'STRIPE_ONLINE',
    paidAt: NOW,
    createdBy: parent.id,
  });
  // The parents reported the child absent after the cutoff (issue 29): the reason speaks of the child.
  await db
    .update(rsvps)
    .set({ absenceReportedAt: NOW, absenceReportedBy: parent.id, absenceReason: `Ylvie${n} hat Fieber` })
    .where(eq(rsvps.id, pastRsvp.id));
  const pack = await createCreditPack(db, { parentId: parent.id });
  const pastByCredit = await createSession(db, {
    startsAt: zurich('2026-05-08', '17:00'),
    endsAt: zurich('2026-05-08', '18:30'),
  });
  const { payment } = await bookSession(db, {
    sessionId: pastByCredit.id,
    childId: kids[1]!.id,
    status: 'SUCCEEDED',
    method: 'CREDIT',
    paidAt: NOW,
  });
  await createCreditConsumption(db, {
    packId: pack.id,
    childId: kids[1]!.id,
    sessionId: pastByCredit.id,
    paymentId: payment.id,
  });
  const camp = await createCamp(db, { startDate: '2026-04-06', endDate: '2026-04-10' });
  await bookCamp(db, {
    campId: camp.id,
    childId: kids[0]!.id,
    status: 'SUCCEEDED',
    method: 'CASH',
    paidAt: NOW,
  });
  await createCampCancellationFee(db, {
    campId: camp.id,
    childId: kids[1]!.id,
    status: 'SUCCEEDED',
    method: 'CASH',
    paidAt: NOW,
  });
  // The partner booked for their own child and the other family for theirs: neither may change.
  await bookSession(db, {
    sessionId: past.id,
    childId: partnerChild.id,
    status: 'SUCCEEDED',
    method: 'CASH',
    paidAt: NOW,
  });
  await bookSession(db, {
    sessionId: past.id,
    childId: otherChild.id,
    status: 'SUCCEEDED',
    method: 'CASH',
    paidAt: NOW,
  });

  // Everything else that can name the family.
  const personName = `Zyprian${n} Quastwurm${n}`;
  await createShopOrder(db, {
    parentId: parent.id,
    parentName: personName,
    parentEmail: parent.email,
    parentPhone: parent.mobile,
  });
  await createSupportRequest(db, {
    userId: parent.id,
    email: parent.email,
    problem: `Hallo, hier ${personName}`,
  });
  const device = await createPushSubscription(db, {
    userId: parent.id,
    deviceInfo: `iPhone von ${personName}`,
  });
  await createPushHistory(db, {
    recipients: [{ userId: parent.id, subscriptionEndpoint: device.endpoint, status: 'success' }],
  });
  await createCalendarLink(t.ctx, parent.id);
  const photo = await createPhoto(db);
  await tagPhoto(db, { photoId: photo.id, childId: kids[0]!.id });
  await markNewsRead(db, { newsId: (await createNews(db)).id, userId: parent.id });
  await recordAudit(db, {
    actorId: other.id,
    action: 'child.ahv_reveal',
    subject: { type: 'child', id: kids[0]!.id },
    details: { whose: `Ylvie${n} Quastwurm${n}` },
    at: NOW,
  });
  await recordAudit(db, {
    actorId: other.id,
    action: 'photo.tag',
    subject: { type: 'photo', id: photo.id },
    details: { childId: kids[0]!.id, child: `Ylvie${n} Quastwurm${n}` },
    at: NOW,
  });
  await enqueueMail(t.ctx.jobs, {
    to: parent.email,
    subject: `Anmeldung von Ylvie${n}`,
    text: `Hallo ${personName}`,
    html: '<p>x</p>',
  });
  await db.insert(stripeEvents).values({
    id: `evt_${n}`,
    type: 'checkout.session.completed',
    payload: {
      data: { object: { id: `cs_${n}`, customer_details: { email: parent.email, name: personName } } },
    },
  });
  const requested = await requestCode(t, parent.email);
  expect(requested.status).toBe(200);

  const cookie = await sessionCookieFor(t, parent.id);
  const personal = [
    parent.email,
    parent.mobile!,
    `Zyprian${n}`,
    `Quastwurm${n}`,
    `Ylvie${n}`,
    `Xaverio${n}`,
    AHV,
    AHV.replace(/\./g, ''),
    `2014-07-${10 + n}`,
    `2016-02-${10 + n}`,
  ];
  return { parent, cookie, kids, partner, partnerChild, other, otherChild, personal };
}

async function requestDeletionCode(cookie: string): Promise<Response> {
  return t.request('/api/my-data/deletion/code', { method: 'POST', headers: { cookie }, json: {} });
}

async function deletionCode(email: string): Promise<string> {
  const mail = await latestSignInMail(t, email);
  const code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error('no deletion code queued');
  return code;
}

function confirm(cookie: string, code: string): Promise<Response> {
  return t.request('/api/my-data/deletion', { method: 'POST', headers: { cookie }, json: { code } });
}

/** Every money figure that bookkeeping adds up. */
async function moneySums() {
  const result = await t.ctx.db.execute(sql`select
    (select coalesce(sum(amount_cents), 0) from payments)::int as payments,
    (select count(*) from payments)::int as payment_rows,
    (select coalesce(sum(amount_cents), 0) from camp_payments)::int as camp_payments,
    (select coalesce(sum(amount_cents), 0) from camp_cancellation_fees)::int as fees,
    (select coalesce(sum(price_cents_paid), 0) from credit_packs)::int as packs,
    (select coalesce(sum(credits_remaining), 0) from credit_packs)::int as credits,
    (select count(*) from credit_consumptions)::int as consumptions,
    (select count(*) from rsvps)::int as rsvps, (select count(*) from camp_rsvps)::int as camp_rsvps`);
  return result.rows[0];
}

/** The rows of one family member that must not change (a parent's profile without the link's partner e-mail). */
async function untouched(parentId: string) {
  const profile = await t.ctx.db.execute(
    sql`select id, email, first_name, last_name, mobile from profiles where id = ${parentId}`,
  );
  const kids =
    await t.ctx.db.execute(sql`select c.*, (select json_agg(r.* order by r.id) from rsvps r where r.child_id = c.id) as rsvps,
    (select json_agg(p.* order by p.id) from payments p where p.child_id = c.id) as payments
    from children c where parent_id = ${parentId} order by id`);
  return { profile: profile.rows, kids: kids.rows };
}

describe('account deletion', () => {
  beforeAll(() => t.clock.set(NOW));

  it('shows what is erased, kept and why before anything happens', async () => {
    const w = await createWorld();
    const response = await t.request('/api/my-data/deletion', { headers: { cookie: w.cookie } });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as DeletionPreview;
    expect(preview.erased.children).toEqual([
      `${w.kids[0]!.firstName} ${w.kids[0]!.lastName}`,
      `${w.kids[1]!.firstName} ${w.kids[1]!.lastName}`,
    ]);
    expect(preview.erased).toMatchObject({
      bookings: 3,
      supportRequests: 1,
      pushDevices: 1,
      calendarLink: true,
      photoTags: 1,
      shopOrders: 1,
    });
    expect(preview.kept).toMatchObject({
      payments: 4,
      paidCents: 2500 + 2500 + 50000 + 10000,
      packs: 1,
      creditsForfeited: 10,
    });
    expect(preview.partnerLinked).toBe(true);
    expect(preview.blockers).toEqual([]);
  });

  it('erases every trace of the family in one transaction, keeps the money, spares everyone else', async () => {
    const w = await createWorld();
    expect(await findTexts(t.ctx.db, w.personal), 'the world should hold the family data').not.toEqual([]);
    const sumsBefore = await moneySums();
    const partnerBefore = await untouched(w.partner.id);
    const otherBefore = await untouched(w.other.id);

    expect((await requestDeletionCode(w.cookie)).status).toBe(200);
    const response = await confirm(w.cookie, await deletionCode(w.parent.email));
    expect(response.status, await response.clone().text()).toBe(200);

    expect(await findTexts(t.ctx.db, w.personal)).toEqual([]);
    expect(await moneySums()).toEqual(sumsBefore);
    const ledger =
      await t.ctx.db.execute(sql`select p.id from credit_packs p where p.credits_remaining <> p.total_credits -
      (select coalesce(sum(qty), 0) from credit_consumptions u where u.pack_id = p.id and u.reverted_at is null)`);
    expect(ledger.rows).toEqual([]);

    // The records stay under the pseudonym.
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, w.parent.id));
    expect(profile?.name).toMatch(/^Gelöschte Familie #[0-9a-z]{8}$/);
    const kids = await t.ctx.db.select().from(children).where(eq(children.parentId, w.parent.id));
    expect(kids.map((k) => [k.firstName, k.dateOfBirth, k.ahvEncrypted])).toEqual([
      ['Gelöschtes Kind', '1900-01-01', null],
      ['Gelöschtes Kind', '1900-01-01', null],
    ]);

    // The partner keeps account and children, is told by mail; the other family is untouched.
    expect(await untouched(w.partner.id)).toEqual(partnerBefore);
    expect(await untouched(w.other.id)).toEqual(otherBefore);
    const links = await t.ctx.db.select().from(familyLinks).where(eq(familyLinks.inviteeId, w.partner.id));
    expect(links).toEqual([]);
    const told = await t.ctx.db.execute(sql`select 1 from pgboss.job where name = 'mail.send'
      and data->'message'->'to' ? ${w.partner.email}`);
    expect(told.rows).toHaveLength(1);
    const partnerView = await t.request('/api/children', {
      headers: { cookie: await sessionCookieFor(t, w.partner.id) },
    });
    const seen = JSON.stringify(await partnerView.json());
    expect(seen).toContain(w.partnerChild.id);
    expect(seen).not.toContain(w.kids[0]!.id);

    // Signed out everywhere; the admin sees the request and the execution with counts.
    expect((await t.request('/api/children', { headers: { cookie: w.cookie } })).status).toBe(401);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, w.parent.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['parent.erase', 'parent.erase_request']);
    const erase = audit.find((a) => a.action === 'parent.erase');
    expect(erase?.actorId).toBe(w.parent.id);
    expect(erase?.details).toMatchObject({
      children: 2,
      partnerTold: true,
      removed: { photoTags: 1, supportRequests: 1 },
    });
  });

  it('refuses a wrong, an expired or a sign-in code and changes nothing', async () => {
    const w = await createWorld();
    // The world asked for a sign-in code: the newest code mailed to the parent so far.
    const signInCode = await deletionCode(w.parent.email);
    expect((await requestDeletionCode(w.cookie)).status).toBe(200);
    const code = await deletionCode(w.parent.email);
    const before = await databaseDigest(t.ctx.db);

    const wrong = await confirm(w.cookie, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('CODE_WRONG');
    const malformed = await confirm(w.cookie, 'abc');
    expect(malformed.status).toBe(400);

    // A code for signing in is not a code for deleting.
    expect(signInCode).not.toBe(code);
    expect((await confirm(w.cookie, signInCode)).status).toBe(400);

    t.clock.set(new Date(NOW.getTime() + 11 * 60_000));
    try {
      const expired = await confirm(w.cookie, code);
      expect(expired.status).toBe(400);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('CODE_EXPIRED');
    } finally {
      t.clock.set(NOW);
    }
    expect(await databaseDigest(t.ctx.db)).toEqual(before);
    expect(await findTexts(t.ctx.db, [w.parent.email])).not.toEqual([]);
    expect((await t.request('/api/children', { headers: { cookie: w.cookie } })).status).toBe(200);
  });

  it('burns the code after five failed checks', async () => {
    const w = await createWorld();
    expect((await requestDeletionCode(w.cookie)).status).toBe(200);
    const code = await deletionCode(w.parent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(w.cookie, wrong)).status).toBe(400);
    const late = await confirm(w.cookie, code);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('CODE_EXPIRED');
    expect((await t.request('/api/children', { headers: { cookie: w.cookie } })).status).toBe(200);
  });

  it('refuses while a booking is ahead or money is open, and sends no code', async () => {
    const w = await createWorld();
    const ahead = await createSession(t.ctx.db, {
      startsAt: zurich('2026-06-10', '17:00'),
      endsAt: zurich('2026-06-10', '18:30'),
    });
    await bookSession(t.ctx.db, { sessionId: ahead.id, childId: w.kids[1]!.id });
    const preview = (await (
      await t.request('/api/my-data/deletion', { headers: { cookie: w.cookie } })
    ).json()) as DeletionPreview;
    expect(preview.blockers.map((b) => b.kind).sort()).toEqual(['payment', 'training']);

    const before = await databaseDigest(t.ctx.db);
    const refused = await requestDeletionCode(w.cookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'ACCOUNT_DELETION_BLOCKED',
    );
    expect(await databaseDigest(t.ctx.db)).toEqual(before);
  });

  it('refuses in the erasing transaction too: a camp ahead, a refund owed, a pack checkout open', async () => {
    const w = await createWorld();
    const db = t.ctx.db;
    // The code went out while nothing was open; then the family booked and paid on.
    expect((await requestDeletionCode(w.cookie)).status).toBe(200);
    const code = await deletionCode(w.parent.email);
    const ahead = await createCamp(db, { startDate: '2026-07-06', endDate: '2026-07-10' });
    await bookCamp(db, {
      campId: ahead.id,
      childId: w.kids[0]!.id,
      status: 'SUCCEEDED',
      method: 'CASH',
      paidAt: NOW,
    });
    const past = await createCamp(db, { startDate: '2026-05-04', endDate: '2026-05-08' });
    await createCampPayment(db, {
      campId: past.id,
      childId: w.kids[1]!.id,
      status: 'REFUNDED',
      method: 'CASH',
      paidAt: NOW,
      refundCents: 40000,
    });
    await db.insert(checkoutSessions).values({
      id: `cs_pack_${w.parent.id}`,
      kind: 'CREDIT_PACK',
      parentId: w.parent.id,
      amountCents: 25000,
      createdAt: NOW,
    });
    const preview = (await (
      await t.request('/api/my-data/deletion', { headers: { cookie: w.cookie } })
    ).json()) as DeletionPreview;
    expect(preview.blockers.map((b) => b.kind).sort()).toEqual(['camp', 'payment', 'refund']);
    const before = await databaseDigest(db);
    const refused = await confirm(w.cookie, code);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'ACCOUNT_DELETION_BLOCKED',
    );
    expect(await databaseDigest(db)).toEqual(before);
  });

  it('has a rule for every table that points at a parent or a child', async () => {
    const family = { parentId: 'p', email: 'p@example.ch', childIds: [] };
    const handled = new Set<string>([
      ...removedRows(family).map((e) => e.table),
      ...keptRowErasures(family).map((e) => e.table),
      ...KEPT_AS_RECORDS,
    ]);
    const referencing = await t.ctx.db.execute<{ table_name: string }>(sql`
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
        and ccu.table_name in ('profiles', 'children')
      order by 1`);
    expect(referencing.rows.length).toBeGreaterThan(10);
    expect(referencing.rows.map((r) => r.table_name).filter((name) => !handled.has(name))).toEqual([]);
  });

  it('does not show the full AHV number anywhere on the way', async () => {
    const w = await createWorld();
    const preview = await t.request('/api/my-data/deletion', { headers: { cookie: w.cookie } });
    const text = await preview.text();
    expect(text).not.toContain(formatAhv(AHV.replace(/\./g, '')));
    expect(text).not.toContain(AHV.replace(/\./g, ''));
  });
});
