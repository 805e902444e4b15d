import type { AhvRevealResponse } from '../ahv';
import { defineEndpoint, noContent, typedAnswer } from '../api/endpoint';
import { trainerFormSchema, trainerUpdateSchema } from './trainer-form';
import type { AdminTrainerResponse, AdminTrainersResponse } from './trainers-api';

// The back office's "Ausbildner" (trainers-api.ts says what each answers); a trainer's account and the trainers of
// each offer are trainer-endpoints.ts's.

export const adminTrainersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/trainers',
    response: typedAnswer<AdminTrainersResponse>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/trainers',
    status: 201,
    request: trainerFormSchema,
    response: typedAnswer<AdminTrainerResponse>(),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/trainers/:trainerId',
    request: trainerUpdateSchema,
    response: typedAnswer<AdminTrainerResponse>(),
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/admin/trainers/:trainerId', response: noContent }),
  /** The full AHV number, audited, never cached. */
  revealAhv: defineEndpoint({
    method: 'POST',
    path: '/admin/trainers/:trainerId/ahv/reveal',
    response: typedAnswer<AhvRevealResponse>(),
  }),
};
