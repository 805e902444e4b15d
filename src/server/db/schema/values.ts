// The closed value lists the database CHECKs enforce. Column types use them too, so a typo fails to compile.

export const ROLES = ['parent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PAYMENT_STATUSES = ['REQUIRES_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = [
  'CREDIT',
  'STRIPE_TWINT',
  'STRIPE_ONLINE',
  'TWINT_MANUAL',
  'CASH',
  'GRATIS',
  'VOUCHER',
  'ONLINE_TWINT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SESSION_TYPES = ['TIZ', '1:1'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const JERSEY_SIZES = [128, 140, 152, 164, 176] as const;
export type JerseySize = (typeof JERSEY_SIZES)[number];

export const CREDIT_PACK_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type CreditPackStatus = (typeof CREDIT_PACK_STATUSES)[number];

/** Where a pack's credits came from: bought, given back for an on-time cancellation, granted, or migrated. */
export const CREDIT_PACK_ORIGINS = ['PURCHASE', 'REFUND', 'ADMIN', 'LEGACY'] as const;
export type CreditPackOrigin = (typeof CREDIT_PACK_ORIGINS)[number];

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
