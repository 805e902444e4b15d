// The session contract between server and web: `GET /api/me` answers 200 `{ user: Me | null }`.
// `null` means signed out; the web treats any failure of this call as signed out too.
import type { Role } from '../profile-completeness';

export interface Me {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  /** ISO 8601 instant, or null while the terms are not accepted. */
  termsAcceptedAt: string | null;
  secondParentEmail: string | null;
}

export interface MeResponse {
  user: Me | null;
}

export const ME_PATH = '/me';
export const SIGN_OUT_PATH = '/auth/sign-out';
