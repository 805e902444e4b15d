import type { OfferKind } from '@domain/attendance/attendance-api';
import { useOfferAlert } from '../../lib/use-offer-alert';
import { OfferAlertsChoice } from '../../ui/offer-alerts-choice';

/** The admin's own "Benachrichtigungen" for a training or camp (decision 052), in its participants panel. */
export function OfferAlertsSection({ kind, offerId }: { kind: OfferKind; offerId: string }) {
  return <OfferAlertsChoice {...useOfferAlert('admin', kind, offerId)} />;
}
