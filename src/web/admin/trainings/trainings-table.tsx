import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import { adminOfferTrainersMessages } from '@domain/messages/trainer';
import { formatChf } from '@domain/money';
import { personName } from '@domain/people/person-name';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { UserRound, Users } from 'lucide-react';
import { Badge, Card, SeatBadge } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { trainingDay, trainingTimes } from './training-format';

interface Props {
  trainings: AdminTraining[];
  label: string;
  onEdit: (training: AdminTraining) => void;
  onDelete: (training: AdminTraining) => void;
  onParticipants: (training: AdminTraining) => void;
  onTrainers: (training: AdminTraining) => void;
}

const trainerNames = (training: AdminTraining) =>
  training.trainers.length ? training.trainers.map(personName).join(', ') : m.noTrainers;

function Actions({
  training,
  onEdit,
  onDelete,
  onParticipants,
  onTrainers,
}: { training: AdminTraining } & Omit<Props, 'trainings' | 'label'>) {
  return (
    <RowActions
      name={`${training.title}, ${trainingDay(training)}`}
      actions={[
        { label: m.participants, icon: Users, onSelect: () => onParticipants(training) },
        { label: adminOfferTrainersMessages.action, icon: UserRound, onSelect: () => onTrainers(training) },
        editAction(m.edit, () => onEdit(training)),
        deleteAction(m.delete, () => onDelete(training)),
      ]}
    />
  );
}

/** A table from 1024 px, cards below. */
export function TrainingsTable({ trainings, label, ...actions }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={label}
        columns={[m.date, m.title, m.location, m.trainers, m.registrations, m.priceLabel, m.actions]}
        cardsBelow
      >
        {trainings.map((training) => (
          <tr key={training.id} className="align-top">
            <td className={cell}>
              <p className="font-medium whitespace-nowrap text-stone-900">{trainingDay(training)}</p>
              <p className="text-sm text-stone-600">{trainingTimes(training)}</p>
            </td>
            <th scope="row" className={`${cell} font-semibold text-stone-900`}>
              {training.title} <Badge tone="info">{training.type}</Badge>
              {training.focus && <p className="text-sm font-normal text-stone-600">{training.focus}</p>}
            </th>
            <td className={`${cell} text-stone-700`}>{training.location}</td>
            <td className={`${cell} text-stone-700`}>{trainerNames(training)}</td>
            <td className={cell}>
              <p className="text-stone-900">{m.registered(training.registeredCount, training.capacity)}</p>
              <SeatBadge seatsLeft={training.seatsLeft} kind="session" />
            </td>
            <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatChf(training.priceCents)}</td>
            <td className={cell}>
              <Actions training={training} {...actions} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
        {trainings.map((training) => (
          <li key={training.id} aria-label={`${training.title}, ${trainingDay(training)}`}>
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-stone-900">
                    {training.title} <Badge tone="info">{training.type}</Badge>
                  </p>
                  <p className="text-sm text-stone-700">
                    {trainingDay(training)}, {trainingTimes(training)}
                  </p>
                </div>
                <SeatBadge seatsLeft={training.seatsLeft} kind="session" />
              </div>
              <p className="mt-2 text-sm text-stone-600">
                {training.location} · {trainerNames(training)} · {formatChf(training.priceCents)} ·{' '}
                {m.registrations} {m.registered(training.registeredCount, training.capacity)}
              </p>
              <div className="mt-3">
                <Actions training={training} {...actions} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
