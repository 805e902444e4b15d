import { defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
import { adminAddChildSchema } from './admin-add-child';
import type {
  AddParticipantResponse,
  AdminWaitlistResponse,
  ParticipantsResponse,
} from './admin-participants';
import type { CampCancellationResponse, TrainingCancellationResponse } from './contracts';
import type { ParticipantsHealthResponse } from './participants-health';

// The participants panel of a training and of a camp (admin-participants.ts, participants-health.ts): the
// registered children, "+ Kind" through the parents' booking, "Abmelden" through the parents' cancellation, the
// CSV file, the waitlist (issue 16) and the health information (issue 18, each read audited, never cached). The
// same endpoints under each kind's path.

export const adminTrainingParticipantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/:sessionId/participants',
    response: typedAnswer<ParticipantsResponse>(),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/:sessionId/participants.csv',
    response: fileAnswer,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/admin/trainings/:sessionId/participants',
    status: 201,
    request: adminAddChildSchema,
    response: typedAnswer<AddParticipantResponse>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/trainings/:sessionId/participants/:childId',
    response: typedAnswer<TrainingCancellationResponse>(),
  }),
  waitlist: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/:offerId/waitlist',
    response: typedAnswer<AdminWaitlistResponse>(),
  }),
  /** A seat must be free. */
  promote: defineEndpoint({
    method: 'POST',
    path: '/admin/trainings/:offerId/waitlist/:childId/promote',
    status: 201,
    response: typedAnswer<AddParticipantResponse>(),
  }),
  unwait: defineEndpoint({
    method: 'DELETE',
    path: '/admin/trainings/:offerId/waitlist/:childId',
    response: noContent,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/:offerId/participants/health',
    response: typedAnswer<ParticipantsHealthResponse>(),
  }),
};

export const adminCampParticipantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:campId/participants',
    response: typedAnswer<ParticipantsResponse>(),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:campId/participants.csv',
    response: fileAnswer,
  }),
  /** The camp's J+S file: the participants' AHV numbers decrypted, audited. */
  jsExport: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:campId/js-export.csv',
    response: fileAnswer,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/admin/camps/:campId/participants',
    status: 201,
    request: adminAddChildSchema,
    response: typedAnswer<AddParticipantResponse>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/camps/:campId/participants/:childId',
    response: typedAnswer<CampCancellationResponse>(),
  }),
  waitlist: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:offerId/waitlist',
    response: typedAnswer<AdminWaitlistResponse>(),
  }),
  /** A seat must be free. */
  promote: defineEndpoint({
    method: 'POST',
    path: '/admin/camps/:offerId/waitlist/:childId/promote',
    status: 201,
    response: typedAnswer<AddParticipantResponse>(),
  }),
  unwait: defineEndpoint({
    method: 'DELETE',
    path: '/admin/camps/:offerId/waitlist/:childId',
    response: noContent,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:offerId/participants/health',
    response: typedAnswer<ParticipantsHealthResponse>(),
  }),
};
