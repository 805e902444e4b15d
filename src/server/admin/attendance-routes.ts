import type { Hono } from 'hono';
import { dayParamSchema, type OfferKind } from '../../domain/attendance/attendance-api';
import type {
  campAttendanceEndpoints,
  trainingAttendanceEndpoints,
} from '../../domain/attendance/attendance-endpoints';
import type { AppContext } from '../context';
import { listAttendance } from '../features/attendance/list-attendance';
import { markAllPresent } from '../features/attendance/mark-all-present';
import { clearAttendance, setAttendance } from '../features/attendance/set-attendance';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

type AttendanceEndpoints = typeof trainingAttendanceEndpoints | typeof campAttendanceEndpoints;

// Attendance in the participants panel (issue 18), the same for trainings and camps: served on each one's router
// from its kind's definitions.
export function serveAttendance(
  routes: Hono,
  endpoints: AttendanceEndpoints,
  ctx: AppContext,
  kind: OfferKind,
): void {
  serve(routes, endpoints.sheet, (_c, { params }) =>
    listAttendance(ctx, { kind, offerId: parseIdParam(params.offerId) }),
  );
  serve(routes, endpoints.allPresent, async (c, { params }) => {
    const offerId = parseIdParam(params.offerId);
    const day = dayParamSchema.parse(params.day);
    return { marked: await markAllPresent(ctx, c.get('user').id, { kind, offerId, day }) };
  });
  serve(routes, endpoints.set, async (c, { params, body }) => {
    const offerId = parseIdParam(params.offerId);
    const childId = parseIdParam(params.childId);
    const day = dayParamSchema.parse(params.day);
    await setAttendance(ctx, c.get('user').id, { kind, offerId, childId, day, status: body.status });
    return { childId, day, status: body.status };
  });
  serve(routes, endpoints.clear, async (_c, { params }) => {
    const offerId = parseIdParam(params.offerId);
    const childId = parseIdParam(params.childId);
    const day = dayParamSchema.parse(params.day);
    await clearAttendance(ctx, { kind, offerId, childId, day });
  });
}
