// A parent's absence report on a booked training ("Abwesend melden", issue 29, decision 050's amendment of
// 2026-11-29). Before the 20-hour cutoff it is the ordinary cancellation, with what that costs or gives back
// (training-cancellation.ts); from the cutoff until the start the seat stays booked and paid, and the registration
// records who reported when and why: the trainer sees "abgemeldet", attendance counts it as an excused absence.
import { type InstantInput, toInstant } from '../time/instant';
import { isCancellationOnTime } from './training-cancellation';

/** The reason is a short note for the trainer, not a letter. */
export const ABSENCE_REASON_MAX_LENGTH = 200;

/** A reported absence as parents, trainers and the back office see it. */
export interface ReportedAbsence {
  reportedAt: string;
  reason: string | null;
}

/** CANCELLATION: on time, the report cancels; ABSENCE: the seat stays, the absence is recorded; STARTED: refused. */
export type AbsenceReportKind = 'CANCELLATION' | 'ABSENCE' | 'STARTED';

export function classifyAbsenceReport(input: {
  startsAt: InstantInput;
  now: InstantInput;
  /** A registration from the waitlist may be cancelled free until then (issue 16), as the cancellation says. */
  freeUntil?: InstantInput | null;
}): AbsenceReportKind {
  if (toInstant(input.now).getTime() >= toInstant(input.startsAt).getTime()) return 'STARTED';
  return isCancellationOnTime(input) ? 'CANCELLATION' : 'ABSENCE';
}

/**
 * A training registration's marks as attendance counts them: a reported absence is an excused absence on the
 * training's day unless the day has a mark (the trainer's word on who came wins, the child may come after all). So
 * "Alle da" and "Alle anwesend", which mark only the unmarked, pass a reported child by.
 */
export function marksWithAbsence<Status extends string>(
  marks: Record<string, Status>,
  day: string,
  absence: ReportedAbsence | null | undefined,
): Record<string, Status | 'absent'> {
  return absence && !marks[day] ? { ...marks, [day]: 'absent' } : marks;
}

/** `{ absence }` when one was reported, else nothing: answers carry the field only when it is set. */
export function absenceField(absence: ReportedAbsence | null | undefined): { absence?: ReportedAbsence } {
  return absence ? { absence } : {};
}
