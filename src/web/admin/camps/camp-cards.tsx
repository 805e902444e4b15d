import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { offerMessages } from '@domain/messages/booking-screens';
import { adminOfferTrainersMessages } from '@domain/messages/trainer';
import { formatChf } from '@domain/money';
import { formatDateRange } from '@domain/time';
import { MapPin, UserRound, Users } from 'lucide-react';
import { campTimes } from '../../lib/camp-times';
import { Badge, Card, SeatBadge } from '../../ui';
import { deleteAction, editAction, RowActions } from '../row-actions';

// The camp card list (admin-back-office.md section 2, "Camps"): name, days, location, the badges (powered by, time
// range, capacity, registrations, free places, price), the flyer, and Participants / Edit / Delete. Two columns from
// 1024 px, one below.

interface Props {
  camps: AdminCamp[];
  label: string;
  onEdit: (camp: AdminCamp) => void;
  onDelete: (camp: AdminCamp) => void;
  onParticipants: (camp: AdminCamp) => void;
  onTrainers: (camp: AdminCamp) => void;
}

const days = (camp: AdminCamp) => formatDateRange(camp.startDate, camp.endDate);

function CampBadges({ camp }: { camp: AdminCamp }) {
  const times = campTimes(camp);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {camp.poweredBy && <Badge tone="info">{offerMessages.poweredBy(camp.poweredBy)}</Badge>}
      {times && <Badge>{times}</Badge>}
      <Badge>{m.capacityBadge(camp.capacity)}</Badge>
      <Badge>{m.registrationsBadge(camp.registeredCount)}</Badge>
      <SeatBadge seatsLeft={camp.seatsLeft} kind="camp" />
      <Badge>{formatChf(camp.priceCents)}</Badge>
    </div>
  );
}

function Flyer({ camp }: { camp: AdminCamp }) {
  if (!camp.flyerUrl) return <p className="text-sm text-stone-600">{m.noFlyer}</p>;
  return (
    <a
      href={camp.flyerUrl}
      target="_blank"
      rel="noreferrer"
      aria-label={`${m.flyerLink}: ${camp.name}`}
      className="group flex shrink-0 flex-col items-center gap-1 text-sm font-medium text-brand-800 underline"
    >
      <img
        src={camp.flyerUrl}
        alt=""
        loading="lazy"
        className="h-24 w-[4.25rem] rounded-md border border-stone-200 object-cover group-hover:opacity-90"
      />
      <span>{m.flyerLink}</span>
    </a>
  );
}

export function CampCards({ camps, label, onEdit, onDelete, onParticipants, onTrainers }: Props) {
  return (
    <ul aria-label={label} className="grid gap-4 lg:grid-cols-2">
      {camps.map((camp) => {
        const name = `${camp.name}, ${days(camp)}`;
        return (
          <li key={camp.id} aria-label={name}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-4">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-stone-900">{camp.name}</h2>
                  <p className="text-base text-stone-700">{days(camp)}</p>
                  <p className="flex items-center gap-1.5 text-sm text-stone-600">
                    <MapPin aria-hidden="true" className="size-4" />
                    {camp.location}
                  </p>
                </div>
                <Flyer camp={camp} />
              </div>
              <CampBadges camp={camp} />
              {camp.description && (
                <p className="mt-3 line-clamp-2 text-sm text-stone-700">{camp.description}</p>
              )}
              <div className="mt-4 flex justify-end">
                <RowActions
                  name={name}
                  actions={[
                    { label: m.participants, icon: Users, onSelect: () => onParticipants(camp) },
                    {
                      label: adminOfferTrainersMessages.action,
                      icon: UserRound,
                      onSelect: () => onTrainers(camp),
                    },
                    editAction(m.edit, () => onEdit(camp)),
                    deleteAction(m.delete, () => onDelete(camp)),
                  ]}
                />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
