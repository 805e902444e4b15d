import { BULK_MAX_ROWS, type BulkActionResult, type BulkSelection } from '../../../domain/bulk/bulk-api';
import type { AdminChildrenFilter } from '../../../domain/children/admin-children-api';
import { adminBulkCsvMessages as csvText } from '../../../domain/messages/admin-bulk';
import { formatDate } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { excelCsv } from '../../http/excel-csv';
import { type BulkMessageRequest, parentsOfChildren, runBulkMessage } from '../bulk/message-parents';
import { exportBulkSelection, resolveSelection } from '../bulk/run-bulk-action';
import { toAdminChildren } from './admin-child-view';
import { selectSelectedChildren } from './admin-queries';

// The children list's bulk actions (decision 056): a message to the selected children's parents (each parent once,
// both parents of an accepted link) and the CSV of exactly the selection.

type Selection = BulkSelection<AdminChildrenFilter, string>;

/** One more than may be acted on, so a larger selection is refused rather than cut. */
const selectedChildren = (db: DbOrTx, selection: Selection) =>
  resolveSelection(
    selection,
    (ids) => selectSelectedChildren(db, { ids }, BULK_MAX_ROWS + 1),
    (filter) => selectSelectedChildren(db, { filter }, BULK_MAX_ROWS + 1),
  );

export function messageChildrensParents(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  actorId: string,
  request: BulkMessageRequest & { selection: Selection },
): Promise<BulkActionResult> {
  return runBulkMessage(
    ctx,
    actorId,
    request,
    (tx) => selectedChildren(tx, request.selection),
    (tx, rows) =>
      parentsOfChildren(
        tx,
        rows.map((child) => child.id),
      ),
  );
}

export function exportSelectedChildren(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actorId: string,
  selection: Selection,
): Promise<{ fileName: string; csv: string }> {
  return exportBulkSelection(ctx, {
    actorId,
    selection,
    action: 'child.bulk_export',
    list: 'kinder',
    find: async (tx) => (await selectedChildren(tx, selection)).rows,
    csv: async (tx, rows) => {
      const listed = await toAdminChildren(tx, rows);
      return excelCsv([
        [...csvText.childrenHeader],
        ...listed.map((child) => [
          child.firstName,
          child.lastName,
          formatDate(child.dateOfBirth),
          child.clubName ?? '',
          child.level ?? '',
          child.parent.name,
          child.parent.email,
          child.secondParent?.name ?? '',
          child.secondParent?.email ?? '',
        ]),
      ]);
    },
  });
}
