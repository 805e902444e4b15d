import type { BulkParticipantsSelection } from '../../../domain/bookings/bulk-participants';
import type { BulkActionResult } from '../../../domain/bulk/bulk-api';
import { adminBulkMessages } from '../../../domain/messages/admin-bulk';
import { bulkParticipantMessages as m } from '../../../domain/messages/admin-bulk-participants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import type { OfferTables } from './offer-tables';
import { activeChildIds } from './registration-queries';

// How a bulk move or removal of participants runs (decision 056): one transaction, all or none. A dry run is the
// same transaction rolled back, so its summary is exactly what the run would do, refusals included, and it changes
// nothing (the mails and jobs it queued go with the rollback: they are rows of the same transaction).

/** A selection the action cannot run on: the dry run's `refusal`, a run's 409 BULK_REFUSED with it as the reason. */
export class BulkRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BulkRefusal';
  }
}

class RolledBack extends Error {
  constructor(readonly result: BulkActionResult) {
    super('dry run rolled back');
  }
}

interface BulkOutcome {
  count: number;
  /** The summary before the change (false) or after it (true). */
  summary(done: boolean): string;
}

export interface BulkRun {
  dryRun: boolean;
  /** The count the admin confirmed in the dry run: another count changes nothing. */
  expectedCount?: number | undefined;
}

export async function runBulk(
  ctx: AppContext,
  run: BulkRun,
  work: (tx: Tx) => Promise<BulkOutcome>,
): Promise<BulkActionResult> {
  try {
    return await inRetriedTransaction(ctx.db, async (tx) => {
      const outcome = await work(tx);
      if (run.expectedCount !== undefined && run.expectedCount !== outcome.count) {
        throw new AppError('BULK_SELECTION_CHANGED', 409, { count: outcome.count });
      }
      const result = {
        dryRun: run.dryRun,
        count: outcome.count,
        summary: outcome.summary(!run.dryRun),
        refusal: null,
      };
      if (run.dryRun) throw new RolledBack(result);
      return result;
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.result;
    if (!(err instanceof BulkRefusal)) throw err;
    if (!run.dryRun) throw new AppError('BULK_REFUSED', 409, { reason: err.reason });
    return { dryRun: true, count: 0, summary: '', refusal: err.reason };
  }
}

/**
 * The chosen children, all of them registered in the offer now (read under the caller's lock of the offer), or all
 * the offer's participants when the selection is the panel's "all".
 */
export async function selectedParticipants(
  tx: Tx,
  t: OfferTables,
  offerId: string,
  selection: BulkParticipantsSelection,
): Promise<string[]> {
  const active = await activeChildIds(tx, t, offerId);
  if (!('ids' in selection)) {
    if (active.length === 0) throw new BulkRefusal(adminBulkMessages.emptySelection);
    return active;
  }
  const registered = new Set(active);
  const chosen = [...new Set(selection.ids)];
  const missing = chosen.filter((id) => !registered.has(id)).length;
  if (missing > 0) throw new BulkRefusal(m.notRegistered(missing));
  return chosen;
}
