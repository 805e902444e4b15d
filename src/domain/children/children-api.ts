// The contract of the parent's children and second-parent endpoints (children-endpoints.ts), shared by server and
// web. Bodies are validated with the child form schemas (child-form.ts) and secondParentEmailSchema (profile.ts).
import type { DateOnly } from '../time';
import type { JerseySize } from './child-form';
import type { HealthInfo } from './health-info';

/** GET /children/:childId/health-info */
export interface ChildHealthInfoResponse {
  healthInfo: HealthInfo;
}

/**
 * A child as a parent's browser sees it: the AHV only as its last four digits, the photo consents, and only
 * whether emergency and health information is stored (the form reads it from its own endpoint).
 */
export interface ChildView {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: DateOnly;
  clubName: string | null;
  level: string | null;
  jerseySize: JerseySize | null;
  ahvLast4: string | null;
  photoConsentFamily: boolean;
  photoConsentNews: boolean;
  /** Whether the parents entered emergency and health information (shown in participants, decision 038). */
  hasHealthInfo: boolean;
}

/** GET /children */
export interface ChildrenResponse {
  children: ChildView[];
}

/** POST /children (201) and PUT /children/:childId */
export interface ChildResponse {
  child: ChildView;
}

/**
 * The "Elternteil 2" section (decision 012):
 * - none: no link and no offer of one's own;
 * - primary: this parent offered a link to `email`: `pending` until the person behind it accepts, then `linked`;
 * - secondary: this parent accepted the offer of `primary`.
 * A pending offer shares nothing; a linked pair shares the family's children, bookings, payments and credit.
 */
export type SecondParentState =
  | { role: 'none' }
  | { role: 'primary'; email: string; status: 'linked' | 'pending' }
  | { role: 'secondary'; primary: { name: string; email: string } };

/** An offer another parent made to this parent's e-mail, waiting for Annehmen or Ablehnen. */
export interface PartnerOffer {
  id: string;
  /** The inviter's name, or their e-mail when they have none. */
  from: { name: string; email: string };
  createdAt: string;
}

/**
 * GET, PUT (body `{ email }`), DELETE /family/second-parent and POST .../offers/:offerId/accept|decline all answer
 * the state after the call. PUT answers the same whether or not the e-mail has an account.
 */
export interface SecondParentResponse {
  secondParent: SecondParentState;
  offers: PartnerOffer[];
}

export type PartnerOfferAnswer = 'accept' | 'decline';
