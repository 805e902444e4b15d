import type { TrainingCancellationResponse } from '@domain/bookings/contracts';
import { adminMessages } from '@domain/messages/admin';
import { participantsPanelMessages } from '@domain/messages/admin-participants';
import { type AdminTraining, adminTrainingsApi } from '@domain/trainings/admin-trainings-api';
import type { ParticipantsOffer } from '../participants/participants-dialog';
import { trainingDay, trainingTimes } from './training-format';

/** A training as its participants panel needs it: endpoints and the texts of trainings. */
export function trainingParticipants(
  training: AdminTraining,
): ParticipantsOffer<TrainingCancellationResponse> {
  return {
    id: training.id,
    title: training.title,
    description: `${trainingDay(training)}, ${trainingTimes(training)}`,
    endpoints: {
      list: adminTrainingsApi.participants(training.id),
      participant: (childId) => adminTrainingsApi.participant(training.id, childId),
      csv: adminTrainingsApi.participantsCsv(training.id),
      waitlist: adminTrainingsApi.waitlist(training.id),
    },
    alreadyRegisteredCode: 'ALREADY_REGISTERED_TRAINING',
    alreadyRegistered: adminMessages.alreadyInTraining,
    notFound: adminMessages.trainingOrChildNotFound,
    confirmRemove: participantsPanelMessages.confirmRemoveFromTraining,
    removed: (name) => participantsPanelMessages.removed(name),
    attendance: { kind: 'training', jsExport: false },
  };
}
