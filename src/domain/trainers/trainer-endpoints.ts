import { defineEndpoint, typedAnswer } from '../api/endpoint';
import type { ParticipantsHealthResponse } from '../bookings/participants-health';
import { type OfferTrainersResponse, offerTrainersSchema, trainerAccountSchema } from './trainer-account';
import {
  type TrainerMarksResponse,
  type TrainerNoteResponse,
  type TrainerOfferResponse,
  type TrainerSessionsResponse,
  trainerMarksSchema,
  trainerNoteSchema,
} from './trainer-api';
import type { AdminTrainerResponse } from './trainers-api';

// The trainer role (issue 29, decision 050): the trainer's own area under /trainer, and the back office's link of a
// trainer to an account and its assignments to trainings and camps.

function offerEndpoints<const S extends 'trainings' | 'camps'>(segment: S) {
  return {
    offer: defineEndpoint({
      method: 'GET',
      path: `/trainer/${segment}/:offerId`,
      response: typedAnswer<TrainerOfferResponse>(),
    }),
    /** Each read is audited, as the back office's (decision 038). */
    health: defineEndpoint({
      method: 'GET',
      path: `/trainer/${segment}/:offerId/health`,
      response: typedAnswer<ParticipantsHealthResponse>(),
    }),
    marks: defineEndpoint({
      method: 'POST',
      path: `/trainer/${segment}/:offerId/marks`,
      request: trainerMarksSchema,
      response: typedAnswer<TrainerMarksResponse>(),
    }),
    note: defineEndpoint({
      method: 'PUT',
      path: `/trainer/${segment}/:offerId/notes/:childId`,
      request: trainerNoteSchema,
      response: typedAnswer<TrainerNoteResponse>(),
    }),
  };
}

const trainingEndpoints = offerEndpoints('trainings');
const campEndpoints = offerEndpoints('camps');

export const trainerEndpoints = {
  sessions: defineEndpoint({
    method: 'GET',
    path: '/trainer/sessions',
    response: typedAnswer<TrainerSessionsResponse>(),
  }),
  trainingOffer: trainingEndpoints.offer,
  trainingHealth: trainingEndpoints.health,
  trainingMarks: trainingEndpoints.marks,
  trainingNote: trainingEndpoints.note,
  campOffer: campEndpoints.offer,
  campHealth: campEndpoints.health,
  campMarks: campEndpoints.marks,
  campNote: campEndpoints.note,
};

function offerTrainersEndpoints<const S extends 'trainings' | 'camps'>(segment: S) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/admin/${segment}/:offerId/trainers`,
      response: typedAnswer<OfferTrainersResponse>(),
    }),
    assign: defineEndpoint({
      method: 'PUT',
      path: `/admin/${segment}/:offerId/trainers`,
      request: offerTrainersSchema,
      response: typedAnswer<OfferTrainersResponse>(),
    }),
  };
}

const trainingTrainers = offerTrainersEndpoints('trainings');
const campTrainers = offerTrainersEndpoints('camps');

export const adminTrainerRoleEndpoints = {
  linkAccount: defineEndpoint({
    method: 'PUT',
    path: '/admin/trainers/:trainerId/account',
    request: trainerAccountSchema,
    response: typedAnswer<AdminTrainerResponse>(),
  }),
  unlinkAccount: defineEndpoint({
    method: 'DELETE',
    path: '/admin/trainers/:trainerId/account',
    response: typedAnswer<AdminTrainerResponse>(),
  }),
  trainingTrainers: trainingTrainers.list,
  assignTrainingTrainers: trainingTrainers.assign,
  campTrainers: campTrainers.list,
  assignCampTrainers: campTrainers.assign,
};
