import { and, eq, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { AlertMode, OfferChange } from '../../../domain/offer-alerts/offer-alerts';
import { addDays, type DateOnly, zurichDateTimeToInstant } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { offerAlertDeliveries, offerAlertDigests, offerAlertSettings } from '../../db/schema';
import { instantOf } from '../payments/family-queries';

// The reads and writes of offer alerts: whom a change still has to reach, and the records that it did (one row per
// change and person, one per person and digest day), written in the transaction that queues the mail.

/** A change one person has asked for and not yet been sent. */
export interface PendingAlert {
  eventId: string;
  change: OfferChange;
  createdAt: Date;
  child: { id: string; firstName: string; lastName: string };
  offer: AlertOffer;
  recipient: { id: string; email: string; firstName: string | null; admin: boolean; hasPush: boolean };
  chosenAt: Date;
}

export interface AlertOffer {
  kind: OfferKind;
  id: string;
  title: string;
  /** A training's start; null for a camp. */
  startsAt: Date | null;
  startDate: DateOnly | null;
  endDate: DateOnly | null;
  /** A training's end (or start), the end of a camp's last day. */
  endsAt: Date;
}

interface Row extends Record<string, unknown> {
  event_id: string;
  change: OfferChange;
  created_at: Date | string;
  child_id: string;
  first_name: string;
  last_name: string;
  session_id: string | null;
  camp_id: string | null;
  title: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  start_date: string | null;
  end_date: string | null;
  recipient_id: string;
  email: string;
  recipient_first_name: string | null;
  admin: boolean;
  has_push: boolean;
  chosen_at: Date | string;
}

function offerOf(row: Row): AlertOffer {
  const startsAt = instantOf(row.starts_at);
  if (row.session_id && startsAt) {
    return {
      kind: 'training',
      id: row.session_id,
      title: row.title,
      startsAt,
      startDate: null,
      endDate: null,
      endsAt: instantOf(row.ends_at) ?? startsAt,
    };
  }
  const startDate = row.start_date ?? '';
  const lastDay = row.end_date ?? startDate;
  return {
    kind: 'camp',
    id: row.camp_id ?? '',
    title: row.title,
    startsAt: null,
    startDate,
    endDate: row.end_date,
    endsAt: zurichDateTimeToInstant(addDays(lastDay, 1), '00:00'),
  };
}

function toAlert(row: Row): PendingAlert {
  return {
    eventId: row.event_id,
    change: row.change,
    createdAt: instantOf(row.created_at) ?? new Date(0),
    child: { id: row.child_id, firstName: row.first_name, lastName: row.last_name },
    offer: offerOf(row),
    recipient: {
      id: row.recipient_id,
      email: row.email,
      firstName: row.recipient_first_name,
      admin: row.admin,
      hasPush: row.has_push,
    },
    chosenAt: instantOf(row.chosen_at) ?? new Date(0),
  };
}

/**
 * The changes of the last `since` onwards that people who chose `mode` for their offer have not been sent, made
 * after the choice (and before `before`, for a digest). A person counts while they may see the offer: an admin, or
 * an active trainer assigned to it now (one taken off the offer gets nothing more). A deleted offer alerts nobody.
 */
export async function pendingAlerts(
  db: DbOrTx,
  { mode, since, before }: { mode: Exclude<AlertMode, 'NONE'>; since: Date; before?: Date },
): Promise<PendingAlert[]> {
  const { rows } = await db.execute<Row>(sql`
    select e.id as event_id, e.change, e.created_at, e.child_id, c.first_name, c.last_name, e.session_id, e.camp_id,
      coalesce(s.title, k.name) as title, s.starts_at, s.ends_at, k.start_date, k.end_date,
      p.id as recipient_id, p.email, p.first_name as recipient_first_name, p.role = 'admin' as admin,
      exists (select 1 from push_subscriptions ps where ps.user_id = p.id) as has_push, st.chosen_at
    from offer_alert_settings st
    join offer_change_events e on e.session_id = st.session_id or e.camp_id = st.camp_id
    join profiles p on p.id = st.profile_id
    join children c on c.id = e.child_id
    left join sessions s on s.id = e.session_id
    left join camps k on k.id = e.camp_id
    where st.mode = ${mode} and e.created_at >= st.chosen_at and e.created_at >= ${since}
      ${before ? sql`and e.created_at < ${before}` : sql``}
      and coalesce(s.deleted_at, k.deleted_at) is null
      and not exists (select 1 from offer_alert_deliveries d where d.event_id = e.id and d.recipient_id = p.id)
      and (p.role = 'admin' or exists (
        select 1 from trainers tr
        where tr.account_email = p.email and tr.active and (
          exists (select 1 from session_trainers x where x.trainer_id = tr.id and x.session_id = e.session_id)
          or exists (select 1 from camp_trainers x where x.trainer_id = tr.id and x.camp_id = e.camp_id))))
    order by e.created_at, e.id`);
  return rows.map(toAlert);
}

/**
 * Records the changes as sent to the person; answers those this call recorded. One another sweep recorded first
 * (committed, or still in its transaction: the insert waits for it) is left out, so that sweep alone sends it.
 */
export async function claimDeliveries(
  tx: DbOrTx,
  recipientId: string,
  eventIds: readonly string[],
  sentAt: Date,
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const claimed = await tx
    .insert(offerAlertDeliveries)
    .values(eventIds.map((eventId) => ({ eventId, recipientId, sentAt })))
    .onConflictDoNothing()
    .returning({ eventId: offerAlertDeliveries.eventId });
  return new Set(claimed.map((row) => row.eventId));
}

/** The person's digest of the day, recorded once; false when another sweep has sent it. */
export async function claimDigest(
  tx: DbOrTx,
  recipientId: string,
  day: DateOnly,
  values: { sentAt: Date; changes: number },
): Promise<boolean> {
  const claimed = await tx
    .insert(offerAlertDigests)
    .values({ recipientId, day, ...values })
    .onConflictDoNothing()
    .returning({ day: offerAlertDigests.day });
  return claimed.length > 0;
}

/** Changes are kept this long: long enough for a digest missed for days, short enough to hold no history. */
const KEEP_CHANGES_MS = 30 * 24 * 3_600_000;

export const oldestKept = (now: Date) => new Date(now.getTime() - KEEP_CHANGES_MS);

export async function deleteOldChanges(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`delete from offer_change_events where created_at < ${oldestKept(now)}`);
}

