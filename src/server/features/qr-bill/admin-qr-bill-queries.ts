import { eq } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentStatus } from '../../../domain/payments/status';
import type { DbOrTx } from '../../db/client';
import { camps, children, profiles, sessions } from '../../db/schema';
import { fullName } from '../payments/family-queries';
import { payableTables } from '../payments/payable-tables';
import type { BillablePayment } from './qr-bill-lines';

// One payment of any family, with what its bill prints: for the back office, which bills on the family's behalf.
// The debtor is the parent who created the child.

export interface AdminBillablePayment extends BillablePayment {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  parent: { id: string; firstName: string | null; lastName: string | null; email: string };
}

export async function findPayableForAdminBill(
  db: DbOrTx,
  kind: PayableKind,
  id: string,
): Promise<AdminBillablePayment | undefined> {
  const common = {
    amountCents: payableTables[kind].amountCents,
    status: payableTables[kind].status,
    firstName: children.firstName,
    lastName: children.lastName,
    parentId: profiles.id,
    parentFirstName: profiles.firstName,
    parentLastName: profiles.lastName,
    parentEmail: profiles.email,
  };
  let row:
    | (Record<keyof typeof common, unknown> & { title: string | null; date: Date | string | null })
    | undefined;
  if (kind === 'training') {
    const p = payableTables.training;
    [row] = await db
      .select({ ...common, title: sessions.title, date: sessions.startsAt })
      .from(p)
      .innerJoin(children, eq(children.id, p.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(sessions, eq(sessions.id, p.sessionId))
      .where(eq(p.id, id));
  } else {
    const p = payableTables[kind];
    [row] = await db
      .select({ ...common, title: camps.name, date: camps.startDate })
      .from(p)
      .innerJoin(children, eq(children.id, p.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(camps, eq(camps.id, p.campId))
      .where(eq(p.id, id));
  }
  if (!row) return undefined;
  return {
    kind,
    id,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents as number,
    childName: fullName(row.firstName as string | null, row.lastName as string | null),
    title: row.title,
    date: row.date,
    parent: {
      id: row.parentId as string,
      firstName: row.parentFirstName as string | null,
      lastName: row.parentLastName as string | null,
      email: row.parentEmail as string,
    },
  };
}
