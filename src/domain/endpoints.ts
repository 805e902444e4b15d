import { adminEndpointGroups } from './admin-endpoints';
import type { Endpoint, EndpointSpec, FileAnswer } from './api/endpoint';
import { profileEndpoints } from './auth/profile-endpoints';
import { signInEndpoints } from './auth/sign-in-endpoints';
import { bookingEndpoints } from './bookings/booking-endpoints';
import { brandingEndpoints } from './branding-endpoints';
import { calendarEndpoints } from './calendar/calendar-endpoints';
import { childrenEndpoints, familyEndpoints } from './children/children-endpoints';
import { messageLogEndpoints } from './message-log/message-log-endpoints';
import { myDataEndpoints } from './my-data/my-data-endpoints';
import { newsEndpoints } from './news/news-endpoints';
import { offerAlertEndpoints } from './offer-alerts/offer-alert-endpoints';
import { paymentEndpoints } from './payments/payment-endpoints';
import { photoEndpoints } from './photos/photo-endpoints';
import { priceQuoteEndpoints } from './pricing/family-price-endpoints';
import { pushEndpoints } from './push/push-endpoints';
import { questionEndpoints } from './questions/question-endpoints';
import { reminderEndpoints } from './reminders/reminder-endpoints';
import { passkeyEndpoints, secondFactorEndpoints } from './second-factor/second-factor-endpoints';
import { shopEndpoints } from './shop-endpoints';
import { supportEndpoints } from './support-endpoints';
import { adminTrainerRoleEndpoints, trainerEndpoints } from './trainers/trainer-endpoints';

// Every endpoint's definition (decision 049), by feature. The server mounts each from its feature's routes; the
// contract test (tests/integration/endpoint-contracts.test.ts) checks that every mounted route serves one listed
// here, and the web's `call` (src/web/lib/api.ts) takes its types from here. The web imports this file and the
// `*-endpoints.ts` files for their types only (`import type`), so no schema reaches a page's download.

const endpointGroups = [
  signInEndpoints,
  profileEndpoints,
  brandingEndpoints,
  secondFactorEndpoints,
  passkeyEndpoints,
  bookingEndpoints,
  priceQuoteEndpoints,
  questionEndpoints,
  childrenEndpoints,
  familyEndpoints,
  calendarEndpoints,
  reminderEndpoints,
  myDataEndpoints,
  paymentEndpoints,
  newsEndpoints,
  messageLogEndpoints,
  photoEndpoints,
  pushEndpoints,
  shopEndpoints,
  supportEndpoints,
  ...adminEndpointGroups,
  trainerEndpoints,
  adminTrainerRoleEndpoints,
  offerAlertEndpoints,
] as const;

type Groups = typeof endpointGroups;

/** The definitions of one group (distributed over a union of groups). */
type DefinitionsOf<G> = G extends unknown ? G[keyof G] : never;

/** The union of every definition's type. */
type ApiEndpoint = DefinitionsOf<Groups[number]>;

/** 'METHOD /path' of every endpoint. */
export type ApiKey = ApiEndpoint['key'];

export type ApiEndpointFor<K extends ApiKey> = Extract<ApiEndpoint, { key: K }>;

/** The endpoints the web calls for JSON (a file endpoint is a link). */
export type CallableKey = Exclude<ApiEndpoint, { response: FileAnswer }>['key'];

export const apiEndpoints: readonly Endpoint<EndpointSpec>[] = endpointGroups.flatMap(
  (group): Endpoint<EndpointSpec>[] => Object.values(group),
);
