// The contract of the admin's camp endpoints (/api/admin/camps) and of the public flyer address, shared by the
// routes and the screens. Camp days travel as 'YYYY-MM-DD', wall-clock times as 'HH:MM', money as cents.
import { z } from 'zod';
import type { ScheduleCamp } from '../bookings/contracts';

/** The multipart fields of the flyer upload. */
export const FLYER_FORM_FIELDS = { campId: 'campId', file: 'file' } as const;

/**
 * The flyer's public address (under /api, no session needed). Stable per camp; `v` names the stored version, so a
 * replaced flyer is fetched anew although browsers keep each version for an hour.
 */
export function campFlyerUrl(campId: string, etag: string): string {
  return `/api/camps/${encodeURIComponent(campId)}/flyer?v=${encodeURIComponent(etag.slice(0, 16))}`;
}

const ADMIN_CAMPS_PAGE_SIZE = 12;

/** `GET /admin/camps?when=upcoming|past&page=1`: upcoming soonest first, past latest first. */
export const adminCampsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_CAMPS_PAGE_SIZE),
});
export type AdminCampsQuery = z.output<typeof adminCampsQuerySchema>;

/** A camp as the back office's card shows it: the parents' camp plus its active registrations. */
export interface AdminCamp extends ScheduleCamp {
  registeredCount: number;
}

export interface AdminCampsPage {
  items: AdminCamp[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST (201), PUT, the flyer upload and the flyer delete answer the camp as it is now. */
export interface AdminCampResponse {
  camp: AdminCamp;
}

/** DELETE body: with registrations the delete is refused unless the admin confirmed cancelling them all. */
export const deleteCampSchema = z.object({ cancelRegistrations: z.boolean().default(false) });
export interface DeleteCampResponse {
  cancelledRegistrations: number;
}
