import { z } from 'zod';
import { ahvField, ahvUpdateField, validateAhvForStorage } from '../ahv';
import { nameText, requiredDate } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';

// The trainer form (admin-back-office.md section 5), shared by the admin screen and the admin routes. The spec asks
// only for the four digits we keep, not a full AHV number.

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

/** On edit a missing or unchanged masked AHV keeps the stored number. */
export const trainerUpdateSchema = z.object({
  ...trainerFields,
  ahv: ahvUpdateField(m.trainerRequired, validateAhvForStorage),
});

export type TrainerFormValues = z.output<typeof trainerFormSchema>;
export type TrainerUpdateValues = z.output<typeof trainerUpdateSchema>;
