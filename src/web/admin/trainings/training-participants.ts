import type { TrainingCancellationResponse } from '@domain/bookings/contracts';
import { adminMessages } from '@domain/messages/admin';
import { participantsPanelMessages } from '@domain/messages/admin-participants';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import type { ParticipantsOffer } from '../participants/participants-dialog';
import { trainingDay, trainingTimes } from './training-format';

/** A training as its participants panel needs it: its kind and id, and the texts of trainings. */
export function trainingParticipants(
  training: AdminTraining,
): ParticipantsOffer<TrainingCancellationResponse> {
  return {
    kind: 'training',
    id: training.id,
    title: training.title,
    description: `${trainingDay(training)}, ${trainingTimes(training)}`,
    alreadyRegisteredCode: 'ALREADY_REGISTERED_TRAINING',
    alreadyRegistered: adminMessages.alreadyInTraining,
    notFound: adminMessages.trainingOrChildNotFound,
    confirmRemove: participantsPanelMessages.confirmRemoveFromTraining,
    removed: (name) => participantsPanelMessages.removed(name),
    attendance: { kind: 'training', jsExport: false },
  };
}
