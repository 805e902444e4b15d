import type { AuthzWorld } from './world';

// The authorisation matrix (tests/helpers/authz/run-matrix.ts): every /api route, called by every actor with
// objects of A's family and of C's, and what must happen. A feature adds its routes as one file in ./routes/.

/** Who calls: nobody, parent A, A's linked second parent B, an unrelated parent C, an admin. */
export const ACTORS = ['anonymous', 'parentA', 'partnerB', 'parentC', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * Actors a row may add (the trainer area, issue 29): the trainer of the named offer past the second factor, another
 * trainer, the offer's trainer in a session without the factor, and an admin without it. Made only for rows that
 * name them (world.ts withTrainerActors), so the other rows' worlds stay as small as before.
 */
export const EXTRA_ACTORS = [
  'trainer',
  'otherTrainer',
  'trainerWithoutFactor',
  'adminWithoutFactor',
] as const;
export type ExtraActor = (typeof EXTRA_ACTORS)[number];
export type AnyActor = Actor | ExtraActor;

/**
 * Whose object the call names: A's family's (A and B may act on it), C's, or none (lists, own settings).
 * A route lists only the kinds that apply to it; a list route names A's objects to prove C never sees them.
 */
export type Objects = 'ofA' | 'ofC' | 'none';

export const FAMILY_OF: Record<Objects, readonly AnyActor[]> = {
  ofA: ['parentA', 'partnerB'],
  ofC: ['parentC'],
  none: [],
};

/** Expected answer: a status alone means "and the database is unchanged"; changed(status) means it must change. */
export type Outcome = number | { status: number; changes: true };

export const changed = (status: number): Outcome => ({ status, changes: true });

export function statusOf(outcome: Outcome): number {
  return typeof outcome === 'number' ? outcome : outcome.status;
}

export function expectsChange(outcome: Outcome): boolean {
  return typeof outcome !== 'number';
}

/** What one call sends, built fresh for every call by the route's setup. */
export interface AuthzCall {
  /** Values for the path's :params. */
  params?: Record<string, string>;
  /** A query string's values (a list's or an export's filters). */
  query?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  /**
   * A body sent as it is, with its own Content-Type, instead of `body` as JSON (a form post from another site, a
   * file upload's multipart bytes).
   */
  rawBody?: { contentType: string; text: string | Uint8Array<ArrayBuffer> };
  /** The Origin header: APP_URL's origin unless given (as our pages send it); null for none. */
  origin?: string | null;
  /**
   * Texts of the named object's family (ids, e-mail addresses, names) that must never appear in an answer to an
   * actor outside that family.
   */
  secrets?: string[];
  /** Texts no answer may ever contain, whoever asks (a full AHV number, its ciphertext). */
  neverShown?: string[];
}

export interface AuthzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Exactly as mounted, with :params (e.g. '/api/children/:childId'). */
  path: string;
  /** Tells apart several rows of one route in the test names ("extra field"). */
  label?: string;
  /** Builds the call, usually creating a fresh object of the family `objects` names, in the world of this call. */
  setup: (world: AuthzWorld, objects: Objects) => Promise<AuthzCall> | AuthzCall;
  expected: Partial<Record<Objects, Record<Actor, Outcome> & Partial<Record<ExtraActor, Outcome>>>>;
}
