import type {
  ChildRegistration,
  FamilyChild,
  ScheduleTraining,
  WaitlistPlace,
} from '../../../domain/bookings/contracts';
import { isTrainingOpen } from '../../../domain/bookings/training-open';

// The trainings page's JSON without serialising the shared list on every request: each training is serialised once
// per read of the shared list, and a request splices in its family's part (open, registrations, waitlist). The text
// is exactly JSON.stringify of the TrainingsResponse listFamilyTrainings builds (tests compare them): the same keys
// in the same order, the family's fields after the training's own.

export interface SerialisedTraining {
  startsAt: Date;
  /** The training's JSON object without its closing brace. */
  head: string;
  id: string;
}

export function preserialiseTrainings(list: readonly ScheduleTraining[]): SerialisedTraining[] {
  return list.map((training) => ({
    id: training.id,
    startsAt: new Date(training.startsAt),
    head: JSON.stringify(training).slice(0, -1),
  }));
}

export interface FamilyPart {
  children: FamilyChild[];
  registrations: ReadonlyMap<string, ChildRegistration[]>;
  /** Only the upcoming trainings' places (a past training shows none). */
  waitlist: ReadonlyMap<string, WaitlistPlace[]>;
}

/** The text of a `TrainingsResponse` for one family. */
export function trainingsResponseJson(
  shared: { upcoming: readonly SerialisedTraining[]; past: readonly SerialisedTraining[] },
  family: FamilyPart,
  now: Date,
): string {
  const noPlaces = new Map<string, WaitlistPlace[]>();
  return `{"children":${JSON.stringify(family.children)},"upcoming":${listJson(shared.upcoming, family, family.waitlist, now)},"past":${listJson(shared.past, family, noPlaces, now)}}`;
}

function listJson(
  list: readonly SerialisedTraining[],
  family: FamilyPart,
  waitlist: ReadonlyMap<string, WaitlistPlace[]>,
  now: Date,
): string {
  let text = '[';
  for (let i = 0; i < list.length; i++) {
    const training = list[i] as SerialisedTraining;
    if (i > 0) text += ',';
    text += `${training.head},"open":${isTrainingOpen(training.startsAt, now)},"registrations":${arrayJson(family.registrations.get(training.id))},"waitlist":${arrayJson(waitlist.get(training.id))}}`;
  }
  return `${text}]`;
}

/** Most trainings have neither registrations nor places of this family. */
function arrayJson(list: readonly unknown[] | undefined): string {
  return list && list.length > 0 ? JSON.stringify(list) : '[]';
}
