import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { ScheduleCamp, ScheduleTraining } from '@domain/bookings/contracts';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import type { AdminTrainer } from '@domain/trainers/trainers-api';

// The offers and people of the offer pages' tests (schedule, dashboard, back office), written once: a test spreads
// one and adds what its own answer carries.

/** Saturday's TIZ training, 10:00–11:45 in Zurich: what every kind of training answer shares. */
export const tizTraining = {
  title: 'TIZ Training',
  focus: null,
  startsAt: '2026-05-09T08:00:00.000Z',
  endsAt: '2026-05-09T09:45:00.000Z',
  location: 'Kunstrasen Rotkreuz',
  type: 'TIZ',
  priceCents: 2500,
  capacity: 30,
} satisfies Omit<ScheduleTraining, 'id' | 'seatsLeft' | 'trainers'>;

/** Saturday's TIZ training as the trainer area's session page reads it; a test adds the trainer's role and counts. */
export const trainerTizSession = {
  kind: 'training',
  id: '11111111-1111-4111-8111-111111111111',
  title: 'TIZ Training',
  location: 'Kunstrasen Rotkreuz',
  startsAt: '2026-05-09T08:00:00.000Z',
  endsAt: '2026-05-09T09:30:00.000Z',
} satisfies Partial<TrainerOfferResponse['session']>;

/** The summer camp week in Rotkreuz, 09:00–16:00 for CHF 500: what every kind of camp answer shares. */
export const summerCampWeek = {
  location: 'Rotkreuz',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  startTime: '09:00',
  endTime: '16:00',
  priceCents: 50000,
  capacity: 30,
} satisfies Partial<ScheduleCamp>;

/** An active trainer as GET /api/admin/trainers lists it, with no account yet. */
export const activeTrainer = (id: string, firstName: string, lastName = 'Bühler'): AdminTrainer => ({
  id,
  firstName,
  lastName,
  active: true,
  dateOfBirth: null,
  ahvLast4: null,
  accountEmail: null,
  invitedAt: null,
  createdAt: '',
});

/** Lena, registered by her mother, as the participants panel lists her; a test gives her payment. */
export const lenaParticipant: Omit<AdminParticipant, 'payment'> = {
  childId: '33333333-3333-4333-8333-333333333333',
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  clubName: 'FC Rotkreuz',
  jerseySize: 140,
  parentName: 'Anna Muster',
  parentEmail: 'anna@example.ch',
  parentMobile: '079 123 45 67',
  registeredAt: '2026-05-01T10:00:00.000Z',
};
