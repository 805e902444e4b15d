import type { TrainingsResponse } from '@domain/bookings/contracts';
import { useState } from 'react';
import { AlertMessage } from '../../ui';
import { useTrainingBooking } from '../bookings/offer-booking';

/** One press of the card's button: a new object each time, so pressing again after closing the dialog reopens it. */
export interface SignUpRequest {
  offerId: string;
}

/**
 * The card's booking flow (its notice and dialogs), loaded on the first press of its button: the flow, its mutations
 * and the cancellation rules (about 3 KB gzip) are not needed to show the card.
 */
export function NextTrainingBooking({ data, request }: { data: TrainingsResponse; request: SignUpRequest }) {
  const flow = useTrainingBooking(data);
  const [handled, setHandled] = useState<SignUpRequest | null>(null);
  if (handled !== request) {
    setHandled(request);
    flow.signUp(request.offerId);
  }
  return (
    <>
      {flow.notice && (
        <AlertMessage tone={flow.notice.tone} className="mb-3" onDismiss={flow.dismissNotice}>
          {flow.notice.text}
        </AlertMessage>
      )}
      {flow.dialogs}
    </>
  );
}
