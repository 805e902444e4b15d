// The contract of the trainer's own area (issue 29, decision 050): /api/trainer/* (trainer-endpoints.ts), shared by
// the trainer routes and the /trainer pages. A trainer reaches only the trainings and camps they are assigned to,
// and of those only what a session at the pitch needs: never an AHV number, an amount, a parent's address or
// another offer.
import { z } from 'zod';
import {
  ATTENDANCE_STATUSES,
  type AttendanceDay,
  type AttendanceStatus,
  type OfferKind,
} from '../attendance/attendance-api';
import type { ReportedAbsence } from '../bookings/absence-report';
import { isDateOnly } from '../time/calendar-date';

/** A training or camp on the trainer's list. */
export interface TrainerSession {
  kind: OfferKind;
  id: string;
  title: string;
  location: string;
  /** A training's start (ISO instant); a camp's first day at its start time. */
  startsAt: string;
  /** A training's end; a camp's last day at its end time; null when none is stored. */
  endsAt: string | null;
  /** Whether this trainer leads the offer. */
  lead: boolean;
  participants: number;
  waitlist: number;
}

export interface TrainerSessionsResponse {
  sessions: TrainerSession[];
}

/** A participant as the trainer sees it: nothing of the parents, no amount, no AHV number. */
interface TrainerParticipant {
  childId: string;
  firstName: string;
  lastName: string;
  /** Years on the offer's first day. */
  age: number;
  level: string | null;
  /** The family's consent that photos of the child may be shown (decision 038). */
  photoConsent: boolean;
  /** The registration is paid; never how much. */
  paid: boolean;
  /** Whether the parents entered emergency or health information (read through `health`, audited). */
  hasHealthInfo: boolean;
  /** Marked days only: a day missing here is not marked yet. A reported absence reads absent. */
  marks: Record<string, AttendanceStatus>;
  note: string | null;
  /** The parents reported the child absent (issue 29): "abgemeldet", with their reason. */
  absence?: ReportedAbsence;
}

export interface TrainerOfferResponse {
  session: TrainerSession;
  days: AttendanceDay[];
  participants: TrainerParticipant[];
}

/** The most marks one sync sends: a camp of a few days with a full group, with room to spare. */
const MARKS_PER_SYNC = 500;

/** One mark as the device made it: its own id, and the moment it was made there (ISO instant). */
const trainerMarkSchema = z.strictObject({
  markId: z.guid(),
  childId: z.guid(),
  day: z.string().refine(isDateOnly),
  status: z.enum(ATTENDANCE_STATUSES),
  markedAt: z.iso.datetime({ offset: true }),
});
export type TrainerMark = z.infer<typeof trainerMarkSchema>;

export const trainerMarksSchema = z.strictObject({
  marks: z.array(trainerMarkSchema).min(1).max(MARKS_PER_SYNC),
});
export type TrainerMarksRequest = z.infer<typeof trainerMarksSchema>;

/**
 * What became of a mark: 'applied' (it is the cell's state now), 'superseded' (a later mark, or this one before,
 * holds the cell: nothing changed), 'refused' (the child is no longer registered, or the day is not open; the code
 * says which). The device drops every mark it got an answer for.
 */
export type TrainerMarkOutcome =
  | { markId: string; outcome: 'applied' | 'superseded' }
  | { markId: string; outcome: 'refused'; code: string };

export interface TrainerMarksResponse {
  results: TrainerMarkOutcome[];
  /** The cells the marks named, as they are now. */
  marks: { childId: string; day: string; status: AttendanceStatus }[];
}

export const NOTE_MAX = 500;

export const trainerNoteSchema = z.strictObject({
  note: z.string().trim().max(NOTE_MAX),
});

export interface TrainerNoteResponse {
  childId: string;
  note: string | null;
}
