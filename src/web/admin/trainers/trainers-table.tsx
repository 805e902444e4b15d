import { adminMessages } from '@domain/messages/admin';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { Badge, Card } from '../../ui';
import { AhvRevealButton } from '../ahv-reveal-button';
import { DeleteButton, EditButton } from '../row-actions';
import { revealTrainerAhv } from './trainers-queries';

interface Props {
  trainers: AdminTrainer[];
  onEdit: (trainer: AdminTrainer) => void;
  onDelete: (trainer: AdminTrainer) => void;
}

function Actions({
  trainer,
  onEdit,
  onDelete,
  compact = false,
}: { trainer: AdminTrainer; compact?: boolean } & Omit<Props, 'trainers'>) {
  const name = personName(trainer);
  return (
    <div className={compact ? 'flex gap-2' : 'flex flex-wrap gap-2'}>
      <EditButton
        label={`${m.edit}: ${name}`}
        text={m.edit}
        compact={compact}
        onClick={() => onEdit(trainer)}
      />
      <DeleteButton
        label={`${m.delete}: ${name}`}
        text={m.delete}
        compact={compact}
        onClick={() => onDelete(trainer)}
      />
    </div>
  );
}

const failures = { fetch: adminMessages.trainerAhvFetchFailed, copy: adminMessages.trainerAhvCopyFailed };

const status = (trainer: AdminTrainer) =>
  trainer.active ? <Badge tone="green">{m.statusActive}</Badge> : <Badge>{m.statusInactive}</Badge>;

/** A table from 1024 px, cards below: the same rows and actions. */
export function TrainersTable({ trainers, onEdit, onDelete }: Props) {
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-stone-200 bg-white text-left lg:table">
        <caption className="sr-only">{m.listLabel}</caption>
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            {[m.name, m.dateOfBirth, m.ahv, m.status, m.actions].map((h) => (
              <th key={h} scope="col" className="border-b border-stone-200 px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trainers.map((trainer) => (
            <tr key={trainer.id} className="align-top">
              <th scope="row" className="border-b border-stone-100 px-4 py-3 font-semibold text-stone-900">
                {personName(trainer)}
              </th>
              <td className="border-b border-stone-100 px-4 py-3 text-stone-700">
                {trainer.dateOfBirth ? formatDate(trainer.dateOfBirth) : ''}
              </td>
              <td className="border-b border-stone-100 px-4 py-3">
                <AhvRevealButton
                  name={personName(trainer)}
                  last4={trainer.ahvLast4}
                  reveal={() => revealTrainerAhv(trainer.id)}
                  failures={failures}
                />
              </td>
              <td className="border-b border-stone-100 px-4 py-3">{status(trainer)}</td>
              <td className="border-b border-stone-100 px-4 py-3">
                <Actions trainer={trainer} onEdit={onEdit} onDelete={onDelete} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
