import { adminBulkCsvMessages as csvText } from '../../../domain/messages/admin-bulk';
import { personName } from '../../../domain/people/person-name';
import { formatDate } from '../../../domain/time';
import { excelCsv } from '../../http/excel-csv';
import { bulkMessage, parentsByIds } from '../bulk/message-parents';
import { bulkExport, selectionFinder } from '../bulk/run-bulk-action';
import { toAdminParents } from './admin-parent-view';
import { selectSelectedParents } from './admin-queries';

// The parents list's bulk actions (decision 056): a message to the selected parents (each once) and the CSV of
// exactly the selection. An admin's profile is never selected: its id is as unknown as a missing one.

const selectedParents = selectionFinder(selectSelectedParents);

export const messageSelectedParents = bulkMessage({
  selected: selectedParents,
  parentsOf: (tx, rows) =>
    parentsByIds(
      tx,
      rows.map((parent) => parent.id),
    ),
});

export const exportSelectedParents = bulkExport({
  action: 'parent.bulk_export',
  list: 'eltern',
  selected: selectedParents,
  csv: async (tx, rows) => {
    const listed = await toAdminParents(tx, rows);
    return excelCsv([
      [...csvText.parentsHeader],
      ...listed.map((parent) => [
        parent.firstName ?? '',
        parent.lastName ?? '',
        parent.email,
        parent.mobile ?? '',
        parent.children.map((child) => personName(child)).join(', '),
        parent.partner?.status === 'linked' ? `${parent.partner.name} <${parent.partner.email}>` : '',
        formatDate(new Date(parent.createdAt)),
      ]),
    ]);
  },
});
