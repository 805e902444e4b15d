import { adminBulkCsvMessages as csvText } from '../../../domain/messages/admin-bulk';
import { formatDate } from '../../../domain/time';
import { excelCsv } from '../../http/excel-csv';
import { bulkMessage, parentsOfChildren } from '../bulk/message-parents';
import { bulkExport, selectionFinder } from '../bulk/run-bulk-action';
import { toAdminChildren } from './admin-child-view';
import { selectSelectedChildren } from './admin-queries';

// The children list's bulk actions (decision 056): a message to the selected children's parents (each parent once,
// both parents of an accepted link) and the CSV of exactly the selection.

const selectedChildren = selectionFinder(selectSelectedChildren);

export const messageChildrensParents = bulkMessage({
  selected: selectedChildren,
  parentsOf: (tx, rows) =>
    parentsOfChildren(
      tx,
      rows.map((child) => child.id),
    ),
});

export const exportSelectedChildren = bulkExport({
  action: 'child.bulk_export',
  list: 'kinder',
  selected: selectedChildren,
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
