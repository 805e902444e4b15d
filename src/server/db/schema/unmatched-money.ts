import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PAYABLE_KINDS } from '../../../domain/payments/payments-api';
import { profiles } from './auth';
import { instant, oneOf } from './columns';
import { stripeEvents } from './stripe';

const UNMATCHED_RESOLUTIONS = ['ASSIGNED', 'REFUNDED'] as const;

/**
 * What an admin did with money that matched no payment (a stripe_events row with outcome 'unmatched'): assigned
 * to an open payment, or refunded through Stripe. One row per event, so money is resolved once; the event row
 * itself is never changed or dropped.
 */
export const unmatchedResolutions = pgTable(
  'unmatched_resolutions',
  {
    stripeEventId: text()
      .primaryKey()
      .references(() => stripeEvents.id, { onDelete: 'restrict' }),
    resolution: text({ enum: UNMATCHED_RESOLUTIONS }).notNull(),
    paymentKind: text({ enum: PAYABLE_KINDS }),
    paymentId: uuid(),
    stripeRefundId: text(),
    resolvedBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    resolvedAt: instant().notNull(),
  },
  (t) => [
    oneOf('unmatched_resolutions_resolution_check', t.resolution, UNMATCHED_RESOLUTIONS),
    oneOf('unmatched_resolutions_payment_kind_check', t.paymentKind, PAYABLE_KINDS),
  ],
);
