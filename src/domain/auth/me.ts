// The session contract between server and web: `GET /api/me` answers 200 `{ user: Me | null }`.
// `null` means signed out; the web treats any failure of this call as signed out too.
import type { z } from 'zod';
import type { meResponseSchema, meSchema } from './me-schema';

/** The signed-in user (me-schema.ts). */
export type Me = z.infer<typeof meSchema>;

export type MeResponse = z.infer<typeof meResponseSchema>;
