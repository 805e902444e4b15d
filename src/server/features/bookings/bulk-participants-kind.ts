import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BulkRemovalFigures } from '../../../domain/messages/admin-bulk-participants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from './actor';
import type { SeatOffer } from './offer-seats';
import type { WaitlistLedger } from './waitlist-ledger';

/** What one cancellation cost, in the figures a removal's summary adds up. */
export type RemovalFigures = Omit<BulkRemovalFigures, 'count'>;

/**
 * What moving and removing participants in bulk needs of a kind of offer beyond its seats and waitlist
 * (trainings/training-bulk.ts, camps/camp-bulk.ts): its cancellation, how an unpaid payment is released, and which
 * offers are of the same kind.
 */
export interface BulkParticipantsKind<Offer extends SeatOffer> {
  waitlist: WaitlistLedger<Offer>;
  /**
   * Where the capacity view's rows may be a move's target besides being live: a training of the same type as
   * `offerId` that has not started, a camp whose first day has not passed.
   */
  targetCondition(offerId: string, now: Date): SQL;
  /** The targets' order in the picker: by start. */
  targetOrder: SQL | AnyPgColumn;
  /** The parents' cancellation acting as admin, inside the caller's transaction (refund rule, mails). */
  cancelIn(ctx: AppContext, tx: Tx, actor: Actor, offerId: string, childId: string): Promise<RemovalFigures>;
  /** Deletes an unpaid payment (decision 007); answers its payment link, for the caller to retire. */
  releaseOpen(tx: Tx, paymentId: string): Promise<string | null>;
  /** After a child left the offer, in the same transaction (camps: the siblings repriced, decision 053). */
  afterLeave?(tx: Tx, offer: Offer, childId: string, now: Date): Promise<unknown>;
  /** After the transaction, committed or not (trainings: the shared list read afresh). */
  afterwards?(ctx: AppContext): void;
}
