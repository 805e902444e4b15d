// Prepaid credit packs ("Abos"): one credit pays one training unit.
import {
  CREDIT_PACK_CREDITS,
  CREDIT_PACK_LOW_SHARE,
  CREDIT_PACK_OFFER_BELOW_CREDITS,
  CREDIT_PACK_VALIDITY_MONTHS,
} from '../constants';
import { packOriginLabels, packStatusLabels } from '../messages/payments';
import { addMonths } from '../time/calendar-date';
import { type InstantInput, toInstant } from '../time/instant';
import { zurichDateTimeOf, zurichDateTimeToInstant } from '../time/zurich';
import type { PackOrigin, PackStatus } from './values';

export { PACK_STATUSES, type PackOrigin, type PackStatus } from './values';

export function packStatusLabel(status: PackStatus): string {
  return packStatusLabels[status];
}

export function classifyPack(pack: { totalCredits: number; priceCentsPaid: number }): PackOrigin {
  if (pack.priceCentsPaid > 0) return 'PURCHASED';
  return pack.totalCredits % CREDIT_PACK_CREDITS === 0 ? 'LEGACY' : 'GOODWILL';
}

export function packOriginLabel(origin: PackOrigin): string {
  return packOriginLabels[origin];
}

/** Warn at a quarter of the pack or less (a quarter is exact in binary floating point). */
export function isLowCredit(remaining: number, total: number): boolean {
  return total > 0 && remaining <= total * CREDIT_PACK_LOW_SHARE;
}

/** Offer a new pack when the parent's active packs together hold fewer than two credits. */
export function offerPackPurchase(totalRemainingActiveCredits: number): boolean {
  return totalRemainingActiveCredits < CREDIT_PACK_OFFER_BELOW_CREDITS;
}

interface PackForSettlement {
  status: PackStatus;
  creditsRemaining: number;
  /** null: never expires. A pack is expired from this instant on. */
  expiresAt: InstantInput | null;
  createdAt: InstantInput;
}

export function isPackUsable(pack: Omit<PackForSettlement, 'createdAt'>, now: InstantInput): boolean {
  if (pack.status !== 'ACTIVE' || pack.creditsRemaining <= 0) return false;
  return pack.expiresAt === null || toInstant(now).getTime() < toInstant(pack.expiresAt).getTime();
}

const expiryTime = (pack: PackForSettlement) =>
  pack.expiresAt === null ? Number.POSITIVE_INFINITY : toInstant(pack.expiresAt).getTime();

/** The pack a credit is taken from: the one that expires first (so no credit is lost), then the oldest. */
export function pickPackForSettlement<T extends PackForSettlement>(
  packs: readonly T[],
  now: InstantInput,
): T | undefined {
  return packs
    .filter((pack) => isPackUsable(pack, now))
    .sort(
      (a, b) =>
        expiryTime(a) - expiryTime(b) || toInstant(a.createdAt).getTime() - toInstant(b.createdAt).getTime(),
    )[0];
}

/**
 * When a pack bought at `createdAt` expires: the same Zurich wall-clock time `months` later (31 January + 1 month
 * = 28/29 February), so a summer-time purchase does not expire an hour early in winter.
 */
export function packExpiry(createdAt: InstantInput, months: number = CREDIT_PACK_VALIDITY_MONTHS): Date {
  const { date, time } = zurichDateTimeOf(createdAt);
  return zurichDateTimeToInstant(addMonths(date, months), time);
}
