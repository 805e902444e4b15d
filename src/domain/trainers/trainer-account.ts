// The back office's side of the trainer role (issue 29, decision 050): a trainer record linked to the account it
// signs in as, and the trainers of each training and camp (several, at most one lead). Endpoints:
// trainer-endpoints.ts.
import { z } from 'zod';
import { emailField, idField } from '../form-fields';

/**
 * `invite: true` mails the address the sign-in link (an account is made at its first sign-in); `invite: false`
 * links an account that exists already, without a mail.
 */
export const trainerAccountSchema = z.strictObject({
  email: emailField(),
  invite: z.boolean(),
});
export type TrainerAccountRequest = z.infer<typeof trainerAccountSchema>;

export const offerTrainersSchema = z
  .strictObject({
    trainers: z
      .array(z.strictObject({ trainerId: idField(), lead: z.boolean() }))
      .max(20)
      .refine((list) => new Set(list.map((t) => t.trainerId)).size === list.length),
  })
  .refine((body) => body.trainers.filter((t) => t.lead).length <= 1, { path: ['trainers'] });
export type OfferTrainersRequest = z.infer<typeof offerTrainersSchema>;

export interface OfferTrainer {
  trainerId: string;
  firstName: string;
  lastName: string;
  lead: boolean;
}

export interface OfferTrainersResponse {
  trainers: OfferTrainer[];
}
