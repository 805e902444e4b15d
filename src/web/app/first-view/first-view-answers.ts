import { ME_PATH, type MeResponse } from '@domain/auth/me';
import { bookingApi } from '@domain/bookings/contracts';
import type { ServerDrawnPath } from '@domain/first-views';
import type { QueryKey } from '@tanstack/react-query';
import { bookingQueryKeys } from '../../features/bookings/booking-queries';
import { BRANDING_PATH, brandingQueryKey } from '../../lib/branding';
import { meQueryKey } from '../../lib/session';

/** One answer a server-rendered first view is drawn with: the query it fills and the /api path that answers it. */
export interface FirstViewAnswer {
  queryKey: QueryKey;
  /** Under /api, as lib/api.ts asks for it. */
  path: string;
  /** The query's data from the answer's body, when the query keeps less than the body (the session keeps its user). */
  data?: (body: unknown) => unknown;
}

/** What the frame needs on every page: the session (top bar, menu, guards) and the provider's branding. */
export const FRAME_ANSWERS: FirstViewAnswer[] = [
  { queryKey: meQueryKey, path: ME_PATH, data: (body) => (body as MeResponse | undefined)?.user ?? null },
  { queryKey: brandingQueryKey, path: BRANDING_PATH },
];

/**
 * The first views the server renders (@domain/first-views), each with the answers its
 * first screen is drawn with. The same query keys and paths as the pages' own hooks, imported from them.
 */
export const FIRST_VIEW_ANSWERS: Record<ServerDrawnPath, FirstViewAnswer[]> = {
  '/login': [],
  '/schedule': [{ queryKey: bookingQueryKeys.schedule, path: bookingApi.schedule }],
  '/dashboard': [],
};
