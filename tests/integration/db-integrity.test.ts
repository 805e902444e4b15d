import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import {
  campRsvps,
  children,
  creditPacks,
  photoAssets,
  photoTags,
  profiles,
  rsvps,
  vCampCapacity,
  vSessionCapacity,
} from '../../src/server/db/schema';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCampRsvp,
  createChild,
  createCreditAward,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createPayment,
  createPhoto,
  createRsvp,
  createSession,
  tagPhoto,
} from '../factories';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The database keeps the data whole on its own, whatever a service gets wrong: closed value lists, no negative
// money, one active registration per child, credits never below zero, foreign keys, and the seat counts.

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

const CHECK = '23514';
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';

/** The PostgreSQL error behind a failed query (drizzle wraps it), as code and constraint name. */
async function violation(query: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    const pgError = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    return { code: pgError.code, constraint: pgError.constraint };
  }
  throw new Error('expected the database to refuse the statement, but it was accepted');
}

async function family() {
  const parent = await createParent(db);
  const child = await createChild(db, { parentId: parent.id });
  return { parent, child };
}

describe('closed value lists', () => {
  it.each([
    ['payments', 'status', 'PAID', 'payments_status_check'],
    ['payments', 'method', 'BITCOIN', 'payments_method_check'],
    ['camp_payments', 'status', 'OPEN', 'camp_payments_status_check'],
    ['camp_payments', 'method', 'PAYPAL', 'camp_payments_method_check'],
    ['camp_cancellation_fees', 'status', 'succeeded', 'camp_cancellation_fees_status_check'],
  ])('%s.%s refuses %j', async (table, column, value, constraint) => {
    const { child } = await family();
    const session = await createSession(db);
    const camp = await createCamp(db);
    const payment = await createPayment(db, { childId: child.id, sessionId: session.id });
    await db.execute(sql`
      insert into camp_payments (child_id, camp_id, amount_cents) values (${child.id}, ${camp.id}, 50000);
    `);
    await db.execute(sql`
      insert into camp_cancellation_fees (child_id, camp_id, amount_cents) values (${child.id}, ${camp.id}, 10000);
    `);
    const update = sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value} where child_id = ${child.id}`;
    expect(await violation(db.execute(update))).toEqual({ code: CHECK, constraint });
    // Every listed value is accepted, and method may be empty.
    await db.execute(
      sql`update payments set status = 'SUCCEEDED', method = 'ONLINE_TWINT' where id = ${payment.id}`,
    );
    await db.execute(
      sql`update payments set status = 'REQUIRES_PAYMENT', method = null where id = ${payment.id}`,
    );
  });

  it('refuses an unknown session type, profile role, pack status or origin', async () => {
    const { parent } = await family();
    expect(await violation(createSession(db, { type: 'GROUP' as 'TIZ' }))).toEqual({
      code: CHECK,
      constraint: 'sessions_type_check',
    });
    await createSession(db, { type: '1:1' });
    expect(
      await violation(
        db
          .update(profiles)
          .set({ role: 'owner' as 'admin' })
          .where(eq(profiles.id, parent.id)),
      ),
    ).toMatchObject({ code: CHECK, constraint: 'profiles_role_check' });
    expect(
      await violation(createCreditPack(db, { parentId: parent.id, status: 'PAUSED' as 'ACTIVE' })),
    ).toMatchObject({ code: CHECK, constraint: 'credit_packs_status_check' });
    expect(
      await violation(createCreditPack(db, { parentId: parent.id, origin: 'GIFT' as 'ADMIN' })),
    ).toMatchObject({
      code: CHECK,
      constraint: 'credit_packs_origin_check',
    });
  });

  it.each([
    [
      sql`insert into push_history (title, body, recipient_type) values ('T', 'B', 'everyone')`,
      'push_history_recipient_type_check',
    ],
    [
      sql`insert into stripe_events (id, type, payload, outcome) values ('evt_1', 'x', '{}', 'done')`,
      'stripe_events_outcome_check',
    ],
    [
      sql`insert into photo_folders (id, name, source) values ('f', 'F', 'dropbox')`,
      'photo_folders_source_check',
    ],
  ])('refuses %#: %s', async (statement, constraint) => {
    expect(await violation(db.execute(statement))).toEqual({ code: CHECK, constraint });
  });

  it('refuses a checkout of an unknown kind or status', async () => {
    const { parent } = await family();
    const insert = (kind: string, status: string) =>
      db.execute(sql`
        insert into checkout_sessions (id, kind, parent_id, amount_cents, status)
        values (${`cs_${kind}_${status}`}, ${kind}, ${parent.id}, 2500, ${status})
      `);
    expect(await violation(insert('DONATION', 'open'))).toMatchObject({
      constraint: 'checkout_sessions_kind_check',
    });
    expect(await violation(insert('CREDIT_PACK', 'paid'))).toMatchObject({
      constraint: 'checkout_sessions_status_check',
    });
    await insert('CREDIT_PACK', 'complete');
  });

  it('keeps e-mails lower-case, jersey sizes from the list and AHV last four as four digits with a ciphertext', async () => {
    expect(
      await violation(createParent(db, { email: 'x@y.ch', secondParentEmail: 'Partner@Y.ch' })),
    ).toMatchObject({
      constraint: 'profiles_second_parent_email_lower_check',
    });
    expect(
      await violation(db.execute(sql`insert into profiles (id, name, email) values ('u1', '', 'Anna@Y.ch')`)),
    ).toMatchObject({ code: CHECK, constraint: 'profiles_email_lower_check' });
    const { parent } = await family();
    expect(await violation(createChild(db, { parentId: parent.id, jerseySize: 130 }))).toMatchObject({
      constraint: 'children_jersey_size_check',
    });
    expect(
      await violation(createChild(db, { parentId: parent.id, ahvEncrypted: 'v1:a:b:c', ahvLast4: '12a4' })),
    ).toMatchObject({ constraint: 'children_ahv_last4_check' });
    expect(await violation(createChild(db, { parentId: parent.id, ahvLast4: '1234' }))).toMatchObject({
      constraint: 'children_ahv_pair_check',
    });
  });
});

describe('money and counts', () => {
  it('refuses negative amounts, prices and capacities', async () => {
    const { parent, child } = await family();
    const session = await createSession(db);
    // Factories start their insert when called, so each case is a thunk run one after another.
    const cases: [() => PromiseLike<unknown>, string][] = [
      [
        () => createPayment(db, { childId: child.id, sessionId: session.id, amountCents: -1 }),
        'payments_amount_cents_check',
      ],
      [() => createSession(db, { priceCents: -2500 }), 'sessions_price_cents_check'],
      [() => createSession(db, { capacity: -1 }), 'sessions_capacity_check'],
      [() => createCamp(db, { priceCents: -1 }), 'camps_price_cents_check'],
      [
        () => createCreditPack(db, { parentId: parent.id, priceCentsPaid: -1 }),
        'credit_packs_price_cents_paid_check',
      ],
      [
        () => createCreditPack(db, { parentId: parent.id, unitValueCents: -1 }),
        'credit_packs_unit_value_cents_check',
      ],
      [
        () =>
          db.execute(
            sql`insert into shop_orders (parent_name, parent_email, items, total_cents) values ('A', 'a@b.ch', '[]', 0)`,
          ),
        'shop_orders_total_cents_check',
      ],
    ];
    for (const [query, constraint] of cases) {
      expect(await violation(query())).toEqual({ code: CHECK, constraint });
    }
  });

  it('refuses a refund above what a camp payment charged', async () => {
    const { child } = await family();
    const camp = await createCamp(db);
    const insert = (refund: number) =>
      db.execute(sql`
        insert into camp_payments (child_id, camp_id, amount_cents, status, refund_cents)
        values (${child.id}, ${camp.id}, 50000, 'REFUNDED', ${refund})
      `);
    expect(await violation(insert(50001))).toMatchObject({ constraint: 'camp_payments_refund_cents_check' });
    await insert(40000);
  });

  it('never lets credits_remaining go below zero or above the total', async () => {
    const { parent } = await family();
    const pack = await createCreditPack(db, { parentId: parent.id, totalCredits: 1 });
    const spend = () =>
      db
        .update(creditPacks)
        .set({ creditsRemaining: sql`${creditPacks.creditsRemaining} - 1` })
        .where(eq(creditPacks.id, pack.id));
    await spend();
    expect(await violation(spend())).toEqual({
      code: CHECK,
      constraint: 'credit_packs_credits_remaining_check',
    });
    const [after] = await db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(0);
    expect(
      await violation(db.update(creditPacks).set({ creditsRemaining: 2 }).where(eq(creditPacks.id, pack.id))),
    ).toMatchObject({ constraint: 'credit_packs_credits_remaining_check' });
    expect(await violation(createCreditPack(db, { parentId: parent.id, totalCredits: 0 }))).toMatchObject({
      constraint: 'credit_packs_total_credits_check',
    });
  });

  it('settles a payment with credit at most once while the consumption stands', async () => {
    const { parent, child } = await family();
    const session = await createSession(db);
    const pack = await createCreditPack(db, { parentId: parent.id });
    const { payment } = await bookSession(db, { sessionId: session.id, childId: child.id });
    const consume = () =>
      createCreditConsumption(db, {
        packId: pack.id,
        childId: child.id,
        sessionId: session.id,
        paymentId: payment.id,
      });
    const first = await consume();
    expect(await violation(consume())).toEqual({
      code: UNIQUE,
      constraint: 'credit_consumptions_active_payment_uidx',
    });
    await db.execute(sql`update credit_consumptions set reverted_at = now() where id = ${first.id}`);
    await consume();
    expect(
      await violation(
        createCreditConsumption(db, {
          ...first,
          id: undefined,
          sessionId: session.id,
          paymentId: null,
          qty: 0,
        }),
      ),
    ).toMatchObject({
      constraint: 'credit_consumptions_qty_check',
    });
  });

  it('books a credit against exactly one offer, a training or a camp, each payment with its own offer', async () => {
    const { parent, child } = await family();
    const session = await createSession(db);
    const camp = await createCamp(db);
    const pack = await createCreditPack(db, { parentId: parent.id });
    const { campPayment } = await bookCamp(db, { campId: camp.id, childId: child.id });
    const base = { packId: pack.id, childId: child.id, sessionId: session.id };

    expect(await violation(createCreditConsumption(db, { ...base, campId: camp.id }))).toMatchObject({
      constraint: 'credit_consumptions_offer_check',
    });
    expect(await violation(createCreditConsumption(db, { ...base, sessionId: null }))).toMatchObject({
      constraint: 'credit_consumptions_offer_check',
    });
    expect(
      await violation(createCreditConsumption(db, { ...base, campPaymentId: campPayment.id })),
    ).toMatchObject({ constraint: 'credit_consumptions_payment_kind_check' });
    const camps = { ...base, sessionId: null, campId: camp.id, campPaymentId: campPayment.id };
    await createCreditConsumption(db, camps);
    expect(await violation(createCreditConsumption(db, camps))).toMatchObject({
      constraint: 'credit_consumptions_active_camp_payment_uidx',
    });
  });

  it('awards at most one credit per cancelled registration', async () => {
    const { parent, child } = await family();
    const session = await createSession(db);
    const rsvp = await createRsvp(db, { sessionId: session.id, childId: child.id, cancelledAt: new Date() });
    const award = () =>
      createCreditAward(db, {
        parentId: parent.id,
        childId: child.id,
        sessionId: session.id,
        rsvpId: rsvp.id,
      });
    await award();
    expect(await violation(award())).toEqual({ code: UNIQUE, constraint: 'credit_awards_rsvp_id_unique' });
  });
});

describe('time ranges', () => {
  it('refuses a training that ends before it starts and a camp that ends before its first day', async () => {
    const startsAt = new Date('2026-03-28T09:00:00Z');
    expect(await violation(createSession(db, { startsAt, endsAt: startsAt }))).toMatchObject({
      constraint: 'sessions_ends_after_start_check',
    });
    await createSession(db, { startsAt, endsAt: null });
    expect(await violation(createCamp(db, { startDate: '2026-07-06', endDate: '2026-07-05' }))).toMatchObject(
      {
        constraint: 'camps_end_date_check',
      },
    );
    await createCamp(db, { startDate: '2026-07-06', endDate: '2026-07-06' });
  });
});

describe('one active registration per child', () => {
  it('refuses a second active training registration but accepts a new one after cancelling', async () => {
    const { child } = await family();
    const session = await createSession(db);
    const first = await createRsvp(db, { sessionId: session.id, childId: child.id });
    expect(await violation(createRsvp(db, { sessionId: session.id, childId: child.id }))).toEqual({
      code: UNIQUE,
      constraint: 'rsvps_active_session_child_uidx',
    });
    await db.update(rsvps).set({ cancelledAt: new Date() }).where(eq(rsvps.id, first.id));
    const again = await createRsvp(db, { sessionId: session.id, childId: child.id });
    expect(again.id).not.toBe(first.id);
    // A sibling in the same training is a different registration.
    const sibling = await createChild(db, { parentId: child.parentId });
    await createRsvp(db, { sessionId: session.id, childId: sibling.id });
  });

  it('refuses a second active camp registration but accepts a new one after cancelling', async () => {
    const { child } = await family();
    const camp = await createCamp(db);
    const first = await createCampRsvp(db, { campId: camp.id, childId: child.id });
    expect(await violation(createCampRsvp(db, { campId: camp.id, childId: child.id }))).toEqual({
      code: UNIQUE,
      constraint: 'camp_rsvps_active_camp_child_uidx',
    });
    await db.update(campRsvps).set({ cancelledAt: new Date() }).where(eq(campRsvps.id, first.id));
    await createCampRsvp(db, { campId: camp.id, childId: child.id });
  });
});

describe('foreign keys', () => {
  it('refuses rows that point at nothing', async () => {
    const { parent, child } = await family();
    const nowhere = '00000000-0000-4000-8000-000000000000';
    expect(await violation(createRsvp(db, { sessionId: nowhere, childId: child.id }))).toMatchObject({
      code: FOREIGN_KEY,
      constraint: 'rsvps_session_id_sessions_id_fk',
    });
    expect(await violation(createChild(db, { parentId: 'no-such-user' }))).toMatchObject({
      code: FOREIGN_KEY,
    });
    expect(
      await violation(createCreditPack(db, { parentId: parent.id, originPaymentId: nowhere })),
    ).toMatchObject({
      code: FOREIGN_KEY,
    });
  });

  it('refuses to delete a parent with children, or a training or child with registrations and payments', async () => {
    const { parent, child } = await family();
    const session = await createSession(db);
    await bookSession(db, { sessionId: session.id, childId: child.id, status: 'SUCCEEDED' });
    expect(await violation(db.delete(profiles).where(eq(profiles.id, parent.id)))).toMatchObject({
      code: FOREIGN_KEY,
      constraint: 'children_parent_id_profiles_id_fk',
    });
    expect(await violation(db.delete(children).where(eq(children.id, child.id)))).toMatchObject({
      code: FOREIGN_KEY,
    });
    expect(await violation(db.execute(sql`delete from sessions where id = ${session.id}`))).toMatchObject({
      code: FOREIGN_KEY,
    });
  });

  it('deletes a photo with its tags, and a child with its tags and second-parent links', async () => {
    const { parent, child } = await family();
    const photo = await createPhoto(db);
    await tagPhoto(db, { photoId: photo.id, childId: child.id });
    await db.delete(photoAssets).where(eq(photoAssets.id, photo.id));
    expect(await db.select().from(photoTags).where(eq(photoTags.photoId, photo.id))).toEqual([]);

    const other = await createPhoto(db);
    await tagPhoto(db, { photoId: other.id, childId: child.id });
    const partner = await createParent(db);
    await db.execute(
      sql`insert into parent_children (parent_id, child_id) values (${partner.id}, ${child.id})`,
    );
    await db.delete(children).where(eq(children.id, child.id));
    expect(await db.select().from(photoTags).where(eq(photoTags.photoId, other.id))).toEqual([]);
    const links = await db.execute(sql`select 1 from parent_children where child_id = ${child.id}`);
    expect(links.rows).toEqual([]);
    // With no children left the parent may go, and their sign-in sessions go with them.
    await db.execute(sql`
      insert into auth_sessions (id, expires_at, token, user_id) values ('s1', now() + interval '1 day', 't1', ${parent.id})
    `);
    await db.delete(profiles).where(eq(profiles.id, parent.id));
    const sessionsLeft = await db.execute(sql`select 1 from auth_sessions where user_id = ${parent.id}`);
    expect(sessionsLeft.rows).toEqual([]);
  });
});

describe('capacity views', () => {
  it('count only active training registrations and never show fewer than zero seats', async () => {
    const session = await createSession(db, { capacity: 3 });
    const empty = await createSession(db, { capacity: 30 });
    const full = await createSession(db, { capacity: 1 });
    const kids = await Promise.all([1, 2, 3].map(() => family().then((f) => f.child)));
    for (const kid of kids) await createRsvp(db, { sessionId: session.id, childId: kid.id });
    await db.update(rsvps).set({ cancelledAt: new Date() }).where(eq(rsvps.childId, kids[0]!.id));
    // Over capacity can only happen by admin override; the badge shows 0, not a negative number.
    for (const kid of kids) await createRsvp(db, { sessionId: full.id, childId: kid.id });

    const rows = await db.select().from(vSessionCapacity);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(session.id)).toMatchObject({
      capacity: 3,
      registeredCount: 2,
      seatsLeft: 1,
      title: session.title,
    });
    expect(byId.get(empty.id)).toMatchObject({
      registeredCount: 0,
      seatsLeft: 30,
      location: 'Kunstrasen Rotkreuz',
    });
    expect(byId.get(full.id)).toMatchObject({ registeredCount: 3, seatsLeft: 0 });
    expect(byId.get(session.id)?.startsAt).toEqual(session.startsAt);
  });

  it('count only active camp registrations', async () => {
    const camp = await createCamp(db, { capacity: 2 });
    const kids = await Promise.all([1, 2].map(() => family().then((f) => f.child)));
    const cancelled = await createCampRsvp(db, { campId: camp.id, childId: kids[0]!.id });
    await db.update(campRsvps).set({ cancelledAt: new Date() }).where(eq(campRsvps.id, cancelled.id));
    await createCampRsvp(db, { campId: camp.id, childId: kids[1]!.id });

    const [row] = await db.select().from(vCampCapacity).where(eq(vCampCapacity.id, camp.id));
    expect(row).toMatchObject({
      name: camp.name,
      startDate: camp.startDate,
      startTime: '09:00:00',
      capacity: 2,
      registeredCount: 1,
      seatsLeft: 1,
    });
  });
});
