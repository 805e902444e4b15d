// Business constants from the spec (parent-portal.md and admin-back-office.md, section 9). One place, so the
// server's rules, the web's labels and the texts that quote an amount cannot drift apart. Amounts in cents (CHF).

/** Price of one training (one credit is worth the same). */
export const TRAINING_UNIT_CENTS = 2500;
/** Kept from a paid camp when a child is cancelled; the rest is refunded. */
export const CAMP_CANCELLATION_FEE_CENTS = 10_000;
/** The 10+1 pack: 11 credits for CHF 250. */
export const CREDIT_PACK_PRICE_CENTS = 25_000;
export const CREDIT_PACK_CREDITS = 11;
/** The spec leaves the validity open; a year is what parents of a season-long programme expect. */
export const CREDIT_PACK_VALIDITY_MONTHS = 12;
/** A purchase link is offered while fewer credits than this remain. */
export const CREDIT_PACK_OFFER_BELOW_CREDITS = 2;
/** Low-credit warning at this share of the pack or less. */
export const CREDIT_PACK_LOW_SHARE = 0.25;

/** A training cancelled more than this many real hours before its start is on time. */
export const CANCELLATION_CUTOFF_HOURS = 20;

/** Seat badges turn yellow below these numbers of free seats. */
export const SESSION_SEAT_WARNING_BELOW = 10;
export const CAMP_SEAT_WARNING_BELOW = 5;

/** Admin dashboard: birthdays within this many days, at most this many shown. */
export const BIRTHDAY_WINDOW_DAYS = 14;
export const BIRTHDAY_LIST_LIMIT = 6;

/** What the admin's "new training" form starts with. Times are wall-clock times in Europe/Zurich. */
export const TRAINING_DEFAULTS = {
  capacity: 30,
  priceCents: TRAINING_UNIT_CENTS,
  startTime: '10:00',
  endTime: '11:45',
  location: 'Kunstrasen Rotkreuz',
  type: 'TIZ',
} as const;

export const SESSION_TYPES = ['TIZ', '1:1'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** What the admin's "new camp" form starts with. */
export const CAMP_DEFAULTS = {
  capacity: 30,
  priceCents: 50_000,
  startTime: '09:00',
  endTime: '16:00',
  location: 'Rotkreuz',
} as const;

/** Admin success notices (a camp saved, a flyer uploaded) disappear after this long. */
export const SUCCESS_NOTICE_MS = 3000;

/** The admin's child search asks the server once typing pauses this long. */
export const CHILD_SEARCH_DEBOUNCE_MS = 200;
