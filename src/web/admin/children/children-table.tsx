import type { AdminChild, AdminChildrenFilter } from '@domain/children/admin-children-api';
import { adminMessages } from '@domain/messages/admin';
import { adminChildrenMessages as m } from '@domain/messages/admin-people';
import { adminChildDataMessages as d } from '@domain/messages/child-data';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { Badge, Card } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { AhvRevealButton } from '../ahv-reveal-button';
import { SelectPageBox, SelectRowBox, SelectRowCell } from '../bulk/select-boxes';
import type { Selection } from '../bulk/use-selection';
import { CopyButton } from '../copy-button';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { revealChildAhv } from './children-queries';

interface Props {
  items: AdminChild[];
  onEdit: (child: AdminChild) => void;
  onDelete: (child: AdminChild) => void;
  /** The list's selection for bulk actions. */
  selection?: Selection<AdminChildrenFilter, string> | undefined;
}

// The spec names one copy error for children ('Fehler beim Kopieren der AHV-Nummer'): fetching is part of copying.
const failures = { fetch: adminMessages.copyAhvFailed, copy: adminMessages.copyAhvFailed };

function Actions({ child, onEdit, onDelete }: { child: AdminChild } & Omit<Props, 'items' | 'selection'>) {
  return (
    <RowActions
      name={personName(child)}
      actions={[editAction(m.edit, () => onEdit(child)), deleteAction(m.delete, () => onDelete(child))]}
    />
  );
}

const clubAndLevel = (child: AdminChild) =>
  [child.clubName, child.level].filter(Boolean).join(' · ') || m.noValue;

function Parents({ child }: { child: AdminChild }) {
  return (
    <>
      <p className="text-stone-900">{child.parent.name}</p>
      {child.secondParent && (
        <p className="text-sm text-stone-600">
          {m.secondParent}: {child.secondParent.name}
        </p>
      )}
    </>
  );
}

/** What the parents allowed and entered (decision 038): no photo consent, no news consent, health information. */
function ChildDataMarks({ child }: { child: AdminChild }) {
  const marks = [
    !child.photoConsentFamily && (
      <Badge key="photos" tone="yellow">
        {d.noPhotoConsent}
      </Badge>
    ),
    child.photoConsentFamily && !child.photoConsentNews && (
      <Badge key="news" tone="neutral">
        {d.noNewsConsent}
      </Badge>
    ),
    child.hasHealthInfo && (
      <Badge key="health" tone="neutral">
        {d.healthInfo}
      </Badge>
    ),
  ].filter(Boolean);
  return marks.length > 0 ? <div className="mt-1 flex flex-wrap gap-1 font-normal">{marks}</div> : null;
}

function CopyId({ child }: { child: AdminChild }) {
  return (
    <CopyButton
      value={child.id}
      text={m.copyId}
      label={m.copyIdOf(personName(child))}
      copied={adminMessages.idCopied}
      failed={adminMessages.copyIdFailed}
    />
  );
}

function Ahv({ child }: { child: AdminChild }) {
  return (
    <AhvRevealButton
      name={personName(child)}
      last4={child.ahvLast4}
      reveal={() => revealChildAhv(child.id)}
      failures={failures}
    />
  );
}

/** A table from 1024 px, cards below: the same children and actions. */
export function ChildrenTable({ items, onEdit, onDelete, selection }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={m.listLabel}
        columns={[m.name, m.dateOfBirth, m.clubAndLevel, m.parents, m.ahv, m.actions]}
        cardsBelow
        selectBox={selection && <SelectPageBox selection={selection} />}
      >
        {items.map((child) => (
          <tr key={child.id} className="align-top">
            {selection && (
              <SelectRowCell className={cell} selection={selection} id={child.id} name={personName(child)} />
            )}
            <th scope="row" className={`${cell} font-semibold text-stone-900`}>
              {personName(child)}
              <ChildDataMarks child={child} />
              <div className="mt-1 font-normal">
                <CopyId child={child} />
              </div>
            </th>
            <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatDate(child.dateOfBirth)}</td>
            <td className={`${cell} text-stone-700`}>{clubAndLevel(child)}</td>
            <td className={cell}>
              <Parents child={child} />
            </td>
            <td className={cell}>
              <Ahv child={child} />
            </td>
            <td className={cell}>
              <Actions child={child} onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label={m.listLabel} className="flex flex-col gap-3 lg:hidden">
        {items.map((child) => (
          <li key={child.id} aria-label={personName(child)}>
            <Card>
              <div className="flex items-start gap-3">
                {selection && <SelectRowBox selection={selection} id={child.id} name={personName(child)} />}
                <p className="font-semibold text-stone-900">{personName(child)}</p>
              </div>
              <ChildDataMarks child={child} />
              <p className="text-sm text-stone-600">
                {m.born(formatDate(child.dateOfBirth))} · {clubAndLevel(child)}
              </p>
              <div className="mt-2 text-sm">
                <Parents child={child} />
              </div>
              <div className="mt-3">
                <Ahv child={child} />
              </div>
              <div className="mt-2">
                <CopyId child={child} />
              </div>
              <div className="mt-3">
                <Actions child={child} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
