// The participants panel of a training or a camp in the back office: the contract its endpoints answer
// (/api/admin/trainings/:id/participants, /api/admin/camps/:id/participants), shared by the routes and the screens.
import type { ReportedAbsence } from './absence-report';
import type { RegistrationPayment } from './contracts';

/** A booked child as the participants panel and the CSV list it. */
export interface AdminParticipant {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  clubName: string | null;
  jerseySize: number | null;
  parentName: string;
  parentEmail: string;
  parentMobile: string | null;
  registeredAt: string;
  /** null: no payment record, which counts as open. */
  payment: RegistrationPayment | null;
  /** A training's absence the parents reported after the cutoff (issue 29); absent when none. */
  absence?: ReportedAbsence;
  /** The answers to the offer's questions (decision 055), one per question column; absent without questions. */
  answers?: ParticipantAnswer[];
}

/** One cell of a participant's answers: the question's column and the answer's text as given ('' when none). */
export interface ParticipantAnswer {
  questionId: string;
  label: string;
  adminOnly: boolean;
  text: string;
}

export interface ParticipantsResponse {
  participants: AdminParticipant[];
}

/** "+ Kind": the booking's payment, and whether the family's credit paid it at once (trainings only). */
export interface AddParticipantResponse {
  payment: RegistrationPayment;
  creditUsed: boolean;
}

/** A child on the waitlist as the participants panel lists it (issue 16), first in line first. */
export interface AdminWaitlistEntry {
  childId: string;
  firstName: string;
  lastName: string;
  parentName: string;
  parentEmail: string;
  /** 1 = first in line. */
  place: number;
  /** When the child joined the list (ISO instant). */
  since: string;
}

export interface AdminWaitlistResponse {
  waitlist: AdminWaitlistEntry[];
}
