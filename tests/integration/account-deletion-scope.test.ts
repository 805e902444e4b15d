import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageLog, stripeEvents } from '../../src/server/db/schema';
import { queueCampRefund } from '../../src/server/features/payments/camp-refund-job';
import { queueLinkDeactivation } from '../../src/server/features/payments/deactivate-payment-link';
import { selectStripeCampRefunds } from '../../src/server/features/payments/stripe-camp-refunds';
import { sendPush } from '../../src/server/features/push/send-push';
import { enqueueMail, type MailMessage, renderMail } from '../../src/server/integrations/mail';
import {
  bookCamp,
  createCamp,
  createChild,
  createParent,
  createPushSubscription,
  createSession,
  linkSecondParent,
} from '../factories';
import { latestSignInMail, requestCode, sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel, zurich } from './booking-fixtures';

// Issue 25: the account deletion erases the family's copies in pg-boss's tables and Stripe's payloads by the fields
// that name it (recipient, reply-to, user id, child id, Stripe's parent id), never by text a job or payload happens
// to contain. The erasing parent here carries the provider's name and phone (printed in every mail's footer), an
// address inside another family's address, and children named like SQL wildcards and JSON punctuation: every other
// family's mail, push, code, refund, rate-limit counter and Stripe payload must come through untouched.

const t = setupTestApp();
const NOW = zurich('2026-06-01', '10:00');

/** Names that are parts of other people's text: JSON punctuation, LIKE wildcards, an escape, a single letter. */
const HOSTILE_CHILDREN = [
  { firstName: '0,', lastName: '"' },
  { firstName: '%', lastName: '_' },
  { firstName: '\\', lastName: 'a' },
  { firstName: 'a', lastName: '0,' },
];

type JobRow = {
  id: string;
  name: string;
  state: string;
  data: unknown;
  archived: boolean;
};

/** Every pg-boss job, waiting, finished or archived. */
async function allJobs(): Promise<JobRow[]> {
  const result = await t.ctx.db.execute<JobRow>(sql`
    select id::text, name, state::text, data, false as archived from pgboss.job
    union all select id::text, name, state::text, data, true from pgboss.archive
    order by id`);
  return result.rows;
}

/** The ids of the jobs that `act` queued. */
async function queuedBy(act: () => Promise<unknown>): Promise<string[]> {
  const before = new Set((await allJobs()).map((j) => j.id));
  await act();
  return (await allJobs()).map((j) => j.id).filter((id) => !before.has(id));
}

/** As if a worker had finished the job (completed or failed), or pg-boss had archived it later. */
async function finish(ids: readonly string[], how: 'completed' | 'failed' | 'archived') {
  for (const id of ids) {
    if (how === 'archived') {
      await t.ctx.db.execute(sql`with moved as (
          delete from pgboss.job where id = ${id}::uuid returning *)
        insert into pgboss.archive select moved.*, now() from moved`);
    } else {
      await t.ctx.db.execute(
        sql`update pgboss.job set state = ${how}::pgboss.job_state, completed_on = now() where id = ${id}::uuid`,
      );
    }
  }
}

/** A mail as features write them: the provider's footer (name, address, phone) under the text. */
function mail(to: string, text: string, replyTo?: string): MailMessage {
  const body = renderMail({ heading: 'Anpfiff', paragraphs: [text] }, t.ctx.config);
  return { to, subject: `Nachricht: ${text}`, ...body, ...(replyTo ? { replyTo } : {}) };
}

async function rateLimitKeys(): Promise<string[]> {
  const result = await t.ctx.db.execute<{ key: string }>(sql`select key from auth_rate_limits order by key`);
  return result.rows.map((r) => r.key);
}

async function eraseAccount(parentId: string, email: string) {
  const cookie = await sessionCookieFor(t, parentId);
  const asked = await t.request('/api/my-data/deletion/code', {
    method: 'POST',
    headers: { cookie },
    json: {},
  });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const code = /^(\d{6})$/m.exec((await latestSignInMail(t, email))?.text ?? '')?.[1];
  const erased = await t.request('/api/my-data/deletion', {
    method: 'POST',
    headers: { cookie },
    json: { code },
  });
  expect(erased.status, await erased.clone().text()).toBe(200);
}

let seq = 0;

