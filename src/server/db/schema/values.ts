// The closed value lists the database CHECKs enforce. Column types use them too, so a typo fails to compile.
// Lists the business rules also need live in src/domain and are re-exported here; the rest are storage-only.

export { JERSEY_SIZES } from '../../../domain/children/child-form';
export { CONSENT_KINDS } from '../../../domain/children/photo-consent';
export { SESSION_TYPES, type SessionType } from '../../../domain/constants';
export { MESSAGE_CHANNELS, MESSAGE_STATES } from '../../../domain/message-log/message-log-api';
export {
  PACK_STATUSES as CREDIT_PACK_STATUSES,
  type PackStatus as CreditPackStatus,
} from '../../../domain/payments/credit-packs';
export {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain/payments/status';

export const ROLES = ['parent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Where a pack's credits came from: bought, given back for an on-time cancellation, granted, or migrated. */
export const CREDIT_PACK_ORIGINS = ['PURCHASE', 'REFUND', 'ADMIN', 'LEGACY'] as const;

export const STRIPE_EVENT_OUTCOMES = ['applied', 'unmatched', 'ignored', 'failed'] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

export const CHECKOUT_KINDS = ['TRAINING_PAYMENT', 'CAMP_PAYMENT', 'CAMP_FEE', 'CREDIT_PACK'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PUSH_RECIPIENT_TYPES = ['all', 'selected', 'single'] as const;
export type PushRecipientType = (typeof PUSH_RECIPIENT_TYPES)[number];

export const PUSH_RECIPIENT_STATUSES = ['success', 'failed'] as const;
export type PushRecipientStatus = (typeof PUSH_RECIPIENT_STATUSES)[number];

export const PHOTO_SOURCES = ['local', 'google-drive'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

/** A second-parent link: offered (pending), then accepted or declined by the invitee; ended by either side. */
export const FAMILY_LINK_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;
