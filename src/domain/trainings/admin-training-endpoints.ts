import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminTrainingsPage,
  type AdminTrainingsResponse,
  adminTrainingsQuerySchema,
  type DeleteTrainingResponse,
  deleteTrainingSchema,
} from './admin-trainings-api';
import { trainingCreateSchema, trainingFormSchema } from './training-form';

// The admin's trainings screen (admin-trainings-api.ts says what each answers). The participants panel, the
// waitlist, the health information, the attendance and the J+S course are not defined here yet.

export const adminTrainingEndpoints = {
  /** Upcoming soonest first, past latest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings',
    query: adminTrainingsQuerySchema,
    response: typedAnswer<AdminTrainingsPage>(),
  }),
  /** One training or a weekly series: every training it created. */
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/trainings',
    status: 201,
    request: trainingCreateSchema,
    response: typedAnswer<AdminTrainingsResponse>(),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/trainings/:sessionId',
    request: trainingFormSchema,
    response: typedAnswer<AdminTrainingsResponse>(),
  }),
  /** With bookings refused unless the admin confirmed cancelling them all; without a body, not confirmed. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/trainings/:sessionId',
    request: deleteTrainingSchema,
    optionalBody: true,
    response: typedAnswer<DeleteTrainingResponse>(),
  }),
};
