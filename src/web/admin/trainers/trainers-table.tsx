import { adminMessages } from '@domain/messages/admin';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { adminTrainerAccountMessages as accountText } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { Mail, Unlink } from 'lucide-react';
import { Badge, Card } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { AhvRevealButton } from '../ahv-reveal-button';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { revealTrainerAhv } from './trainers-queries';

interface Props {
  trainers: AdminTrainer[];
  onEdit: (trainer: AdminTrainer) => void;
  onDelete: (trainer: AdminTrainer) => void;
  /** The trainer area's account (issue 29): invite or link, and unlink. */
  onInvite: (trainer: AdminTrainer) => void;
  onUnlink: (trainer: AdminTrainer) => void;
}

function Actions({
  trainer,
  onEdit,
  onDelete,
  onInvite,
  onUnlink,
}: { trainer: AdminTrainer } & Omit<Props, 'trainers'>) {
  return (
    <RowActions
      name={personName(trainer)}
      actions={[
        editAction(m.edit, () => onEdit(trainer)),
        { label: accountText.invite, icon: Mail, onSelect: () => onInvite(trainer) },
        trainer.accountEmail !== null && {
          label: accountText.unlink,
          icon: Unlink,
          onSelect: () => onUnlink(trainer),
        },
        deleteAction(m.delete, () => onDelete(trainer)),
      ]}
    />
  );
}

/** The account the trainer signs in with, and since when it is invited. */
function Account({ trainer }: { trainer: AdminTrainer }) {
  if (!trainer.accountEmail) return <span className="text-sm text-stone-600">{accountText.noAccount}</span>;
  return (
    <span className="text-sm text-stone-700">
      {trainer.accountEmail}
      <br />
      {trainer.invitedAt ? accountText.invited(formatDate(new Date(trainer.invitedAt))) : accountText.linked}
    </span>
  );
}

const failures = { fetch: adminMessages.trainerAhvFetchFailed, copy: adminMessages.trainerAhvCopyFailed };

const status = (trainer: AdminTrainer) =>
  trainer.active ? <Badge tone="green">{m.statusActive}</Badge> : <Badge>{m.statusInactive}</Badge>;

/** A table from 1024 px, cards below: the same rows and actions. */
export function TrainersTable({ trainers, ...handlers }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={m.listLabel}
        columns={[m.name, m.dateOfBirth, m.ahv, accountText.account, m.status, m.actions]}
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
            <td className={cell}>
              <Account trainer={trainer} />
            </td>
            <td className={cell}>{status(trainer)}</td>
            <td className={cell}>
              <Actions trainer={trainer} {...handlers} />
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
              <p className="mt-1">
                <Account trainer={trainer} />
              </p>
              <div className="mt-3">
                <Actions trainer={trainer} {...handlers} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
