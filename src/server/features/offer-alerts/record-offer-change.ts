import { sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { OfferChange } from '../../../domain/offer-alerts/offer-alerts';
import type { DbOrTx } from '../../db/client';

// The outbox of offer alerts (decision 052): a change of a child's place is recorded by the transaction that makes
// it, so it is alerted exactly when it committed. One statement, and it writes nothing while nobody has asked for
// the offer's alerts: a booking rush on an offer nobody follows costs no row.

export interface OfferChangeInput {
  kind: OfferKind;
  offerId: string;
  childIds: readonly string[];
  change: OfferChange;
  at: Date;
}

const offerColumn = { training: sql.raw('session_id'), camp: sql.raw('camp_id') } as const;

export async function recordOfferChange(tx: DbOrTx, input: OfferChangeInput): Promise<void> {
  if (input.childIds.length === 0) return;
  const column = offerColumn[input.kind];
  const children = sql.join(
    input.childIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into offer_change_events (${column}, child_id, change, created_at)
    select ${input.offerId}::uuid, v.child_id, ${input.change}, ${input.at}
    from (values ${children}) as v(child_id)
    where exists (select 1 from offer_alert_settings s where s.${column} = ${input.offerId}::uuid)`);
}
