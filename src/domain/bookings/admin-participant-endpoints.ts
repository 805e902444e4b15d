import { type AnswerSpec, defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
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
// same endpoints under each kind's path: the offer's id is named for its kind (sessionId, campId) in the panel's
// paths and offerId in the waitlist's and health's; only a cancellation's answer differs.

/** The endpoints of one kind's panel under `/admin/<segment>/:<param>`. */
function participantEndpoints<
  const S extends 'trainings' | 'camps',
  const P extends 'sessionId' | 'campId',
  const C extends AnswerSpec,
>(segment: S, param: P, cancellation: C) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/admin/${segment}/:${param}/participants`,
      response: typedAnswer<ParticipantsResponse>(),
    }),
    csv: defineEndpoint({
      method: 'GET',
      path: `/admin/${segment}/:${param}/participants.csv`,
      response: fileAnswer,
    }),
    add: defineEndpoint({
      method: 'POST',
      path: `/admin/${segment}/:${param}/participants`,
      status: 201,
      request: adminAddChildSchema,
      response: typedAnswer<AddParticipantResponse>(),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `/admin/${segment}/:${param}/participants/:childId`,
      response: cancellation,
    }),
    waitlist: defineEndpoint({
      method: 'GET',
      path: `/admin/${segment}/:offerId/waitlist`,
      response: typedAnswer<AdminWaitlistResponse>(),
    }),
    /** A seat must be free. */
    promote: defineEndpoint({
      method: 'POST',
      path: `/admin/${segment}/:offerId/waitlist/:childId/promote`,
      status: 201,
      response: typedAnswer<AddParticipantResponse>(),
    }),
    unwait: defineEndpoint({
      method: 'DELETE',
      path: `/admin/${segment}/:offerId/waitlist/:childId`,
      response: noContent,
    }),
    health: defineEndpoint({
      method: 'GET',
      path: `/admin/${segment}/:offerId/participants/health`,
      response: typedAnswer<ParticipantsHealthResponse>(),
    }),
  };
}

export const adminTrainingParticipantEndpoints = participantEndpoints(
  'trainings',
  'sessionId',
  typedAnswer<TrainingCancellationResponse>(),
);

export const adminCampParticipantEndpoints = {
  ...participantEndpoints('camps', 'campId', typedAnswer<CampCancellationResponse>()),
  /** The camp's J+S file: the participants' AHV numbers decrypted, audited. */
  jsExport: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:campId/js-export.csv',
    response: fileAnswer,
  }),
};
