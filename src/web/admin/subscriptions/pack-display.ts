import { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } from '@domain/constants';
import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { packStatusLabels, paymentMethodLabels } from '@domain/messages/payments';
import { chfInputValue, formatChf, tryChfToCents } from '@domain/money';
import { canChangePackStatus } from '@domain/payments/credit-packs-admin';
import type {
  AdminPack,
  AdminPackOrder,
  PackGrant,
  PackGrantMethod,
} from '@domain/payments/credit-packs-admin-api';
import { formatDate } from '@domain/time';
import type { BadgeTone } from '../../ui';

// What the "Abos" screen shows of a pack and what it sends for a grant: the labels from the domain's rules, the
// actions only where the state machine allows them.

interface PackBadge {
  label: string;
  tone: BadgeTone;
}

/** Status first, then Legacy and low credit (each only when the domain's rule says so). */
export function packBadges(pack: AdminPack): PackBadge[] {
  const badges: PackBadge[] = [];
  if (pack.status === 'CANCELLED') badges.push({ label: packStatusLabels.CANCELLED, tone: 'red' });
  else if (pack.status === 'EXPIRED' || pack.pastExpiry)
    badges.push({ label: packStatusLabels.EXPIRED, tone: 'neutral' });
  else badges.push({ label: packStatusLabels.ACTIVE, tone: 'green' });
  if (pack.legacy) badges.push({ label: m.legacy, tone: 'info' });
  if (pack.status === 'ACTIVE' && pack.lowCredit) badges.push({ label: m.lowCredit, tone: 'yellow' });
  return badges;
}

/** Expire and cancel are offered for an ACTIVE pack only. */
export const canExpireOrCancel = (pack: AdminPack) => canChangePackStatus(pack.status);

export const packExpiryText = (pack: AdminPack) =>
  pack.expiresAt ? formatDate(new Date(pack.expiresAt)) : m.neverExpires;

export const packPaidText = (pack: AdminPack) =>
  [formatChf(pack.priceCentsPaid), pack.paymentMethod ? paymentMethodLabels[pack.paymentMethod] : '']
    .filter(Boolean)
    .join(' · ');

export interface GrantForm {
  /** One per opening of the form: sending it twice makes one pack. */
  grantKey: string;
  parentId: string | null;
  method: PackGrantMethod;
  price: string;
  credits: string;
  /** The parent's shop order of "Abo 10+1" this grant fulfils, if any. */
  shopOrderId: string | null;
}

export const grantFormDefaults = (): GrantForm => ({
  grantKey: crypto.randomUUID(),
  parentId: null,
  method: 'CASH',
  price: chfInputValue(CREDIT_PACK_PRICE_CENTS),
  credits: String(CREDIT_PACK_CREDITS),
  shopOrderId: null,
});

/** The form for an order: its parent, its packs' credits and what they cost. */
export function grantFormForOrder(form: GrantForm, order: AdminPackOrder): GrantForm {
  return {
    ...form,
    parentId: order.parentId,
    shopOrderId: order.orderId,
    price: chfInputValue(order.priceCents),
    credits: String(order.quantity * CREDIT_PACK_CREDITS),
  };
}

/** The grant as the API takes it, or the first problem in words. */
export function grantFromForm(form: GrantForm): { grant: PackGrant } | { error: string } {
  if (!form.parentId) return { error: m.grantChooseParent };
  const priceCents = tryChfToCents(form.price);
  if (priceCents === null || priceCents <= 0 || priceCents > 1_000_000) return { error: m.grantInvalidPrice };
  const credits = Number(form.credits);
  if (!Number.isInteger(credits) || credits < 1 || credits > 100) return { error: m.grantInvalidCredits };
  return {
    grant: {
      grantKey: form.grantKey,
      parentId: form.parentId,
      method: form.method,
      priceCents,
      credits,
      ...(form.shopOrderId ? { shopOrderId: form.shopOrderId } : {}),
    },
  };
}
