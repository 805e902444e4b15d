// The contract of family prices (decision 053): the admin's sibling discount rules (/api/admin/sibling-discounts) and
// the parent's price before confirming a sign-up (/api/camps/:campId/price-quote, /api/trainings/:sessionId/
// price-quote). Money in cents, days as 'YYYY-MM-DD'.
import { z } from 'zod';
import { registrationRequestSchema } from '../bookings/contracts';
import { familyPriceMessages as m } from '../messages/family-prices';
import { isDateOnly } from '../time/calendar-date';
import { SIBLING_DISCOUNT_MAX_PERCENT } from './family-prices';

/** The kinds an admin can give a rule: camps, and trainings paid with money (a credit stays one training, 053). */
export const SIBLING_DISCOUNT_KINDS = ['camp', 'training'] as const;

const percent = z.coerce
  .number({ message: m.invalidPercent })
  .int({ message: m.invalidPercent })
  .min(0, { message: m.invalidPercent })
  .max(SIBLING_DISCOUNT_MAX_PERCENT, { message: m.invalidPercent });

/** `PUT /admin/sibling-discounts`: the rule from `validFrom` on; a rule of the same kind and day is replaced. */
export const siblingDiscountRuleSchema = z.object({
  offerKind: z.enum(SIBLING_DISCOUNT_KINDS),
  validFrom: z.string().trim().refine(isDateOnly, { message: m.invalidDate }),
  secondChildPercent: percent,
  thirdChildPercent: percent,
});
export type SiblingDiscountRuleInput = z.output<typeof siblingDiscountRuleSchema>;

interface AdminSiblingDiscountRule extends SiblingDiscountRuleInput {
  id: string;
  /** The rule bookings are priced with today. */
  current: boolean;
}

/** Latest valid-from first. */
export interface AdminSiblingDiscountRules {
  rules: AdminSiblingDiscountRule[];
}

/** `POST /camps/:campId/price-quote` (and a training's): the children the parent has ticked, as the sign-up will send them. */
export const priceQuoteRequestSchema = registrationRequestSchema.pick({ childIds: true });

interface PriceQuoteLine {
  childId: string;
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
  /** "Geschwisterrabatt 2. Kind –10 %"; null without a discount. */
  reason: string | null;
}

export interface PriceQuote {
  lines: PriceQuoteLine[];
  totalCents: number;
}
