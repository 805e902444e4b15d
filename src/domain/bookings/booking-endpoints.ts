import { defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
import {
  type AbsenceReportResponse,
  absenceReportSchema,
  type BookingResponse,
  type CampCancellationResponse,
  type CampsResponse,
  registrationRequestSchema,
  type ScheduleResponse,
  type TrainingCancellationResponse,
  type TrainingsResponse,
  type WaitlistJoinResponse,
} from './contracts';

// Trainings, camps and the public schedule (contracts.ts says what each answer holds). A sign-up and a place on
// the waitlist take the same body: the ticked children and the accepted terms.

export const bookingEndpoints = {
  /** Public: the listed trainings and camps, with free seats and whether sign-up is open. */
  schedule: defineEndpoint({ method: 'GET', path: '/schedule', response: typedAnswer<ScheduleResponse>() }),
  trainings: defineEndpoint({
    method: 'GET',
    path: '/trainings',
    response: typedAnswer<TrainingsResponse>(),
  }),
  bookTraining: defineEndpoint({
    method: 'POST',
    path: '/trainings/:sessionId/registrations',
    status: 201,
    request: registrationRequestSchema,
    response: typedAnswer<BookingResponse>(),
  }),
  cancelTraining: defineEndpoint({
    method: 'DELETE',
    path: '/trainings/:sessionId/registrations/:childId',
    response: typedAnswer<TrainingCancellationResponse>(),
  }),
  /** "Abwesend melden" (issue 29): before the cutoff the ordinary cancellation, after it the seat stays paid. */
  reportTrainingAbsence: defineEndpoint({
    method: 'POST',
    path: '/trainings/:sessionId/registrations/:childId/absence',
    request: absenceReportSchema,
    response: typedAnswer<AbsenceReportResponse>(),
  }),
  joinTrainingWaitlist: defineEndpoint({
    method: 'POST',
    path: '/trainings/:sessionId/waitlist',
    status: 201,
    request: registrationRequestSchema,
    response: typedAnswer<WaitlistJoinResponse>(),
  }),
  leaveTrainingWaitlist: defineEndpoint({
    method: 'DELETE',
    path: '/trainings/:sessionId/waitlist/:childId',
    response: noContent,
  }),
  /** Public: a camp's flyer (PDF or image), at a public address. */
  campFlyer: defineEndpoint({ method: 'GET', path: '/camps/:campId/flyer', response: fileAnswer }),
  camps: defineEndpoint({ method: 'GET', path: '/camps', response: typedAnswer<CampsResponse>() }),
  bookCamp: defineEndpoint({
    method: 'POST',
    path: '/camps/:campId/registrations',
    status: 201,
    request: registrationRequestSchema,
    response: typedAnswer<BookingResponse>(),
  }),
  /** The registration's confirmation as a PDF (decision 054): the family's own registrations only. */
  campConfirmation: defineEndpoint({
    method: 'GET',
    path: '/camps/:campId/registrations/:childId/confirmation.pdf',
    response: fileAnswer,
  }),
  cancelCamp: defineEndpoint({
    method: 'DELETE',
    path: '/camps/:campId/registrations/:childId',
    response: typedAnswer<CampCancellationResponse>(),
  }),
  joinCampWaitlist: defineEndpoint({
    method: 'POST',
    path: '/camps/:campId/waitlist',
    status: 201,
    request: registrationRequestSchema,
    response: typedAnswer<WaitlistJoinResponse>(),
  }),
  leaveCampWaitlist: defineEndpoint({
    method: 'DELETE',
    path: '/camps/:campId/waitlist/:childId',
    response: noContent,
  }),
};
