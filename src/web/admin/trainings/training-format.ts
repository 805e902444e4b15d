import { formatTime, formatWeekdayDate } from '@domain/time';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';

/** 'Samstag, 09.05.2026'. */
export const trainingDay = (training: Pick<AdminTraining, 'startsAt'>) =>
  formatWeekdayDate(new Date(training.startsAt));

/** '10:00–11:45' in Zurich time. */
export function trainingTimes(training: Pick<AdminTraining, 'startsAt' | 'endsAt'>): string {
  const start = formatTime(training.startsAt);
  return training.endsAt ? `${start}–${formatTime(training.endsAt)}` : start;
}
