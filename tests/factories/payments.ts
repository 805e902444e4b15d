import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client';
import { campCancellationFees, campPayments, camps, payments, sessions } from '../../src/server/db/schema';
import type { PaymentMethod, PaymentStatus } from '../../src/server/db/schema/values';
import { type CampRsvp, createCampRsvp } from './camps';
import { inserted } from './rows';
import { createRsvp, type Rsvp } from './trainings';

export type Payment = typeof payments.$inferSelect;
export type CampPayment = typeof campPayments.$inferSelect;
export type CampCancellationFee = typeof campCancellationFees.$inferSelect;

interface PaymentStateOptions {
  status?: PaymentStatus;
  method?: PaymentMethod | null;
  paidAt?: Date | null;
}

/** Open payments have no method; paid (or refunded) ones default to online TWINT, paid now. */
function paymentState({ status = 'REQUIRES_PAYMENT', method, paidAt }: PaymentStateOptions) {
  const paid = status === 'SUCCEEDED' || status === 'REFUNDED';
  return {
    status,
    method: method === undefined ? (paid ? ('STRIPE_TWINT' as const) : null) : method,
    paidAt: paidAt === undefined ? (paid ? new Date() : null) : paidAt,
  };
}

type Values<T extends { $inferInsert: object }> = Omit<
  Partial<T['$inferInsert']>,
  keyof PaymentStateOptions
> &
  PaymentStateOptions;

/** The row of a training payment, not yet inserted: what createPayment inserts (bulk inserts of benchmarks too). */
export function paymentValues(
  options: { childId: string; sessionId: string } & Values<typeof payments>,
): typeof payments.$inferInsert {
  const { status, method, paidAt, ...rest } = options;
  return { amountCents: 2500, ...rest, ...paymentState({ status, method, paidAt }) };
}

/** The row of a camp payment, not yet inserted: what createCampPayment inserts. */
export function campPaymentValues(
  options: { childId: string; campId: string } & Values<typeof campPayments>,
): typeof campPayments.$inferInsert {
  const { status, method, paidAt, ...rest } = options;
  return { amountCents: 50000, ...rest, ...paymentState({ status, method, paidAt }) };
}

/** The row of a camp cancellation fee, not yet inserted: what createCampCancellationFee inserts. */
export function campCancellationFeeValues(
  options: { childId: string; campId: string } & Values<typeof campCancellationFees>,
): typeof campCancellationFees.$inferInsert {
  const { status, method, paidAt, ...rest } = options;
  return { amountCents: 10000, ...rest, ...paymentState({ status, method, paidAt }) };
}

/** A training payment, CHF 25 and open unless told otherwise. */
export async function createPayment(
  db: DbOrTx,
  options: { childId: string; sessionId: string } & Values<typeof payments>,
): Promise<Payment> {
  return inserted(await db.insert(payments).values(paymentValues(options)).returning());
}

/** A camp payment, CHF 500 and open unless told otherwise. */
export async function createCampPayment(
  db: DbOrTx,
  options: { childId: string; campId: string } & Values<typeof campPayments>,
): Promise<CampPayment> {
  return inserted(await db.insert(campPayments).values(campPaymentValues(options)).returning());
}

/** The CHF 100 camp cancellation fee, open unless told otherwise. */
export async function createCampCancellationFee(
  db: DbOrTx,
  options: { childId: string; campId: string } & Values<typeof campCancellationFees>,
): Promise<CampCancellationFee> {
  return inserted(
    await db.insert(campCancellationFees).values(campCancellationFeeValues(options)).returning(),
  );
}

interface BookingOptions extends PaymentStateOptions {
  childId: string;
  createdBy?: string | null;
}

/** What a registration leaves behind: an active rsvp and its payment at the session's price. */
export async function bookSession(
  db: DbOrTx,
  { sessionId, childId, createdBy = null, ...state }: BookingOptions & { sessionId: string },
): Promise<{ rsvp: Rsvp; payment: Payment }> {
  const [session] = await db
    .select({ priceCents: sessions.priceCents })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw new Error(`bookSession: no session ${sessionId}`);
  const rsvp = await createRsvp(db, { sessionId, childId, createdBy });
  const payment = await createPayment(db, {
    sessionId,
    childId,
    rsvpId: rsvp.id,
    amountCents: session.priceCents,
    ...state,
  });
  return { rsvp, payment };
}

/** An active camp registration and its payment at the camp's price. */
export async function bookCamp(
  db: DbOrTx,
  { campId, childId, createdBy = null, ...state }: BookingOptions & { campId: string },
): Promise<{ campRsvp: CampRsvp; campPayment: CampPayment }> {
  const [camp] = await db.select({ priceCents: camps.priceCents }).from(camps).where(eq(camps.id, campId));
  if (!camp) throw new Error(`bookCamp: no camp ${campId}`);
  const campRsvp = await createCampRsvp(db, { campId, childId, createdBy });
  const campPayment = await createCampPayment(db, {
    campId,
    childId,
    campRsvpId: campRsvp.id,
    amountCents: camp.priceCents,
    ...state,
  });
  return { campRsvp, campPayment };
}
