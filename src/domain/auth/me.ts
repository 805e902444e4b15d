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
  /**
   * An admin whose session has not passed the second factor yet (decision 036): 'enrol' when none is set up,
   * 'verify' otherwise. The web sends them to the factor page; every /api/admin route answers 403 until then.
   * The server always sends it; optional so that a Me written before it (tests' fixtures) still means "nothing due".
   */
  secondFactor?: 'enrol' | 'verify' | null | undefined;
}

export interface MeResponse {
  user: Me | null;
}

export const ME_PATH = '/me';
export const SIGN_OUT_PATH = '/auth/sign-out';
