import { z } from 'zod';
import type { AhvRevealResponse } from '../ahv';
import { defineEndpoint, noContent, typedAnswer } from '../api/endpoint';
import { secondParentEmailSchema } from '../profile';
import { makeChildFormSchema, makeChildUpdateSchema } from './child-form';
import type {
  ChildHealthInfoResponse,
  ChildResponse,
  ChildrenResponse,
  SecondParentResponse,
} from './children-api';

// "Meine Kinder" and "Elternteil 2" for a signed-in parent (children-api.ts).

/**
 * A child's age rule depends on the current year, which the domain never reads: the server parses each body with
 * the schema of the day (serve's `request` option). The schemas here give the types only; made for no year, they
 * would refuse every child.
 */
const NO_YEAR = 0;

export const childrenEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/children', response: typedAnswer<ChildrenResponse>() }),
  /** Strict: a body naming a field the parent may not set (parentId, ahvLast4, id, ...) is refused with 400. */
  create: defineEndpoint({
    method: 'POST',
    path: '/children',
    status: 201,
    request: makeChildFormSchema(NO_YEAR),
    response: typedAnswer<ChildResponse>(),
  }),
  /** For the family's edit form only, never with the list (decision 038). */
  healthInfo: defineEndpoint({
    method: 'GET',
    path: '/children/:childId/health-info',
    response: typedAnswer<ChildHealthInfoResponse>(),
  }),
  /** The full AHV number ("Anzeigen"), written to the audit log: a POST because every call is recorded. */
  revealAhv: defineEndpoint({
    method: 'POST',
    path: '/children/:childId/ahv/reveal',
    response: typedAnswer<AhvRevealResponse>(),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/children/:childId',
    request: makeChildUpdateSchema(NO_YEAR),
    response: typedAnswer<ChildResponse>(),
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/children/:childId', response: noContent }),
};

/** Every answer is the caller's state after the call; an offer answers the same whether or not the e-mail has an account. */
export const familyEndpoints = {
  secondParent: defineEndpoint({
    method: 'GET',
    path: '/family/second-parent',
    response: typedAnswer<SecondParentResponse>(),
  }),
  /** Offers a link ("Verknüpfen"). */
  offer: defineEndpoint({
    method: 'PUT',
    path: '/family/second-parent',
    request: z.strictObject({ email: secondParentEmailSchema }),
    response: typedAnswer<SecondParentResponse>(),
  }),
  /** Ends a link or withdraws the own offer. */
  end: defineEndpoint({
    method: 'DELETE',
    path: '/family/second-parent',
    response: typedAnswer<SecondParentResponse>(),
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/family/second-parent/offers/:offerId/accept',
    response: typedAnswer<SecondParentResponse>(),
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/family/second-parent/offers/:offerId/decline',
    response: typedAnswer<SecondParentResponse>(),
  }),
};
