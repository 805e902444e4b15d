import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { type ApiErrorBody, type ErrorCode, errorMessages } from '../../domain/errors';
import { databaseErrorSummary, isDatabaseUnavailable, sqlState } from '../db/pg-error';
import { AppError } from '../errors';
import { logFor } from '../observability/log';

const log = logFor('api');

/** The body of an error answer; `requestId` finds its log lines (the id is also the X-Request-Id header). */
function body(code: ErrorCode, details: Record<string, unknown> | undefined, requestId: string | undefined) {
  const answer: ApiErrorBody = {
    error: { code, message: errorMessages[code], ...(details ? { details } : {}) },
  };
  return requestId ? { ...answer, requestId } : answer;
}

/**
 * A coded error answer with its length: the compression wrapper then need not read it back to count it (a rush's
 * 970 "Ausgebucht" answers each paid for a copy of their body and left the server's fast path for plain answers).
 */
export function errorAnswer(
  c: Context,
  code: ErrorCode,
  status: ContentfulStatusCode,
  details?: Record<string, unknown>,
): Response {
  const text = JSON.stringify(body(code, details, c.get('requestId')));
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

/** Maps every thrown error to a coded JSON answer; unknown errors are logged and answered without their text. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) return errorAnswer(c, err.code, err.status, err.details);
  if (err instanceof ZodError) {
    return errorAnswer(c, 'VALIDATION', 400, { fields: err.issues.map((i) => i.path.join('.')) });
  }
  if (err instanceof HTTPException) {
    if (err.status === 401) return errorAnswer(c, 'UNAUTHENTICATED', 401);
    if (err.status === 404) return errorAnswer(c, 'NOT_FOUND', 404);
    return errorAnswer(c, 'BAD_REQUEST', 400);
  }
  // Lost connection / server shutting down: answer 503 so clients (and Stripe) retry later.
  if (isDatabaseUnavailable(err)) return errorAnswer(c, 'UNAVAILABLE', 503);
  const database = databaseErrorSummary(err);
  const refusal = refusalOf(sqlState(err));
  if (refusal) {
    // Input no route checked well enough: the client's mistake, but worth a line to find the missing check.
    log.warn({ method: c.req.method, route: routePath(c), database }, 'refused by the database');
    return errorAnswer(c, refusal.code, refusal.status);
  }
  // A query's error is logged by its SQLSTATE only: drizzle's message carries the SQL parameters.
  log.error({ method: c.req.method, route: routePath(c), err }, 'unexpected error');
  return errorAnswer(c, 'INTERNAL', 500);
}

/**
 * SQLSTATEs that mean "this input cannot be stored" rather than "the server is broken": class 22 (data exception:
 * an unreadable date, a number out of range, a bad uuid) and the integrity violations a client can cause.
 */
function refusalOf(state: string | undefined): { code: ErrorCode; status: 400 | 409 } | undefined {
  if (!state) return undefined;
  if (state.startsWith('22') || state === '23502' || state === '23514') {
    return { code: 'VALIDATION', status: 400 };
  }
  // Unique, foreign key, exclusion: a concurrent change won the race (or the row is still referenced).
  if (state === '23505' || state === '23503' || state === '23P01') return { code: 'CONFLICT', status: 409 };
  return undefined;
}
