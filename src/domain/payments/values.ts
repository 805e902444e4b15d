// The value sets of payments, credit packs and unmatched bank money, apart from their rules so the message catalogue
// can name them without importing the rules that read the catalogue's labels.

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
  'BANK_TRANSFER',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The methods a parent is shown (parent-portal.md section 4: "Methods seen: ... Anything else is not shown"), and
 * the bank transfer of issue 17 (a QR-bill paid at the bank; decision 035): every method but ONLINE_TWINT, an older
 * name of online TWINT that only the admin side shows (admin-back-office.md section 4).
 */
export const PARENT_VISIBLE_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter(
  (method) => method !== 'ONLINE_TWINT',
);

/**
 * Why a bank credit of a statement import paid nothing and waits among the unmatched money for an admin (decision
 * 035; the matching is bank/match-bank-credit.ts).
 */
export const BANK_CREDIT_REASONS = [
  'NO_REFERENCE',
  'UNKNOWN_REFERENCE',
  'PAYMENT_GONE',
  'ALREADY_PAID',
  'PARTLY_PAID',
  'OVERPAID',
] as const;
export type BankCreditReason = (typeof BANK_CREDIT_REASONS)[number];

export type PaymentAction = 'MARK_PAID' | 'SETTLE_WITH_CREDIT' | 'REFUND' | 'REOPEN' | 'RESET';

export const PACK_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type PackStatus = (typeof PACK_STATUSES)[number];

/**
 * Where a pack came from. PURCHASED: paid for. LEGACY: free, in whole 10+1 packs (carried over from before).
 * GOODWILL: free otherwise: the single credit given back for an on-time cancellation of a training not paid by
 * credit.
 */
export type PackOrigin = 'PURCHASED' | 'LEGACY' | 'GOODWILL';
