import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import { formatChf } from '@domain/money';
import { personName } from '@domain/people/person-name';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { Users } from 'lucide-react';
import { Badge, Button, Card, SeatBadge } from '../../ui';
import { DeleteButton, EditButton } from '../row-actions';
import { trainingDay, trainingTimes } from './training-format';

interface Props {
  trainings: AdminTraining[];
  label: string;
  onEdit: (training: AdminTraining) => void;
  onDelete: (training: AdminTraining) => void;
  onParticipants: (training: AdminTraining) => void;
}

const trainerNames = (training: AdminTraining) =>
  training.trainers.length ? training.trainers.map(personName).join(', ') : m.noTrainers;

function Actions({
  training,
  onEdit,
  onDelete,
  onParticipants,
  compact = false,
}: { training: AdminTraining; compact?: boolean } & Omit<Props, 'trainings' | 'label'>) {
  const name = `${training.title}, ${trainingDay(training)}`;
  return (
    <div className={compact ? 'flex gap-2' : 'flex flex-wrap gap-2'}>
      <Button
        size="sm"
        icon={<Users aria-hidden="true" className="size-4" />}
        aria-label={`${m.participants}: ${name}`}
        onClick={() => onParticipants(training)}
      >
        {m.participants}
      </Button>
      <EditButton
        label={`${m.edit}: ${name}`}
        text={m.edit}
        compact={compact}
        onClick={() => onEdit(training)}
      />
      <DeleteButton
        label={`${m.delete}: ${name}`}
        text={m.delete}
        compact={compact}
        onClick={() => onDelete(training)}
      />
    </div>
  );
}

/** A table from 1024 px, cards below. */
export function TrainingsTable({ trainings, label, ...actions }: Props) {
  const cell = 'border-b border-stone-100 px-4 py-3';
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-stone-200 bg-white text-left lg:table">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            {[m.date, m.title, m.location, m.trainers, m.registrations, m.priceLabel, m.actions].map((h) => (
              <th key={h} scope="col" className="border-b border-stone-200 px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
                <Actions training={training} compact {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
