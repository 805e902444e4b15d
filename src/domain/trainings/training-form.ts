import { z } from 'zod';
import { SESSION_TYPES, TRAINING_DEFAULTS } from '../constants';
import {
  chfPriceField,
  idField,
  optionalText,
  requiredDate,
  requiredText,
  requiredTime,
  timeToMinutes,
  wholeNumberField,
} from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { chfInputValue } from '../money';
import { type InstantInput, zurichDateTimeOf } from '../time';

// The admin's training form (admin-back-office.md section 5), shared by the admin screen and the admin routes.
// Date and times are Zurich wall-clock values; turning them into instants is the time module's job.

/** A weekly series: the same training on the same weekday and time for this many weeks at most. */
export const MAX_SERIES_WEEKS = 52;

const trainingFields = {
  title: requiredText(m.trainingRequired, 200),
  focus: optionalText(500),
  date: requiredDate(m.trainingRequired),
  startTime: requiredTime(m.trainingRequired),
  endTime: requiredTime(m.trainingRequired),
  /** Blank means the provider's usual pitch. */
  location: optionalText(200).transform((v) => v ?? TRAINING_DEFAULTS.location),
  type: z.enum(SESSION_TYPES, { error: m.invalidSessionType }),
  capacity: wholeNumberField(m.capacityInvalid, 10_000),
  priceChf: chfPriceField(m.priceInvalid, m.priceInvalid),
  trainerIds: z
    .array(idField())
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

function endAfterStart(v: { startTime: string; endTime: string }, ctx: z.RefinementCtx) {
  if ((timeToMinutes(v.endTime) ?? 0) <= (timeToMinutes(v.startTime) ?? 0)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.trainingEndBeforeStart });
  }
}

function toValues<T extends { priceChf: number }>({ priceChf, ...rest }: T) {
  return { ...rest, priceCents: priceChf };
}

/** Editing one training. */
export const trainingFormSchema = z.object(trainingFields).superRefine(endAfterStart).transform(toValues);
export type TrainingFormValues = z.output<typeof trainingFormSchema>;

/** Creating: the same fields, plus how many weekly trainings to create (1 = just this one). */
export const trainingCreateSchema = z
  .object({
    ...trainingFields,
    weeks: wholeNumberField(m.weeksInvalid(MAX_SERIES_WEEKS), MAX_SERIES_WEEKS)
      .refine((n) => n >= 1, { error: m.weeksInvalid(MAX_SERIES_WEEKS) })
      .default(1),
  })
  .superRefine(endAfterStart)
  .transform(toValues);
export type TrainingCreateValues = z.output<typeof trainingCreateSchema>;

/** What the form's inputs hold (text inputs, one select); the schemas above turn it into values. */
export interface TrainingFormFields {
  title: string;
  focus: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  type: string;
  capacity: string;
  priceChf: string;
  trainerIds: string[];
  weeks: string;
}

/** A new training starts from the spec's defaults (capacity 30, CHF 25.00, 10:00-11:45, Kunstrasen Rotkreuz, TIZ). */
export function newTrainingFields(date = ''): TrainingFormFields {
  return {
    title: '',
    focus: '',
    date,
    startTime: TRAINING_DEFAULTS.startTime,
    endTime: TRAINING_DEFAULTS.endTime,
    location: TRAINING_DEFAULTS.location,
    type: TRAINING_DEFAULTS.type,
    capacity: String(TRAINING_DEFAULTS.capacity),
    priceChf: chfInputValue(TRAINING_DEFAULTS.priceCents),
    trainerIds: [],
    weeks: '1',
  };
}

/** A stored training as the edit form shows it, in Zurich time. */
export function trainingFieldsOf(training: {
  title: string;
  focus: string | null;
  startsAt: InstantInput;
  endsAt: InstantInput | null;
  location: string;
  type: string;
  capacity: number;
  priceCents: number;
  trainers: { id: string }[];
}): TrainingFormFields {
  const start = zurichDateTimeOf(training.startsAt);
  const end = training.endsAt ? zurichDateTimeOf(training.endsAt).time : start.time;
  return {
    title: training.title,
    focus: training.focus ?? '',
    date: start.date,
    startTime: start.time.slice(0, 5),
    endTime: end.slice(0, 5),
    location: training.location,
    type: training.type,
    capacity: String(training.capacity),
    priceChf: chfInputValue(training.priceCents),
    trainerIds: training.trainers.map((t) => t.id),
    weeks: '1',
  };
}
