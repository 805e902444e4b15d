import type { AhvRevealResponse } from '../ahv';
import { defineEndpoint, noContent, recordEndpoints, typedAnswer } from '../api/endpoint';
import { trainerFormSchema, trainerUpdateSchema } from './trainer-form';
import type { AdminTrainerResponse, AdminTrainersResponse } from './trainers-api';

// The back office's "Ausbildner" (trainers-api.ts says what each answers); a trainer's account and the trainers of
// each offer are trainer-endpoints.ts's.

export const adminTrainersEndpoints = {
  ...recordEndpoints('/admin/trainers', 'trainerId', {
    list: { response: typedAnswer<AdminTrainersResponse>() },
    create: { status: 201, request: trainerFormSchema, response: typedAnswer<AdminTrainerResponse>() },
    update: { request: trainerUpdateSchema, response: typedAnswer<AdminTrainerResponse>() },
    remove: { response: noContent },
  }),
  /** The full AHV number, audited, never cached. */
  revealAhv: defineEndpoint({
    method: 'POST',
    path: '/admin/trainers/:trainerId/ahv/reveal',
    response: typedAnswer<AhvRevealResponse>(),
  }),
};
