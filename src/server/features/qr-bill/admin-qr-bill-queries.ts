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
      .select({ ...columns, title: sessions.title, date: sessions.startsAt })
      .from(training)
      .innerJoin(children, eq(children.id, training.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(sessions, eq(sessions.id, training.sessionId))
      .where(eq(training.id, id));
  } else {
    const camp = payableTables[kind];
    [row] = await db
      .select({ ...columns, title: camps.name, date: camps.startDate })
      .from(camp)
      .innerJoin(children, eq(children.id, camp.childId))
      .innerJoin(profiles, eq(profiles.id, children.parentId))
      .leftJoin(camps, eq(camps.id, camp.campId))
      .where(eq(camp.id, id));
  }
  if (!row) return undefined;
  return {
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
