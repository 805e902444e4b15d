import { defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
import {
  type AllPresentResponse,
  type AttendanceSheet,
  type JsCoursePreview,
  jsCourseQuerySchema,
  type SetAttendanceResponse,
  setAttendanceSchema,
} from './attendance-api';

// Attendance in the participants panel (issue 18, attendance-api.ts says what each answers), the same endpoints
// under a training's and a camp's path. `:day` is a calendar day 'YYYY-MM-DD' (400 VALIDATION otherwise).

export const trainingAttendanceEndpoints = {
  sheet: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/:offerId/attendance',
    response: typedAnswer<AttendanceSheet>(),
  }),
  /** Every confirmed participant without a mark on that day is marked present. */
  allPresent: defineEndpoint({
    method: 'POST',
    path: '/admin/trainings/:offerId/attendance/:day/all-present',
    response: typedAnswer<AllPresentResponse>(),
  }),
  /** One cell: last write wins; the same status again changes nothing. */
  set: defineEndpoint({
    method: 'PUT',
    path: '/admin/trainings/:offerId/attendance/:childId/:day',
    request: setAttendanceSchema,
    response: typedAnswer<SetAttendanceResponse>(),
  }),
  clear: defineEndpoint({
    method: 'DELETE',
    path: '/admin/trainings/:offerId/attendance/:childId/:day',
    response: noContent,
  }),
};

export const campAttendanceEndpoints = {
  sheet: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:offerId/attendance',
    response: typedAnswer<AttendanceSheet>(),
  }),
  /** Every confirmed participant without a mark on that day is marked present. */
  allPresent: defineEndpoint({
    method: 'POST',
    path: '/admin/camps/:offerId/attendance/:day/all-present',
    response: typedAnswer<AllPresentResponse>(),
  }),
  /** One cell: last write wins; the same status again changes nothing. */
  set: defineEndpoint({
    method: 'PUT',
    path: '/admin/camps/:offerId/attendance/:childId/:day',
    request: setAttendanceSchema,
    response: typedAnswer<SetAttendanceResponse>(),
  }),
  clear: defineEndpoint({
    method: 'DELETE',
    path: '/admin/camps/:offerId/attendance/:childId/:day',
    response: noContent,
  }),
};

/** A J+S course of trainings (issue 18): what it holds, and its file (AHV numbers decrypted, audited). */
export const jsCourseEndpoints = {
  preview: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/js-course',
    query: jsCourseQuerySchema,
    response: typedAnswer<JsCoursePreview>(),
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/admin/trainings/js-course.csv',
    query: jsCourseQuerySchema,
    response: fileAnswer,
  }),
};
