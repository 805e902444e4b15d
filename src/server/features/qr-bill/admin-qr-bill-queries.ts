import { eq } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentStatus } from '../../../domain/payments/status';
import { paymentDiscountOf } from '../../../domain/pricing/family-prices';
import type { DbOrTx } from '../../db/client';
import { camps, children, profiles, sessions } from '../../db/schema';
import { fullName } from '../payments/family-queries';
import { payableTables } from '../payments/payable-tables';
import type { BillablePayment } from './qr-bill-lines';

// One payment of any family, with what its bill prints: for the back office, which bills on the family's behalf.
// The debtor is the parent who created the child. A training's or camp's sibling discount is printed as the parent's
// own bill prints it (decision 053); a cancellation fee has none.

interface AdminBillablePayment extends BillablePayment {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  parent: { id: string; firstName: string | null; lastName: string | null; email: string };
}

interface BillRow {
  amountCents: number;
  status: PaymentStatus;
  firstName: string;
  lastName: string;
  parentId: string;
  parentFirstName: string | null;
  parentLastName: string | null;
  parentEmail: string;
  title: string | null;
  date: Date | string | null;
  discountCents?: number;
  discountPercent?: number;
  siblingPosition?: number | null;
}

export async function findPayableForAdminBill(
  db: DbOrTx,
  kind: PayableKind,
  id: string,
): Promise<AdminBillablePayment | undefined> {
  const p = payableTables[kind];
  const columns = {
    amountCents: p.amountCents,
    status: p.status,
    firstName: children.firstName,
    lastName: children.lastName,
    parentId: profiles.id,
    parentFirstName: profiles.firstName,
    parentLastName: profiles.lastName,
    parentEmail: profiles.email,
  };
  let row: BillRow | undefined;
  if (kind === 'training') {
    const training = payableTables.training;
    [row] = await db
      .select({ ...columns, ...discountColumns(training), title: sessions.title, date: sessions.startsAt })
      .from(training)
      .innerJoin(children, eq(children.id, training.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(sessions, eq(sessions.id, training.sessionId))
      .where(eq(training.id, id));
  } else {
    const camp = payableTables[kind];
    const discount = kind === 'camp' ? discountColumns(payableTables.camp) : {};
    [row] = await db
      .select({ ...columns, ...discount, title: camps.name, date: camps.startDate })
      .from(camp)
      .innerJoin(children, eq(children.id, camp.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(camps, eq(camps.id, camp.campId))
      .where(eq(camp.id, id));
  }
  if (!row) return undefined;
  const discount = paymentDiscountOf({
    amountCents: row.amountCents,
    discountCents: row.discountCents ?? 0,
    discountPercent: row.discountPercent ?? 0,
    siblingPosition: row.siblingPosition ?? null,
  });
  return {
    ...(discount && { discount }),
    kind,
    id,
    status: row.status,
    amountCents: row.amountCents,
    childName: fullName(row.firstName, row.lastName),
    title: row.title,
    date: row.date,
    parent: {
      id: row.parentId,
      firstName: row.parentFirstName,
      lastName: row.parentLastName,
      email: row.parentEmail,
    },
  };
}

function discountColumns(p: typeof payableTables.training | typeof payableTables.camp) {
  return {
    discountCents: p.discountCents,
    discountPercent: p.discountPercent,
    siblingPosition: p.siblingPosition,
  };
}
