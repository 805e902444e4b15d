import { adminMessages } from '@domain/messages/admin';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { Badge, Card } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { AhvRevealButton } from '../ahv-reveal-button';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { revealTrainerAhv } from './trainers-queries';

interface Props {
  trainers: AdminTrainer[];
  onEdit: (trainer: AdminTrainer) => void;
  onDelete: (trainer: AdminTrainer) => void;
}

function Actions({ trainer, onEdit, onDelete }: { trainer: AdminTrainer } & Omit<Props, 'trainers'>) {
  return (
    <RowActions
      name={personName(trainer)}
      actions={[editAction(m.edit, () => onEdit(trainer)), deleteAction(m.delete, () => onDelete(trainer))]}
    />
  );
}

const failures = { fetch: adminMessages.trainerAhvFetchFailed, copy: adminMessages.trainerAhvCopyFailed };

const status = (trainer: AdminTrainer) =>
  trainer.active ? <Badge tone="green">{m.statusActive}</Badge> : <Badge>{m.statusInactive}</Badge>;

/** A table from 1024 px, cards below: the same rows and actions. */
export function TrainersTable({ trainers, onEdit, onDelete }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={m.listLabel}
        columns={[m.name, m.dateOfBirth, m.ahv, m.status, m.actions]}
        cardsBelow
      >
        {trainers.map((trainer) => (
          <tr key={trainer.id} className="align-top">
            <th scope="row" className={`${cell} font-semibold text-stone-900`}>
              {personName(trainer)}
            </th>
            <td className={`${cell} text-stone-700`}>
              {trainer.dateOfBirth ? formatDate(trainer.dateOfBirth) : ''}
            </td>
            <td className={cell}>
              <AhvRevealButton
                name={personName(trainer)}
                last4={trainer.ahvLast4}
                reveal={() => revealTrainerAhv(trainer.id)}
                failures={failures}
              />
            </td>
            <td className={cell}>{status(trainer)}</td>
            <td className={cell}>
              <Actions trainer={trainer} onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label={m.listLabel} className="flex flex-col gap-3 lg:hidden">
        {trainers.map((trainer) => (
          <li key={trainer.id} aria-label={personName(trainer)}>
            <Card>
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-stone-900">{personName(trainer)}</p>
                {status(trainer)}
              </div>
              {trainer.dateOfBirth && (
                <p className="mt-1 text-sm text-stone-600">
                  {m.dateOfBirth}: {formatDate(trainer.dateOfBirth)}
                </p>
              )}
              <div className="mt-3">
                <AhvRevealButton
                  name={personName(trainer)}
                  last4={trainer.ahvLast4}
                  reveal={() => revealTrainerAhv(trainer.id)}
                  failures={failures}
                />
              </div>
              <div className="mt-3">
                <Actions trainer={trainer} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
