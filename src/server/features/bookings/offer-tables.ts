import type { OfferKind } from '../../../domain/bookings/offer-policy';
import {
  campPayments,
  campRsvps,
  camps,
  payments,
  rsvps,
  sessions,
  vCampCapacity,
  vSessionCapacity,
  waitlistEntries,
} from '../../db/schema';

// Trainings and camps keep their bookings in two families of tables of the same shape: the offer (sessions, camps)
// with its capacity view, a registration per child (rsvps, camp_rsvps), its payment (payments, camp_payments) and
// the waitlist's entries (waitlist_entries by session_id or camp_id). Only the names of the columns that point at
// the offer and at the registration differ; each kind's descriptor names them, so the queries of seats,
// registrations, participants and payments are written once (registration-queries.ts, offer-seats.ts).

export const trainingTables = {
  kind: 'training',
  offers: sessions,
  capacity: vSessionCapacity,
  registrations: rsvps,
  registrationOffer: rsvps.sessionId,
  payments,
  paymentRegistration: payments.rsvpId,
  paymentOffer: payments.sessionId,
  waitlistOffer: waitlistEntries.sessionId,
  /** The partial unique indexes on active registrations and on waiting children: the database's own guards. */
  activeRegistrationIndex: 'rsvps_active_session_child_uidx',
  waitlistIndex: 'waitlist_entries_session_child_uidx',
  /** The column of a new registration or waitlist entry that names the offer; a payment's also its registration. */
  offerKey: (offerId: string) => ({ sessionId: offerId }),
  paymentKeys: (offerId: string, registrationId: string) => ({ sessionId: offerId, rsvpId: registrationId }),
  /** A credit consumption's columns naming what the credit paid for. */
  consumptionKeys: (offerId: string, paymentId: string) => ({ sessionId: offerId, paymentId }),
} as const;

export const campTables = {
  kind: 'camp',
  offers: camps,
  capacity: vCampCapacity,
  registrations: campRsvps,
  registrationOffer: campRsvps.campId,
  payments: campPayments,
  paymentRegistration: campPayments.campRsvpId,
  paymentOffer: campPayments.campId,
  waitlistOffer: waitlistEntries.campId,
  activeRegistrationIndex: 'camp_rsvps_active_camp_child_uidx',
  waitlistIndex: 'waitlist_entries_camp_child_uidx',
  offerKey: (offerId: string) => ({ campId: offerId }),
  paymentKeys: (offerId: string, registrationId: string) => ({ campId: offerId, campRsvpId: registrationId }),
  consumptionKeys: (offerId: string, paymentId: string) => ({ campId: offerId, campPaymentId: paymentId }),
} as const;

export const offerTables = { training: trainingTables, camp: campTables } as const satisfies Record<
  OfferKind,
  { kind: OfferKind }
>;

export type OfferTables = (typeof offerTables)[OfferKind];
