import { recordEndpoints, typedAnswer } from '../api/endpoint';
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
  ...recordEndpoints('/admin/trainings', 'sessionId', {
    /** Upcoming soonest first, past latest first. */
    list: { query: adminTrainingsQuerySchema, response: typedAnswer<AdminTrainingsPage>() },
    /** One training or a weekly series: every training it created. */
    create: { status: 201, request: trainingCreateSchema, response: typedAnswer<AdminTrainingsResponse>() },
    update: { request: trainingFormSchema, response: typedAnswer<AdminTrainingsResponse>() },
    /** With bookings refused unless the admin confirmed cancelling them all; without a body, not confirmed. */
    remove: {
      request: deleteTrainingSchema,
      optionalBody: true,
      response: typedAnswer<DeleteTrainingResponse>(),
    },
  }),
};
