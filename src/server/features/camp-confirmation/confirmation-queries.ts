import { and, eq, isNull } from 'drizzle-orm';
import type { RegistrationPayment, ScheduleCamp } from '../../../domain/bookings/contracts';
import { type PaymentDiscount, paymentDiscountOf } from '../../../domain/pricing/family-prices';
import type { DbOrTx } from '../../db/client';
import { campPayments, camps, children, profiles } from '../../db/schema';
import { campRegistrations } from '../camps/queries';
import { inFamilyOf } from '../family/scope';

// One active camp registration with what its confirmation prints. Who may ask is the caller's check: the family
// (`familyOf`) or the back office.

export interface ConfirmedRegistration {
  child: { firstName: string; lastName: string };
  /** The parent who registered the child: the debtor of its QR-bill. */
  parent: { id: string; firstName: string | null; lastName: string | null; email: string };
  camp: Pick<
    ScheduleCamp,
    'name' | 'description' | 'location' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'priceCents'
  >;
  /** The payment that counts (null: none recorded, open at the camp's price). */
  payment: RegistrationPayment | null;
  discount?: PaymentDiscount;
}

export async function findConfirmedRegistration(
  db: DbOrTx,
  target: { campId: string; childId: string },
  familyOf?: string,
): Promise<ConfirmedRegistration | undefined> {
  const [row] = await db
    .select({
      child: { firstName: children.firstName, lastName: children.lastName },
      parent: {
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      },
      camp: {
        name: camps.name,
        description: camps.description,
        location: camps.location,
        startDate: camps.startDate,
        endDate: camps.endDate,
        startTime: camps.startTime,
        endTime: camps.endTime,
        priceCents: camps.priceCents,
      },
    })
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .innerJoin(camps, and(eq(camps.id, target.campId), isNull(camps.deletedAt)))
    .where(and(eq(children.id, target.childId), familyOf ? inFamilyOf(familyOf) : undefined));
  if (!row) return undefined;
  const [registration] =
    (await campRegistrations(db, [target.campId], [target.childId])).get(target.campId) ?? [];
  if (!registration) return undefined;
  const payment = registration.payment;
  if (!payment) return { ...row, payment };
  const [stored] = await db
    .select({
      amountCents: campPayments.amountCents,
      discountCents: campPayments.discountCents,
      discountPercent: campPayments.discountPercent,
      siblingPosition: campPayments.siblingPosition,
    })
    .from(campPayments)
    .where(eq(campPayments.id, payment.id));
  const discount = stored && paymentDiscountOf(stored);
  return { ...row, payment, ...(discount ? { discount } : {}) };
}
