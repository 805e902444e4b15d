// The contract of attendance ("Anwesenheit", issue 18) in the participants panel and of the J+S export, shared by
// the admin routes and the screens: /api/admin/{trainings|camps}/:offerId/attendance... and the J+S files, each
// defined in attendance-endpoints.ts (a camp's J+S file in bookings/admin-participant-endpoints.ts). Days travel as
// 'YYYY-MM-DD' (Europe/Zurich calendar days).
import { z } from 'zod';
import type { ReportedAbsence } from '../bookings/absence-report';
import { SESSION_TYPES } from '../constants';
import { isDateOnly } from '../time/calendar-date';

export const OFFER_KINDS = ['training', 'camp'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** 'late' (issue 29) counts as there wherever attendance is counted (the J+S file, the parents' history). */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const dayParamSchema = z.string().refine(isDateOnly);

/** PUT body of one cell: last write wins; the same status again changes nothing (idempotent). */
export const setAttendanceSchema = z.strictObject({ status: z.enum(ATTENDANCE_STATUSES) });

/** A day of the offer: `open` once it has come (marks are taken from the offer's first day on, never ahead). */
export interface AttendanceDay {
  day: string;
  open: boolean;
}

interface AttendanceRow {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Whether an AHV number is stored (the J+S export leaves the cell empty otherwise). */
  hasAhv: boolean;
  /** Marked days only: a day missing here is not marked yet. A reported absence reads absent (excused). */
  marks: Record<string, AttendanceStatus>;
  /** A training's absence the parents reported (issue 29): the absent mark above is an excused one. */
  absence?: ReportedAbsence;
  /** Who set each stored mark and when (issue 29); a day marked only by a reported absence has none. */
  markedBy: Record<string, MarkAuthor>;
}

/** Who set a mark: a trainer on the pitch (by the trainer record's name) or an admin in the back office. */
export interface MarkAuthor {
  role: 'trainer' | 'admin';
  /** null once the account is gone. */
  name: string | null;
  /** When the mark was made: on the trainer's phone, or on the server for an admin's (ISO instant). */
  at: string;
}

/** `GET .../attendance`: the offer's days and its confirmed participants with their marks. */
export interface AttendanceSheet {
  days: AttendanceDay[];
  participants: AttendanceRow[];
}

export interface SetAttendanceResponse {
  childId: string;
  day: string;
  status: AttendanceStatus;
}

export interface AllPresentResponse {
  /** How many children were newly marked present. */
  marked: number;
}

/** What a parent sees of attendance on a booking: only the marked days. */
export interface AttendanceMark {
  day: string;
  status: AttendanceStatus;
}

/** The longest J+S course of trainings one export covers. */
export const JS_COURSE_MAX_DAYS = 400;

/**
 * A J+S course of trainings: the trainings of one type, or of one trainer, between two days (both included). Type
 * and trainer may be combined; at least one names the course.
 */
export const jsCourseQuerySchema = z
  .strictObject({
    type: z.enum(SESSION_TYPES).optional(),
    trainerId: z.guid().optional(),
    from: z.string().refine(isDateOnly),
    to: z.string().refine(isDateOnly),
  })
  .refine((q) => q.type !== undefined || q.trainerId !== undefined, { path: ['type'] })
  .refine((q) => q.from <= q.to, { path: ['to'] });
export type JsCourseQuery = z.infer<typeof jsCourseQuerySchema>;

/** A training of the course, one column of the file. */
export interface JsCourseTraining {
  id: string;
  title: string;
  startsAt: string;
}

/** `GET /admin/trainings/js-course`: what the file will hold, before any AHV number is decrypted. */
export interface JsCoursePreview {
  trainings: JsCourseTraining[];
  participants: { childId: string; firstName: string; lastName: string; hasAhv: boolean }[];
}