describe('account deletion erases only its own family', () => {
  beforeAll(() => t.clock.set(NOW));

  it('spares every other family’s mails, pushes, codes, refunds and payloads beside hostile names', async () => {
    const db = t.ctx.db;
    const n = ++seq;
    const { PROVIDER_NAME, PROVIDER_CONTACT_PHONE } = t.ctx.config;
    const [providerFirst = '', ...providerRest] = PROVIDER_NAME.split(' ');
    // The provider's name and phone, and an address that is the tail of another family's address.
    const parent = await createParent(db, {
      firstName: providerFirst,
      lastName: providerRest.join(' '),
      email: `anna${n}@example.ch`,
      mobile: PROVIDER_CONTACT_PHONE,
    });
    const partner = await createParent(db, { email: `partner${n}@example.ch` });
    await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
    const kids: Awaited<ReturnType<typeof createChild>>[] = [];
    for (const names of HOSTILE_CHILDREN) kids.push(await createChild(db, { parentId: parent.id, ...names }));
    await createChild(db, { parentId: partner.id, firstName: 'Wendelin' });
    const other = await createParent(db, { email: `johanna${n}@example.ch` });
    const otherChild = await createChild(db, { parentId: other.id, firstName: 'Ottilie' });

    // Other families' jobs: waiting, finished and archived mails, a mail to the provider answering to them, their
    // pushes and sign-in code, a failed and a waiting camp refund owed to them, a payment link to deactivate.
    const waiting = await queuedBy(async () => {
      await enqueueMail(t.ctx.jobs, mail(other.email, `Ottilie ist für das Camp angemeldet.`));
      await enqueueMail(t.ctx.jobs, mail(t.ctx.config.PROVIDER_MAIL, 'Neue Anmeldung: Ottilie', other.email));
      await enqueueMail(t.ctx.jobs, mail(partner.email, 'Wendelin ist angemeldet.'));
      await createPushSubscription(db, { userId: other.id });
      await sendPush(t.ctx, { userIds: [other.id], payload: { title: 'Training', body: 'Morgen 17:00' } });
      expect((await requestCode(t, other.email)).status).toBe(200);
    });
    const completed = await queuedBy(() => enqueueMail(t.ctx.jobs, mail(other.email, 'Zahlung erhalten')));
    const archived = await queuedBy(() => enqueueMail(t.ctx.jobs, mail(other.email, 'Camp-Info')));
    await finish(completed, 'completed');
    await finish(archived, 'archived');
    const camp = await createCamp(db, { startDate: '2026-05-04', endDate: '2026-05-08', priceCents: 50000 });
    const { campPayment } = await bookCamp(db, {
      campId: camp.id,
      childId: otherChild.id,
      status: 'SUCCEEDED',
      method: 'STRIPE_ONLINE',
      paidAt: NOW,
    });
    const failedRefund = await queuedBy(() =>
      queueCampRefund(t.ctx, db, { campPaymentId: campPayment.id, amountCents: 40000 }),
    );
    await finish(failedRefund, 'failed');
    await queueLinkDeactivation(t.ctx, db, `plink_${n}0,`);
    const otherEvents = [
      {
        id: `evt_other_${n}`,
        type: 'checkout.session.completed',
        payload: {
          data: {
            object: {
              id: `cs_other_${n}`,
              amount_total: 50000,
              metadata: { anpfiff_parent_id: other.id, anpfiff_kind: 'CAMP' },
              customer_email: other.email,
              customer_details: { email: other.email, name: 'Johanna Fremd', phone: PROVIDER_CONTACT_PHONE },
            },
          },
        },
      },
      {
        id: `evt_other_failed_${n}`,
        type: 'payment_intent.payment_failed',
        payload: {
          data: {
            object: {
              id: `pi_other_${n}`,
              metadata: { anpfiff_parent_id: other.id },
              last_payment_error: {
                payment_method: { billing_details: { email: other.email, name: `0, "Johanna"` } },
              },
            },
          },
        },
      },
    ];
    await db.insert(stripeEvents).values(otherEvents);
    // Three mails, a push and a code waiting; a mail finished, one archived; a failed refund, a link deactivation.
    expect([waiting.length, completed.length, archived.length, failedRefund.length]).toEqual([5, 1, 1, 1]);
    const othersBefore = await allJobs();
    const keysBefore = await rateLimitKeys();
    expect(keysBefore).toContain(`sign-in-code:email:${other.email}`);

    // The family's own: mails to the parent (waiting, finished, archived), its support request to the provider, a
    // booking and cancellation the partner made for one of its children, a push, its codes, its Stripe payload.
    const session = await createSession(db, {
      startsAt: zurich('2026-06-10', '17:00'),
      endsAt: zurich('2026-06-10', '18:30'),
    });
    const partnerCookie = await sessionCookieFor(t, partner.id);
    const own = await queuedBy(async () => {
      await enqueueMail(t.ctx.jobs, mail(parent.email, 'Ihre Anmeldung'));
      const support = await t.request('/api/support', {
        method: 'POST',
        headers: { cookie: await sessionCookieFor(t, parent.id) },
        json: { problem: 'Die App zeigt mein Kind doppelt.' },
      });
      expect(support.status).toBe(201);
      expect((await book(t, partnerCookie, 'trainings', session.id, [kids[0]!.id])).status).toBe(201);
      expect((await cancel(t, partnerCookie, 'trainings', session.id, kids[0]!.id)).status).toBe(200);
      await createPushSubscription(db, { userId: parent.id });
      await sendPush(t.ctx, { userIds: [parent.id], payload: { title: 'Training', body: 'Morgen 17:00' } });
      expect((await requestCode(t, parent.email)).status).toBe(200);
    });
    const ownFinished = await queuedBy(() => enqueueMail(t.ctx.jobs, mail(parent.email, 'Quittung')));
    const ownArchived = await queuedBy(() => enqueueMail(t.ctx.jobs, mail(parent.email, 'Willkommen')));
    await finish(ownFinished, 'completed');
    await finish(ownArchived, 'archived');
    const ownEvent = {
      id: `evt_own_${n}`,
      type: 'checkout.session.completed',
      payload: {
        data: {
          object: {
            id: `cs_own_${n}`,
            amount_total: 2500,
            metadata: { anpfiff_parent_id: parent.id, anpfiff_kind: 'TRAINING' },
            customer_email: parent.email,
            customer_details: { email: parent.email, name: PROVIDER_NAME, phone: PROVIDER_CONTACT_PHONE },
          },
        },
      },
    };
    await db.insert(stripeEvents).values(ownEvent);
    // A mail to the parent, one to the provider, the booking and cancellation mails to both parents (the partner's
    // naming the child, decision 051), a push and a code.
    expect(own).toHaveLength(8);
    // The message log (decision 051): the other family's push, the partner's rows about the child, the parent's own.
    const logOf = (profileId: string) =>
      db.select().from(messageLog).where(eq(messageLog.profileId, profileId)).orderBy(messageLog.id);
    const othersLog = await logOf(other.id);
    expect(othersLog.map((row) => row.channel)).toEqual(['push']);
    expect(await logOf(partner.id)).toHaveLength(2);
    expect((await logOf(parent.id)).length).toBeGreaterThan(0);

    await eraseAccount(parent.id, parent.email);

    expect.soft(await logOf(other.id)).toEqual(othersLog);
    // The partner keeps only the mail that tells them of the deletion, which names no one.
    expect
      .soft((await logOf(partner.id)).map((row) => row.subject))
      .toEqual(['Ihr zweiter Elternteil hat sein Konto gelöscht']);
    expect.soft(await logOf(parent.id)).toEqual([]);

    const after = await allJobs();
    const left = new Map(after.map((job) => [job.id, job]));
    // Every job of anyone else is there as it was, in the state it was in.
    const lost = othersBefore.filter((job) => !isDeepStrictEqual(left.get(job.id), job));
    expect.soft(lost.map((job) => `${job.name} ${job.state}${job.archived ? ' archived' : ''}`)).toEqual([]);
    // The family's own are gone, waiting, finished or archived.
    expect([...own, ...ownFinished, ...ownArchived].filter((id) => left.has(id))).toEqual([]);
    // The refund owed to the other family is still on the admin's list, failed, to be tried again.
    expect
      .soft((await selectStripeCampRefunds(db)).find((r) => r.campPaymentId === campPayment.id))
      .toMatchObject({ state: 'FAILED', refundCents: 40000 });
    expect.soft(await rateLimitKeys()).toContain(`sign-in-code:email:${other.email}`);

    const events = await db
      .select()
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, [...otherEvents.map((e) => e.id), ownEvent.id]));
    const byId = new Map(events.map((e) => [e.id, e.payload]));
    for (const event of otherEvents) expect.soft(byId.get(event.id), event.id).toEqual(event.payload);
    // The family's own payload stays for reconciliation, without the payer's contact.
    const ownPayload = byId.get(ownEvent.id);
    expect(ownPayload).toMatchObject({ data: { object: { id: `cs_own_${n}`, amount_total: 2500 } } });
    expect(JSON.stringify(ownPayload)).not.toContain(parent.email);
    expect(JSON.stringify(ownPayload)).not.toContain('customer_details');
  });

  it('erases the offer mail it sent to another address, not another parent’s offer to the same address', async () => {
    const db = t.ctx.db;
    const n = ++seq;
    const parent = await createParent(db, { email: `bea${n}@example.ch` });
    const another = await createParent(db, { email: `carl${n}@example.ch` });
    const invitee = `dora${n}@example.ch`;
    const offer = (cookie: string) =>
      t.request('/api/family/second-parent', {
        method: 'PUT',
        headers: { cookie },
        json: { email: invitee },
      });
    const anothers = await queuedBy(async () =>
      expect((await offer(await sessionCookieFor(t, another.id))).status).toBe(200),
    );
    const own = await queuedBy(async () =>
      expect((await offer(await sessionCookieFor(t, parent.id))).status).toBe(200),
    );
    expect([anothers.length, own.length]).toEqual([1, 1]);

    await eraseAccount(parent.id, parent.email);

    const left = new Set((await allJobs()).map((j) => j.id));
    expect([left.has(anothers[0]!), left.has(own[0]!)]).toEqual([true, false]);
  });
});
