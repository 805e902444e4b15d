import { z } from 'zod';
import { ahvField, ahvUpdateField } from '../ahv';
import { isIsoDate, nameText, optionalNameText, requiredDate } from '../form-fields';
import { childFormMessages } from '../messages/forms';
import { checkEmergencyContact, healthInfoFields } from './health-info';

// The parent's add/edit child form (parent-portal.md section 5). The same schema validates in the browser and
// on the server. The current year is a parameter: domain code never reads the clock.

export const JERSEY_SIZES = [128, 140, 152, 164, 176] as const;
export type JerseySize = (typeof JERSEY_SIZES)[number];

/** A child must be born in (current year - 8) or earlier. */
const MIN_CHILD_AGE_YEARS = 8;

const REQUIRED = childFormMessages.required;

function latestAllowedBirthYear(currentYear: number): number {
  return currentYear - MIN_CHILD_AGE_YEARS;
}

/**
 * The age message for a YYYY-MM-DD birth date, or null. The form disables saving while this shows; an empty
 * or unreadable date is the required/date rule's business, not this one's.
 */
export function childAgeError(dateOfBirth: string, currentYear: number): string | null {
  if (!isIsoDate(dateOfBirth)) return null;
  const latest = latestAllowedBirthYear(currentYear);
  return Number(dateOfBirth.slice(0, 4)) > latest ? childFormMessages.tooYoung(latest) : null;
}

/** Select values arrive as strings ("140"), JSON clients send numbers; both end as a listed size. */
export function jerseySizeField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.literal(JERSEY_SIZES, { error: message }),
  );
}

function childFields(currentYear: number) {
  return {
    firstName: nameText(REQUIRED),
    lastName: nameText(REQUIRED),
    dateOfBirth: requiredDate(REQUIRED).superRefine((value, ctx) => {
      const error = childAgeError(value, currentYear);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    jerseySize: jerseySizeField(REQUIRED),
    clubName: optionalNameText(),
    level: optionalNameText(),
    ...healthInfoFields,
  };
}

/** A yes or no of the parents; anything but a boolean is refused rather than read as consent. */
const consentAnswer = z.boolean({ error: childFormMessages.consentAnswer });

/**
 * Photo consent (issue 18): none until the parents say yes, so a new child without an answer has none. On an edit
 * an absent answer keeps the stored one (older clients send no consent fields).
 */
const newChildConsents = {
  photoConsentFamily: consentAnswer.default(false),
  photoConsentNews: consentAnswer.default(false),
};
const changedConsents = {
  photoConsentFamily: consentAnswer.optional(),
  photoConsentNews: consentAnswer.optional(),
};

/**
 * Strict: a body naming a field the parent may not set (parentId, ahvLast4, id, ...) is refused. The emergency
 * contact is checked on the whole body (name and phone together).
 */
export function makeChildFormSchema(currentYear: number) {
  return z
    .strictObject({ ...childFields(currentYear), ...newChildConsents, ahv: ahvField(REQUIRED) })
    .superRefine(checkEmergencyContact);
}

export function makeChildUpdateSchema(currentYear: number) {
  return z
    .strictObject({ ...childFields(currentYear), ...changedConsents, ahv: ahvUpdateField(REQUIRED) })
    .superRefine(checkEmergencyContact);
}

export type ChildFormValues = z.output<ReturnType<typeof makeChildFormSchema>>;
export type ChildUpdateValues = z.output<ReturnType<typeof makeChildUpdateSchema>>;
