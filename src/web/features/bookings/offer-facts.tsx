import type { ScheduleCamp, ScheduleTraining, TrainerName } from '@domain/bookings/contracts';
import { offerMessages } from '@domain/messages/offer-cards';
import { personName } from '@domain/people/person-name';
import { formatDateRange, formatTime, formatWeekdayDate } from '@domain/time';
import { CalendarDays, Clock, MapPin, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { campTimes } from '../../lib/camp-times';
import { SeatBadge } from '../../ui';

// What a training or camp card says about the offer itself, the same on the schedule, the parents' pages and the
// dashboard. Dates and times are Zurich wall-clock time.

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-base text-stone-700">
      <span aria-hidden="true" className="text-stone-500">
        {icon}
      </span>
      {children}
    </li>
  );
}

const iconClass = 'size-4';

function trainersLine(trainers: TrainerName[]): string | null {
  if (trainers.length === 0) return null;
  return offerMessages.trainers(trainers.map(personName).join(', '));
}

/** 'Samstag, 09.05.2026' and '10:00–11:45 Uhr'. */
function trainingDate(session: Pick<ScheduleTraining, 'startsAt' | 'endsAt'>) {
  const start = new Date(session.startsAt);
  const time = session.endsAt
    ? offerMessages.timeRange(formatTime(start), formatTime(session.endsAt))
    : offerMessages.time(formatTime(start));
  return { date: formatWeekdayDate(start), time };
}

/** 'TIZ Training, Samstag, 09.05.2026': names a training in dialogs and for screen readers. */
export function trainingName(session: Pick<ScheduleTraining, 'title' | 'startsAt' | 'endsAt'>): string {
  return `${session.title}, ${trainingDate(session).date}`;
}

/** 'TIZ · Technik': the type and the focus under the title. */
function trainingTag(session: Pick<ScheduleTraining, 'type' | 'focus'>): string {
  return [offerMessages.typeLabel[session.type], session.focus].filter(Boolean).join(' · ');
}

function TrainingFacts({ session }: { session: ScheduleTraining }) {
  const { date, time } = trainingDate(session);
  const trainers = trainersLine(session.trainers);
  return (
    <ul className="flex flex-col gap-1">
      <Fact icon={<CalendarDays className={iconClass} />}>{date}</Fact>
      <Fact icon={<Clock className={iconClass} />}>{time}</Fact>
      <Fact icon={<MapPin className={iconClass} />}>{session.location}</Fact>
      <Fact icon={<Wallet className={iconClass} />}>{offerMessages.perChild(session.priceCents)}</Fact>
      {trainers && <Fact icon={<Users className={iconClass} />}>{trainers}</Fact>}
    </ul>
  );
}

function CampFacts({ camp }: { camp: ScheduleCamp }) {
  const times = campTimes(camp);
  return (
    <ul className="flex flex-col gap-1">
      <Fact icon={<CalendarDays className={iconClass} />}>
        {formatDateRange(camp.startDate, camp.endDate)}
      </Fact>
      {times && <Fact icon={<Clock className={iconClass} />}>{times}</Fact>}
      <Fact icon={<MapPin className={iconClass} />}>{camp.location}</Fact>
      <Fact icon={<Wallet className={iconClass} />}>{offerMessages.perChild(camp.priceCents)}</Fact>
    </ul>
  );
}

/**
 * The card heading line: title, type and the seat badge. A closed offer (started, past) has no badge: its free
 * places are of no use to anyone, and the card says "Anmeldung geschlossen" instead.
 */
function OfferHeading({
  title,
  tag,
  seats,
}: {
  title: string;
  tag?: string | undefined;
  seats: { left: number; kind: 'session' | 'camp'; open: boolean };
}) {
  return (
    <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
        {tag && <p className="text-sm text-stone-600">{tag}</p>}
      </div>
      {seats.open && <SeatBadge seatsLeft={seats.left} kind={seats.kind} />}
    </div>
  );
}

/** A training's heading (title, type and focus, free places while open) and its facts. */
export function TrainingSummary({ session }: { session: ScheduleTraining & { open: boolean } }) {
  return (
    <>
      <OfferHeading
        title={session.title}
        tag={trainingTag(session)}
        seats={{ left: session.seatsLeft, kind: 'session', open: session.open }}
      />
      <TrainingFacts session={session} />
    </>
  );
}

/** A camp's heading (name, who powers it, free places while open), its facts and its description. */
export function CampSummary({ camp }: { camp: ScheduleCamp & { open: boolean } }) {
  return (
    <>
      <OfferHeading
        title={camp.name}
        tag={camp.poweredBy ? offerMessages.poweredBy(camp.poweredBy) : undefined}
        seats={{ left: camp.seatsLeft, kind: 'camp', open: camp.open }}
      />
      <CampFacts camp={camp} />
      {camp.description && <p className="mt-3 text-base text-stone-700">{camp.description}</p>}
    </>
  );
}
