import { Hono } from 'hono';
import {
  type AllPresentResponse,
  type AttendanceSheet,
  dayParamSchema,
  type OfferKind,
  type SetAttendanceResponse,
  setAttendanceSchema,
} from '../../domain/attendance/attendance-api';
import type { AppContext } from '../context';
import { listAttendance } from '../features/attendance/list-attendance';
import { markAllPresent } from '../features/attendance/mark-all-present';
import { clearAttendance, setAttendance } from '../features/attendance/set-attendance';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// Attendance in the participants panel (issue 18), the same for trainings and camps: mounted under each one's routes.
export function attendanceAdminRoutes(ctx: AppContext, kind: OfferKind) {
  return new Hono()
    .get('/:offerId/attendance', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const body: AttendanceSheet = await listAttendance(ctx, { kind, offerId });
      return c.json(body);
    })
    .post('/:offerId/attendance/:day/all-present', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const day = dayParamSchema.parse(c.req.param('day'));
      const body: AllPresentResponse = {
        marked: await markAllPresent(ctx, c.get('user').id, { kind, offerId, day }),
      };
      return c.json(body);
    })
    .put('/:offerId/attendance/:childId/:day', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const childId = parseIdParam(c.req.param('childId'));
      const day = dayParamSchema.parse(c.req.param('day'));
      const { status } = setAttendanceSchema.parse(await readJsonBody(c));
      await setAttendance(ctx, c.get('user').id, { kind, offerId, childId, day, status });
      const body: SetAttendanceResponse = { childId, day, status };
      return c.json(body);
    })
    .delete('/:offerId/attendance/:childId/:day', async (c) => {
      const offerId = parseIdParam(c.req.param('offerId'));
      const childId = parseIdParam(c.req.param('childId'));
      const day = dayParamSchema.parse(c.req.param('day'));
      await clearAttendance(ctx, { kind, offerId, childId, day });
      return c.body(null, 204);
    });
}
