import { z } from 'zod';
import { ahvField, ahvUpdateField, validateAhvForStorage } from './ahv';
import { jerseySizeField } from './children/child-form';
import { SESSION_TYPES } from './constants';
import {
  idField,
  nameText,
  optionalDate,
  optionalEmail,
  optionalMobile,
  optionalNameText,
  optionalText,
  optionalTime,
  requiredDate,
  requiredText,
  requiredTime,
  TEXT_MAX,
  timeToMinutes,
  wholeNumberField,
} from './form-fields';
import { adminFormMessages as m } from './messages/forms';

// The admin back office forms (admin-back-office.md section 5), shared by the admin screens and the admin routes.

/** Stays inside a PostgreSQL integer column with room to spare: CHF 1'000'000. */
export const MAX_PRICE_CENTS = 100_000_000;

// Trainer: the spec asks only for the four digits we keep, not a full AHV number.
const trainerFields = {
  firstName: nameText(m.trainerRequired),
  lastName: nameText(m.trainerRequired),
  dateOfBirth: requiredDate(m.trainerRequired),
  active: z.boolean().default(true),
};
export const trainerFormSchema = z.object({
  ...trainerFields,
  ahv: ahvField(m.trainerRequired, validateAhvForStorage),
});
export const trainerUpdateSchema = z.object({
  ...trainerFields,
  ahv: ahvUpdateField(m.trainerRequired, validateAhvForStorage),
});
export type TrainerFormValues = z.output<typeof trainerFormSchema>;
export type TrainerUpdateValues = z.output<typeof trainerUpdateSchema>;

/** Training: date and wall-clock times in Europe/Zurich; turning them into instants is the time module's job. */
export const trainingFormSchema = z
  .object({
    title: requiredText(m.trainingRequired, 200),
    focus: optionalText(500),
    date: requiredDate(m.trainingRequired),
    startTime: requiredTime(m.trainingRequired),
    endTime: requiredTime(m.trainingRequired),
    location: optionalText(200),
    type: z.enum(SESSION_TYPES, { error: m.invalidSessionType }),
    capacity: wholeNumberField(m.capacityInvalid, 10_000),
    priceCents: wholeNumberField(m.priceInvalid, MAX_PRICE_CENTS),
    trainerIds: z
      .array(idField())
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    if (timeToMinutes(v.endTime)! <= timeToMinutes(v.startTime)!) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.trainingEndBeforeStart });
    }
  });
export type TrainingFormValues = z.output<typeof trainingFormSchema>;

/**
 * A price typed in CHF ("500", "45.50", "45,5", "1'250.00", or a number) as cents, rounded half up to the
 * nearest cent with decimal arithmetic (45.005 -> 4501, where binary floats would give 4500). Null if not a
 * non-negative amount.
 */
export function parseChfToCents(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/^CHF\s*/i, '')
    .replace(/[\s'’]/g, '')
    .replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

const priceChfField = z
  .union([z.string(), z.number()], { error: m.campCapacityPriceRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.campCapacityPriceRequired });
      return z.NEVER;
    }
    const cents = parseChfToCents(value);
    if (cents === null || cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: m.priceInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** Camp: price typed in CHF, stored as `priceCents`; a camp without end date lasts one day. */
export const campFormSchema = z
  .object({
    name: requiredText(m.campRequired, 200),
    location: requiredText(m.campRequired, 200),
    startDate: requiredDate(m.campRequired),
    endDate: optionalDate(),
    startTime: optionalTime(),
    endTime: optionalTime(),
    description: optionalText(TEXT_MAX),
    poweredBy: optionalText(200),
    capacity: wholeNumberField(m.campCapacityPriceRequired, 10_000),
    priceChf: priceChfField,
    flyerUrl: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.campEndBeforeStart });
    }
    if (v.startDate === (v.endDate ?? v.startDate) && v.startTime && v.endTime && v.endTime <= v.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.trainingEndBeforeStart });
    }
  })
  .transform(({ priceChf, ...camp }) => ({
    ...camp,
    endDate: camp.endDate ?? camp.startDate,
    priceCents: priceChf,
  }));
export type CampFormInput = z.input<typeof campFormSchema>;
export type CampFormValues = z.output<typeof campFormSchema>;