const offerKey = (kind: OfferKind, offerId: string) =>
  kind === 'training' ? eq(offerAlertSettings.sessionId, offerId) : eq(offerAlertSettings.campId, offerId);

export async function selectAlertMode(
  db: DbOrTx,
  profileId: string,
  kind: OfferKind,
  offerId: string,
): Promise<AlertMode> {
  const [row] = await db
    .select({ mode: offerAlertSettings.mode })
    .from(offerAlertSettings)
    .where(and(eq(offerAlertSettings.profileId, profileId), offerKey(kind, offerId)));
  return row?.mode ?? 'NONE';
}

/** Stores the choice; "Keine" is no row. A choice made again keeps the moment it was first made. */
export async function storeAlertMode(
  db: DbOrTx,
  input: { profileId: string; kind: OfferKind; offerId: string; mode: AlertMode; now: Date },
): Promise<void> {
  const { profileId, kind, offerId, mode, now } = input;
  if (mode === 'NONE') {
    await db
      .delete(offerAlertSettings)
      .where(and(eq(offerAlertSettings.profileId, profileId), offerKey(kind, offerId)));
    return;
  }
  const offer = kind === 'training' ? { sessionId: offerId } : { campId: offerId };
  await db
    .insert(offerAlertSettings)
    .values({ profileId, ...offer, mode, chosenAt: now })
    .onConflictDoUpdate({
      target: [
        kind === 'training' ? offerAlertSettings.sessionId : offerAlertSettings.campId,
        offerAlertSettings.profileId,
      ],
      set: {
        mode,
        chosenAt: sql`case when ${offerAlertSettings.mode} = excluded.mode then ${offerAlertSettings.chosenAt} else excluded.chosen_at end`,
      },
    });
}
