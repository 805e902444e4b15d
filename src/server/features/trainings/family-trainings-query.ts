import { asc, sql } from 'drizzle-orm';
import type { FamilyChild } from '../../../domain/bookings/contracts';
import type { PaymentStatus } from '../../../domain/payments/status';
import type { Db } from '../../db/client';
import { children } from '../../db/schema';
import type { ActiveRegistration, PaymentRow } from '../bookings/family-registrations';
import { inFamilyOf } from '../family/scope';

// The family's part of the trainings page in one named prepared statement (decision 029): its children, each with
// its active registrations of the listed trainings and their payments as JSON, through children_parent_id_idx,
// rsvps_child_id_idx and payments_child_session_idx. Built once per process, planned once per connection.

const registrationsOfChild = sql<RegistrationJson[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'offerId', r.session_id, 'childId', r.child_id,
    'createdAt', r.created_at))
  from rsvps r
  where r.child_id = "children"."id" and r.cancelled_at is null
    and r.session_id = any(${sql.placeholder('sessionIds')}::uuid[])), '[]'::json)`;

const paymentsOfChild = sql<PaymentJson[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'registrationId', p.rsvp_id, 'offerId', p.session_id,
    'childId', p.child_id, 'status', p.status, 'method', p.method, 'amountCents', p.amount_cents,
    'createdAt', p.created_at, 'updatedAt', p.updated_at))
  from payments p
  where p.child_id = "children"."id" and p.session_id = any(${sql.placeholder('sessionIds')}::uuid[])), '[]'::json)`;

interface RegistrationJson {
  id: string;
  offerId: string;
  childId: string;
  createdAt: string;
}

interface PaymentJson extends Omit<PaymentRow, 'createdAt' | 'updatedAt' | 'status'> {
  status: PaymentStatus;
  createdAt: string;
  updatedAt: string;
}

function prepareFamilyTrainings(db: Db) {
  return db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      registrations: registrationsOfChild,
      payments: paymentsOfChild,
    })
    .from(children)
    .where(inFamilyOf(sql.placeholder('userId') as unknown as string))
    .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id))
    .prepare('anpfiff_family_trainings');
}

type FamilyTrainingsStatement = ReturnType<typeof prepareFamilyTrainings>;
const prepared = new WeakMap<Db, FamilyTrainingsStatement>();

export interface FamilyTrainingRows {
  children: FamilyChild[];
  registrations: ActiveRegistration[];
  payments: PaymentRow[];
}

/** The family's children and their active registrations (with payments) among the given trainings. */
export async function selectFamilyTrainingRows(
  db: Db,
  userId: string,
  sessionIds: readonly string[],
): Promise<FamilyTrainingRows> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareFamilyTrainings(db);
    prepared.set(db, statement);
  }
  const rows = await statement.execute({ userId, sessionIds: [...sessionIds] });
  const result: FamilyTrainingRows = { children: [], registrations: [], payments: [] };
  for (const { registrations, payments, ...child } of rows) {
    result.children.push(child);
    for (const r of registrations) result.registrations.push({ ...r, createdAt: new Date(r.createdAt) });
    for (const p of payments) {
      result.payments.push({ ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt) });
    }
  }
  return result;
}
