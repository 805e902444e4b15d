import { text } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, requiredRef } from './columns';
import { children } from './family';

/**
 * A child's registration for an offer (rsvps for a training, camp_rsvps for a camp), after the column naming the
 * offer: the child, when and by whom it was made and cancelled (active while cancelled_at is null), and until when
 * cancelling costs nothing.
 */
export const registrationColumns = () => ({
  childId: requiredRef(() => children.id),
  createdAt: createdAt(),
  cancelledAt: instant(),
  /** Who cancelled (a parent or an admin); null while active or when the account is gone. */
  cancelledBy: text().references(() => profiles.id, { onDelete: 'set null' }),
  createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
  /** Set when the registration came from the waitlist: cancelling before it costs nothing (issue 16). */
  freeCancellationUntil: instant(),
});
