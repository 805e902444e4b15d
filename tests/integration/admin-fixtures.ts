import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import { createAdmin, type Profile } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';

// Shared by the back-office tests: a signed-in admin, calls as the admin screens make them, the audit rows written.

export interface SignedInAdmin {
  admin: Profile;
  cookie: string;
}

export async function signedInAdmin(t: TestApp): Promise<SignedInAdmin> {
  const admin = await createAdmin(t.ctx.db);
  return { admin, cookie: await sessionCookieFor(t, admin.id) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api`path` with the cookie (and a JSON body when given). */
export function call(t: TestApp, cookie: string, method: Method, path: string, json?: unknown) {
  return t.request(`/api${path}`, { method, headers: { cookie }, ...(json === undefined ? {} : { json }) });
}

export async function errorOf(
  response: Response,
): Promise<{ code?: string; details?: Record<string, unknown> }> {
  const body = (await response.json()) as { error?: { code?: string; details?: Record<string, unknown> } };
  return body.error ?? {};
}

export function auditRowsOf(t: TestApp, subjectType: string, subjectId: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.createdAt);
}
