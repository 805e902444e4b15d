import { z } from 'zod';
import { addDays, type DateOnly, zurichDateTimeToInstant, zurichToday } from '../time';

// Alerts on an offer's changes for its trainers and the admins (issue 29, decision 052): each person chooses per
// training or camp a mail on every change, a daily digest at 18:00 Zurich time, or nothing. The rules of what a
// digest holds live here, shared by the server's sweep and the tests.

/** EACH: a mail per change; DIGEST: one mail a day at 18:00 Zurich; NONE: nothing (the default). */
export const ALERT_MODES = ['EACH', 'DIGEST', 'NONE'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/**
 * What happened to a child's place: booked (by the parent or an admin), cancelled (by either), joined or left the
 * waitlist, promoted from it, and a parent's absence report after the cutoff (the seat stays).
 */
export const OFFER_CHANGES = [
  'BOOKED',
  'CANCELLED',
  'WAITLIST_JOINED',
  'WAITLIST_LEFT',
  'PROMOTED',
  'ABSENCE_REPORTED',
] as const;
export type OfferChange = (typeof OFFER_CHANGES)[number];

/** `PUT .../alerts` and what it and `GET` answer: the caller's own choice for the offer. */
export const offerAlertSettingSchema = z.object({ mode: z.enum(ALERT_MODES) }).strict();
export type OfferAlertSetting = z.infer<typeof offerAlertSettingSchema>;

/** The digest goes out at this Zurich wall-clock time, every day. */
const DIGEST_TIME = '18:00';

/** Today's digest moment in Zurich (18:00 local, whatever the offset that day). */
function digestOn(day: DateOnly): Date {
  return zurichDateTimeToInstant(day, DIGEST_TIME);
}

/** The last digest moment at or before `now`: the digest a sweep at `now` is due to send. */
export function latestDigestSlot(now: Date): Date {
  const today = digestOn(zurichToday(now));
  return today.getTime() <= now.getTime() ? today : digestOn(addDays(zurichToday(now), -1));
}

/** The first digest moment after `now`. */
export function nextDigestSlot(now: Date): Date {
  const today = digestOn(zurichToday(now));
  return today.getTime() > now.getTime() ? today : digestOn(addDays(zurichToday(now), 1));
}

/** Whether the instant is a digest moment (18:00:00.000 in Zurich). */
export function isDigestSlot(instant: Date): boolean {
  return digestOn(zurichToday(instant)).getTime() === instant.getTime();
}

/** The Zurich day a digest moment belongs to: one digest per person and day. */
export const digestDay = (slot: Date): DateOnly => zurichToday(slot);

export interface DigestCandidate {
  createdAt: Date;
  /** When the offer ends (a training's end or start, the end of a camp's last day). */
  offerEndsAt: Date;
  /** When the recipient chose the digest for this offer: what happened before was not asked for. */
  chosenAt: Date;
}

/**
 * Whether a change not yet sent to the recipient goes into the digest at `slot`: made before the slot (a change
 * after 18:00 waits for the next day's), after the digest was chosen, and on an offer still to come or running at
 * the slot (the changes of an offer that is over are of use to nobody). A digest missed (the server was down)
 * leaves its changes to the next one.
 */
export function belongsInDigest(change: DigestCandidate, slot: Date): boolean {
  const at = change.createdAt.getTime();
  return (
    at < slot.getTime() && at >= change.chosenAt.getTime() && change.offerEndsAt.getTime() > slot.getTime()
  );
}

/** A child as an alert names it: first name and the last name's initial ('Lena M.'), never more. */
export function alertChildName(child: { firstName: string; lastName: string }): string {
  const initial = child.lastName.trim().charAt(0);
  return [child.firstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}
