import {
  JS_COURSE_MAX_DAYS,
  type JsCoursePreview,
  type JsCourseQuery,
  type JsCourseTraining,
} from '../../../domain/attendance/attendance-api';
import type { JsColumn, JsMarks } from '../../../domain/attendance/js-export';
import { daysBetween, formatDate, formatTime, zurichDateTimeOf } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { absencesByRegistration } from '../trainings/absence-queries';
import { type ConfirmedParticipant, selectConfirmedParticipants, selectMarks } from './attendance-queries';
import { selectCourseTrainings } from './course-queries';

// A J+S course of trainings (issue 18): the trainings of one type or trainer in a date range, one column each, and
// every child confirmed for at least one of them.

interface JsCourse {
  trainings: JsCourseTraining[];
  participants: ConfirmedParticipant[];
  columns: JsColumn[];
  marks: JsMarks;
}

/** Column labels: the training's date, with its time where two trainings of the course share a date. */
function columnsOf(trainings: readonly JsCourseTraining[]): JsColumn[] {
  const dates = trainings.map((t) => zurichDateTimeOf(t.startsAt).date);
  return trainings.map((t, i) => {
    const shared = dates.filter((d) => d === dates[i]).length > 1;
    const label = formatDate(new Date(t.startsAt));
    return { key: t.id, label: shared ? `${label} ${formatTime(t.startsAt)}` : label };
  });
}

export async function readJsCourse(db: DbOrTx, query: JsCourseQuery): Promise<JsCourse> {
  if (daysBetween(query.from, query.to) > JS_COURSE_MAX_DAYS) throw new AppError('JS_COURSE_TOO_LONG', 400);
  const trainings = await selectCourseTrainings(db, query);
  const ids = trainings.map((t) => t.id);
  const registrations = await selectConfirmedParticipants(db, 'training', ids);
  const marks = await selectMarks(db, 'training', ids);
  const statusOf = new Map(marks.map((m) => [m.registrationId, m.status]));
  // A reported absence without a mark is an absence (issue 29); the file has no "excused" of its own.
  const absences = await absencesByRegistration(db, 'training', ids);
  const participants = new Map<string, ConfirmedParticipant>();
  const byChild: JsMarks = new Map();
  for (const { offerId, ...registration } of registrations) {
    if (!participants.has(registration.childId)) participants.set(registration.childId, registration);
    const own = byChild.get(registration.childId) ?? new Map();
    // One mark per training's registration (its single day).
    own.set(
      offerId,
      statusOf.get(registration.registrationId) ??
        (absences.has(registration.registrationId) ? 'absent' : null),
    );
    byChild.set(registration.childId, own);
  }
  return {
    trainings,
    participants: [...participants.values()],
    columns: columnsOf(trainings),
    marks: byChild,
  };
}

export async function previewJsCourse(db: DbOrTx, query: JsCourseQuery): Promise<JsCoursePreview> {
  const course = await readJsCourse(db, query);
  return {
    trainings: course.trainings,
    participants: course.participants.map(({ childId, firstName, lastName, hasAhv }) => ({
      childId,
      firstName,
      lastName,
      hasAhv,
    })),
  };
}
