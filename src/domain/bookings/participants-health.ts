// The emergency and health information of a training's or a camp's participants (issue 18, decision 038): read by
// the back office only, on demand (the participants panel's "Angaben anzeigen" and the printable list), each read
// audited. Never part of the participants list, its CSV file, a mail or a log.
import type { HealthInfo } from '../children/health-info';
import type { OfferKind } from './offer-policy';

export type ParticipantsHealthKind = OfferKind;

export interface ParticipantHealth {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** null: the parents entered none. */
  healthInfo: HealthInfo | null;
}

export interface ParticipantsHealthResponse {
  participants: ParticipantHealth[];
}
