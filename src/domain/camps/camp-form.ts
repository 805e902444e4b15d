import { z } from 'zod';
import { CAMP_DEFAULTS } from '../constants';
import {
  chfPriceField,
  optionalDate,
  optionalText,
  optionalTime,
  requiredDate,
  requiredText,
  TEXT_MAX,
  wholeNumberField,
} from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { chfInputValue } from '../money';

// The camp form and its flyer (admin-back-office.md section 5), shared by the admin screen and the admin routes.
// The flyer is not a form field: it is uploaded on its own (multipart) once the camp is stored.

const priceChfField = chfPriceField(m.campCapacityPriceRequired, m.priceInvalid);

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
export type CampFormValues = z.output<typeof campFormSchema>;

/** What the form's inputs hold; the schema above turns it into values. */
export interface CampFormFields {
  name: string;
  location: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  description: string;
  poweredBy: string;
  capacity: string;
  priceChf: string;
}

/** A new camp starts from the spec's defaults (capacity 30, CHF 500.00, 09:00-16:00, Rotkreuz). */
export function newCampFields(): CampFormFields {
  return {
    name: '',
    location: CAMP_DEFAULTS.location,
    startDate: '',
    endDate: '',
    startTime: CAMP_DEFAULTS.startTime,
    endTime: CAMP_DEFAULTS.endTime,
    description: '',
    poweredBy: '',
    capacity: String(CAMP_DEFAULTS.capacity),
    priceChf: chfInputValue(CAMP_DEFAULTS.priceCents),
  };
}

/** A stored camp as the edit form shows it. */
export function campFieldsOf(camp: {
  name: string;
  location: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  description: string | null;
  poweredBy: string | null;
  capacity: number;
  priceCents: number;
}): CampFormFields {
  return {
    name: camp.name,
    location: camp.location,
    startDate: camp.startDate,
    endDate: camp.endDate ?? '',
    startTime: camp.startTime?.slice(0, 5) ?? '',
    endTime: camp.endTime?.slice(0, 5) ?? '',
    description: camp.description ?? '',
    poweredBy: camp.poweredBy ?? '',
    capacity: String(camp.capacity),
    priceChf: chfInputValue(camp.priceCents),
  };
}

export const FLYER_MAX_BYTES = 3 * 1024 * 1024;
export const FLYER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type FlyerMimeType = (typeof FLYER_MIME_TYPES)[number];

/**
 * Checked in the browser on the file's declared type and size before the upload. The server checks the size of
 * what arrives and the type from the file's own bytes, whatever its name or declared type says.
 */
export function validateFlyer(file: { mime: string; size: number }): string | null {
  if (!(FLYER_MIME_TYPES as readonly string[]).includes(file.mime.toLowerCase())) return m.flyerType;
  if (file.size > FLYER_MAX_BYTES) return m.flyerSize;
  return null;
}
