import { z } from 'zod';
import { healthInfoMessages as m } from '../messages/child-data';

// A child's emergency and health information (issue 18): optional, entered by the parents in the child form,
// stored encrypted, read by the back office in a training's or camp's participants. The same rules in the form
// and on the server.

export const HEALTH_TEXT_MAX = 500;
const CONTACT_NAME_MAX = 100;
const PHONE_MAX = 30;

export interface HealthInfo {
  allergies: string | null;
  medication: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

const HEALTH_INFO_FIELDS = [
  'allergies',
  'medication',
  'emergencyContactName',
  'emergencyContactPhone',
] as const satisfies readonly (keyof HealthInfo)[];

export const EMPTY_HEALTH_INFO: HealthInfo = {
  allergies: null,
  medication: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
};

/**
 * A Swiss phone number as people write it ("079 123 45 67", "041 790 12 34", "+41 79 123 45 67",
 * "+41 (0)79 123 45 67", "0041 79 123 45 67"): separators are spaces and . - / ( ); then 0 and nine digits,
 * or the country code 41 and the nine digits without the 0. An emergency contact must be reachable from here.
 */
export function isSwissPhone(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const compact = value.replace(/\(0\)/, '').replace(/[\s().\-/]/g, '');
  return /^(?:\+41|0041|0)[1-9]\d{8}$/.test(compact);
}

/** "079 123 45 67" (or "+41 79 ..." kept international) from any accepted spelling; unknown shapes unchanged. */
export function formatSwissPhone(value: string): string {
  const compact = value.replace(/\(0\)/, '').replace(/[\s().\-/]/g, '');
  const m9 = /^(?:\+41|0041|0)([1-9]\d{8})$/.exec(compact);
  if (!m9) return value;
  const n = m9[1]!;
  return `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
}

/** Optional free text: absent stays undefined (the update keeps what is stored), blank or null becomes null. */
function healthText(max: number) {
  return z
    .string({ error: m.tooLong(max) })
    .trim()
    .max(max, { error: m.tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null))
    .optional();
}

/** The four fields as the child form and its endpoints carry them, each optional. */
export const healthInfoFields = {
  allergies: healthText(HEALTH_TEXT_MAX),
  medication: healthText(HEALTH_TEXT_MAX),
  emergencyContactName: healthText(CONTACT_NAME_MAX),
  emergencyContactPhone: z
    .string({ error: m.invalidPhone })
    .trim()
    .max(PHONE_MAX, { error: m.invalidPhone })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isSwissPhone(v), { error: m.invalidPhone })
    .transform((v) => (v === null ? null : formatSwissPhone(v)))
    .optional(),
};

type HealthInput = Partial<Record<keyof HealthInfo, string | null | undefined>>;

/**
 * The health fields a body gave, as the stored whole: undefined when it names none of them (an edit that keeps what
 * is stored), else every field, a missing one as null.
 */
export function givenHealthInfo(values: HealthInput): HealthInfo | undefined {
  if (HEALTH_INFO_FIELDS.every((field) => values[field] === undefined)) return undefined;
  return {
    allergies: values.allergies ?? null,
    medication: values.medication ?? null,
    emergencyContactName: values.emergencyContactName ?? null,
    emergencyContactPhone: values.emergencyContactPhone ?? null,
  };
}

/** Whether there is anything to store: an all-empty record is stored as none. */
export function hasHealthInfo(info: HealthInfo | null | undefined): info is HealthInfo {
  return info != null && HEALTH_INFO_FIELDS.some((field) => info[field] !== null);
}

/**
 * The emergency contact is a name and a number: one without the other helps nobody at the pitch. Checked on the
 * whole body (zod's object-level check), the message under the field that is missing.
 */
export function checkEmergencyContact(values: HealthInput, ctx: z.RefinementCtx): void {
  const info = givenHealthInfo(values);
  if (!info) return;
  const { emergencyContactName: name, emergencyContactPhone: phone } = info;
  if ((name === null) === (phone === null)) return;
  ctx.addIssue({
    code: 'custom',
    message: m.contactIncomplete,
    path: [name === null ? 'emergencyContactName' : 'emergencyContactPhone'],
  });
}
