import type { OfferKind } from '@domain/attendance/attendance-api';
import { useOfferAlert } from '../../lib/use-offer-alert';
import { OfferAlertsChoice } from '../../ui/offer-alerts-choice';

/** The trainer's "Benachrichtigungen" for the session's offer (decision 052). */
export function TrainerOfferAlerts({ kind, offerId }: { kind: OfferKind; offerId: string }) {
  return <OfferAlertsChoice {...useOfferAlert('trainer', kind, offerId)} />;
}
