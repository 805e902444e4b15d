import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminSiblingDiscountRules,
  type PriceQuote,
  priceQuoteRequestSchema,
  siblingDiscountRuleSchema,
} from './family-prices-api';

// Family prices (decision 053; family-prices-api.ts says what each answers).

/** The back office's card under Camps (for camps and trainings). */
export const adminSiblingDiscountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/sibling-discounts',
    response: typedAnswer<AdminSiblingDiscountRules>(),
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/admin/sibling-discounts',
    request: siblingDiscountRuleSchema,
    response: typedAnswer<AdminSiblingDiscountRules>(),
  }),
};

/** The sign-up dialog's price before confirming: what the booking would charge each ticked child now. */
export const priceQuoteEndpoints = {
  campQuote: defineEndpoint({
    method: 'POST',
    path: '/camps/:campId/price-quote',
    request: priceQuoteRequestSchema,
    response: typedAnswer<PriceQuote>(),
  }),
  trainingQuote: defineEndpoint({
    method: 'POST',
    path: '/trainings/:sessionId/price-quote',
    request: priceQuoteRequestSchema,
    response: typedAnswer<PriceQuote>(),
  }),
};
