import type { Endpoint, EndpointSpec, FileAnswer } from './api/endpoint';
import { profileEndpoints } from './auth/profile-endpoints';
import { signInEndpoints } from './auth/sign-in-endpoints';
import { passkeyEndpoints, secondFactorEndpoints } from './second-factor/second-factor-endpoints';

// Every endpoint's definition (decision 049), by feature. The server mounts each from its feature's routes; the
// contract test (tests/integration/endpoint-contracts.test.ts) checks that every mounted route serves one listed
// here, and the web's `call` (src/web/lib/api.ts) takes its types from here. The web imports this file and the
// `*-endpoints.ts` files for their types only (`import type`), so no schema reaches a page's download.

export const endpointGroups = [
  signInEndpoints,
  profileEndpoints,
  secondFactorEndpoints,
  passkeyEndpoints,
] as const;

type Groups = typeof endpointGroups;

/** The union of every definition's type. */
export type ApiEndpoint = { [I in keyof Groups]: Groups[I][keyof Groups[I]] }[number];

/** 'METHOD /path' of every endpoint. */
export type ApiKey = ApiEndpoint['key'];

export type ApiEndpointFor<K extends ApiKey> = Extract<ApiEndpoint, { key: K }>;

/** The endpoints the web calls for JSON (a file endpoint is a link). */
export type CallableKey = Exclude<ApiEndpoint, { response: FileAnswer }>['key'];

export const apiEndpoints: readonly Endpoint<EndpointSpec>[] = endpointGroups.flatMap(
  (group): Endpoint<EndpointSpec>[] => Object.values(group),
);
