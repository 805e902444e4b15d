import { z } from 'zod';
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

// The camp form and its flyer (admin-back-office.md section 5), shared by the admin screen and the admin routes.

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
