import type { AdminParentsFilter } from '@domain/bulk/admin-bulk-endpoints';
import { adminMessages } from '@domain/messages/admin';
import { adminParentsMessages as m } from '@domain/messages/admin-people';
import { messageLogMessages } from '@domain/messages/message-log';
import type { AdminParent } from '@domain/parents/admin-parents-api';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { Mail } from 'lucide-react';
import { Card } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { SelectPageBox, SelectRowBox, SelectRowCell } from '../bulk/select-boxes';
import type { Selection } from '../bulk/use-selection';
import { CopyButton } from '../copy-button';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { parentName, partnerText } from './parent-name';

interface Props {
  items: AdminParent[];
  onEdit: (parent: AdminParent) => void;
  onDelete: (parent: AdminParent) => void;
  /** Opens the parent's message log (decision 051). */
  onMessages: (parent: AdminParent) => void;
  /** The list's selection for bulk actions. */
  selection?: Selection<AdminParentsFilter, string> | undefined;
}

function Actions({
  parent,
  onEdit,
  onDelete,
  onMessages,
}: { parent: AdminParent } & Omit<Props, 'items' | 'selection'>) {
  return (
    <RowActions
      name={parentName(parent)}
      actions={[
        editAction(m.edit, () => onEdit(parent)),
        { label: messageLogMessages.open, icon: Mail, onSelect: () => onMessages(parent) },
        deleteAction(m.delete, () => onDelete(parent)),
      ]}
    />
  );
}

const childNames = (parent: AdminParent) =>
  parent.children.length ? parent.children.map((c) => personName(c)).join(', ') : m.noChildren;

function CopyEmail({ parent }: { parent: AdminParent }) {
  return (
    <CopyButton
      value={parent.email}
      text={m.copyEmail}
      label={m.copyEmailOf(parentName(parent))}
      copied={adminMessages.emailCopied}
      failed={adminMessages.copyEmailFailed}
    />
  );
}

function Name({ parent }: { parent: AdminParent }) {
  const name = personName(parent);
  return name || <span className="font-normal text-stone-600 italic">{m.noName}</span>;
}

/** A table from 1024 px, cards below: the same parents and actions. */
export function ParentsTable({ items, selection, ...actions }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={m.listLabel}
        columns={[m.name, m.email, m.mobile, m.children, m.partner, m.actions]}
        cardsBelow
        selectBox={selection && <SelectPageBox selection={selection} />}
      >
        {items.map((parent) => (
          <tr key={parent.id} className="align-top">
            {selection && (
              <SelectRowCell
                className={cell}
                selection={selection}
                id={parent.id}
                name={parentName(parent)}
              />
            )}
            <th scope="row" className={`${cell} font-semibold text-stone-900`}>
              <Name parent={parent} />
              <p className="text-sm font-normal text-stone-600">
                {m.registeredAt(formatDate(new Date(parent.createdAt)))}
              </p>
            </th>
            <td className={`${cell} break-all text-stone-700`}>
              {parent.email}
              <div className="mt-1">
                <CopyEmail parent={parent} />
              </div>
            </td>
            <td className={`${cell} whitespace-nowrap text-stone-700`}>{parent.mobile ?? m.noValue}</td>
            <td className={`${cell} text-stone-700`}>{childNames(parent)}</td>
            <td className={`${cell} text-stone-700`}>{partnerText(parent.partner)}</td>
            <td className={cell}>
              <Actions parent={parent} {...actions} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label={m.listLabel} className="flex flex-col gap-3 lg:hidden">
        {items.map((parent) => (
          <li key={parent.id} aria-label={parentName(parent)}>
            <Card>
              {selection && (
                <div className="float-right">
                  <SelectRowBox selection={selection} id={parent.id} name={parentName(parent)} />
                </div>
              )}
              <p className="font-semibold text-stone-900">
                <Name parent={parent} />
              </p>
              <p className="text-sm break-all text-stone-700">{parent.email}</p>
              <CopyEmail parent={parent} />
              {parent.mobile && <p className="text-sm text-stone-700">{parent.mobile}</p>}
              <p className="mt-2 text-sm text-stone-700">
                {m.children}: {childNames(parent)}
              </p>
              <p className="text-sm text-stone-700">
                {m.partner}: {partnerText(parent.partner)}
              </p>
              <div className="mt-3">
                <Actions parent={parent} {...actions} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
