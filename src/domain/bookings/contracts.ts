// The API contract of trainings, camps and the public schedule, shared by the server routes and the web pages.
// Instants travel as ISO strings, camp days as 'YYYY-MM-DD', wall-clock times as 'HH:MM', money as cents.
import { z } from 'zod';
import type { AttendanceMark } from '../attendance/attendance-api';
import type { SessionType } from '../constants';
import type { PaymentMethod, PaymentStatus } from '../payments/status';
import { answersByChildSchema } from '../questions/questions-api';
import { ABSENCE_REASON_MAX_LENGTH, type ReportedAbsence } from './absence-report';

/** At most this many children in one sign-up: a family, not a club. */
const MAX_CHILDREN_PER_BOOKING = 20;

/** The sign-up dialog's request, and the waitlist's: the ticked children and the accepted terms (the button needs both). */
export const registrationRequestSchema = z.object({
  childIds: z
    .array(z.guid())
    .min(1)
    .max(MAX_CHILDREN_PER_BOOKING)
    .refine((ids) => new Set(ids).size === ids.length),
  acceptTerms: z.literal(true),
  /** The answers to the offer's questions, by child (decision 055). */
  answers: answersByChildSchema.optional(),
});

/**
 * "Abwesend melden" (issue 29): an optional short reason for the trainer; blank is none. The column's CHECK holds
 * the same limit.
 */
export const absenceReportSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(ABSENCE_REASON_MAX_LENGTH)
    .nullish()
    .transform((reason) => reason || null),
});

export interface TrainerName {
  firstName: string;
  lastName: string;
}

export interface ScheduleTraining {
  id: string;
  title: string;
  focus: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string;
  type: SessionType;
  priceCents: number;
  capacity: number;
  seatsLeft: number;
  /** Empty when no trainer is assigned: the card hides the trainer line. */
  trainers: TrainerName[];
}

export interface ScheduleCamp {
  id: string;
  name: string;
  description: string | null;
  poweredBy: string | null;
  location: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  priceCents: number;
  capacity: number;
  seatsLeft: number;
  flyerUrl: string | null;
}

/**
 * `GET /api/schedule`, public: the listed trainings and camps (isTrainingListed, isCampUpcoming), each with `open`:
 * whether sign-up is possible now (isTrainingOpen: a training that has started is listed until its end, but closed).
 */
export interface ScheduleResponse {
  trainings: (ScheduleTraining & { open: boolean })[];
  camps: (ScheduleCamp & { open: boolean })[];
}

export interface FamilyChild {
  id: string;
  firstName: string;
  lastName: string;
}

export interface RegistrationPayment {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
}

/** An active registration of one of the family's children, with the payment that counts for it. */
export interface ChildRegistration {
  childId: string;
  registeredAt: string;
  /** A registration from the waitlist may be cancelled free of charge until then (issue 16); null otherwise. */
  freeCancellationUntil?: string | null;
  /** null: no payment record, which counts as open. */
  payment: RegistrationPayment | null;
  /** The days an admin marked (issue 18), in day order; absent when none is marked. */
  attendance?: AttendanceMark[];
  /** A training's absence the parents reported after the cutoff (issue 29); absent when none. */
  absence?: ReportedAbsence;
}

export interface FamilyTraining extends ScheduleTraining {
  /** Sign-up and cancellation are open until the training starts. */
  open: boolean;
  registrations: ChildRegistration[];
  /** The family's children on the waitlist (issue 16), each with its place in the queue. */
  waitlist: WaitlistPlace[];
}

export interface FamilyCamp extends ScheduleCamp {
  /** Sign-up and cancellation are open while the camp is upcoming (its first day is today or later). */
  open: boolean;
  registrations: ChildRegistration[];
  /** The family's children on the waitlist (issue 16), each with its place in the queue. */
  waitlist: WaitlistPlace[];
}

/** `GET /api/trainings`: the family's children and the trainings with their registration state. */
export interface TrainingsResponse {
  children: FamilyChild[];
  upcoming: FamilyTraining[];
  past: FamilyTraining[];
}

/** `GET /api/camps`. */
export interface CampsResponse {
  children: FamilyChild[];
  upcoming: FamilyCamp[];
  past: FamilyCamp[];
}

/** `POST /api/{trainings|camps}/:id/registrations` answers 201 with one entry per booked child. */
export interface BookingResponse {
  registrations: { childId: string; payment: RegistrationPayment }[];
}

/** `DELETE /api/trainings/:id/registrations/:childId`. */
export interface TrainingCancellationResponse {
  outcome: 'NO_PAYMENT' | 'REFUNDED' | 'NO_REFUND';
  onTime: boolean;
  deadline: string;
  creditBack: 0 | 1;
  /** A seat paid with money at a sibling discount gets the amount paid back in money, not a credit (decision 053). */
  refundCents: number;
  /** Late and unpaid: the open payment stays due, marked as a late cancellation (decision 033). */
  feeOwed: boolean;
}

/**
 * `POST /api/trainings/:id/registrations/:childId/absence`: before the cutoff the report was the ordinary
 * cancellation (what it cost); after it the seat stays booked and paid and the absence is recorded.
 */
export type AbsenceReportResponse =
  | { outcome: 'CANCELLED'; cancellation: TrainingCancellationResponse }
  | { outcome: 'REPORTED'; absence: ReportedAbsence };

/** `DELETE /api/camps/:id/registrations/:childId`. */
export interface CampCancellationResponse {
  refundCents: number;
  feeCents: number;
}

export interface WaitlistPlace {
  childId: string;
  /** 1 = first in line. */
  place: number;
}

export interface WaitlistJoinResponse {
  entries: WaitlistPlace[];
}