export const FLYER_MAX_BYTES = 3 * 1024 * 1024;
export const FLYER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Checked in the browser before the upload and again by the server on what arrives. */
export function validateFlyer(file: { mime: string; size: number }): string | null {
  if (!(FLYER_MIME_TYPES as readonly string[]).includes(file.mime.toLowerCase())) return m.flyerType;
  if (file.size > FLYER_MAX_BYTES) return m.flyerSize;
  return null;
}

/** Admin child edit: no age rule (the admin may correct anything); a blank AHV keeps the stored one. */
export const adminChildEditSchema = z.object({
  firstName: nameText(m.childRequired),
  lastName: nameText(m.childRequired),
  dateOfBirth: requiredDate(m.childRequired),
  jerseySize: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    jerseySizeField(m.childRequired).nullable(),
  ),
  clubName: optionalNameText(),
  level: optionalNameText(),
  ahv: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    ahvUpdateField(m.childRequired),
  ),
});
export type AdminChildEditValues = z.output<typeof adminChildEditSchema>;

/** Admin parent edit: the primary e-mail is not part of it. */
export const parentEditSchema = z.object({
  firstName: nameText(m.parentRequired),
  lastName: nameText(m.parentRequired),
  mobile: optionalMobile(),
  secondParentEmail: optionalEmail(),
});
export type ParentEditValues = z.output<typeof parentEditSchema>;

export const adminAddChildSchema = z.object({ childId: idField(m.selectChild) });

export const PUSH_TITLE_MAX = 50;
export const PUSH_BODY_MAX = 200;
export const PUSH_TARGETS = [
  '/dashboard',
  '/meine-kinder',
  '/tiz-trainings',
  '/camps',
  '/zahlungen',
  '/fotos',
  '/shop',
  '/profile',
] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];
export const DEFAULT_PUSH_TARGET: PushTarget = '/dashboard';

function pushText(max: number, tooLong: string) {
  return z
    .string({ error: m.pushRequired })
    .trim()
    .min(1, { error: m.pushRequired, abort: true })
    .max(max, { error: tooLong });
}

export const newsFormSchema = z.object({
  title: requiredText(m.newsRequired, 200),
  content: requiredText(m.newsRequired, TEXT_MAX),
  imageUrl: optionalText(2000),
  sendPush: z.boolean().default(false),
  pushTitle: optionalText(PUSH_TITLE_MAX),
  pushContent: optionalText(PUSH_BODY_MAX),
});
export type NewsFormValues = z.output<typeof newsFormSchema>;

/** The push sent with a news item: its own texts, or the news' title and content cut to the push limits. */
export function newsPushText(news: NewsFormValues): { title: string; body: string } {
  return {
    title: news.pushTitle ?? news.title.slice(0, PUSH_TITLE_MAX),
    body: news.pushContent ?? news.content.slice(0, PUSH_BODY_MAX),
  };
}

export const pushComposeSchema = z
  .object({
    title: pushText(PUSH_TITLE_MAX, m.pushTitleTooLong(PUSH_TITLE_MAX)),
    body: pushText(PUSH_BODY_MAX, m.pushBodyTooLong(PUSH_BODY_MAX)),
    targetUrl: z.enum(PUSH_TARGETS, { error: m.pushInvalidTarget }).default(DEFAULT_PUSH_TARGET),
    recipients: z.enum(['all', 'selected']).default('all'),
    // Parent ids are sign-in user ids (text), not uuids.
    userIds: z.array(z.string().min(1).max(100)).max(10_000).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.recipients === 'selected' && v.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.pushSelectParent });
    }
  })
  .transform((v) => ({ ...v, userIds: v.recipients === 'all' ? [] : [...new Set(v.userIds)] }));
export type PushComposeInput = z.input<typeof pushComposeSchema>;
export type PushComposeValues = z.output<typeof pushComposeSchema>;

/** The send button is enabled exactly when the compose form would pass. */
export function canSendPush(input: PushComposeInput): boolean {
  return pushComposeSchema.safeParse(input).success;
}

/** History label of a send: all parents, exactly one, or a selection. */
export function pushRecipientType(values: Pick<PushComposeValues, 'recipients' | 'userIds'>) {
  if (values.recipients === 'all') return 'all' as const;
  return values.userIds.length === 1 ? ('single' as const) : ('selected' as const);
}
