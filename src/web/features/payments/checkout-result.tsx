import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { CHECKOUT_RESULTS, type CheckoutResult } from '@domain/payments/payments-api';
import { useEffect, useRef } from 'react';
import { AlertMessage, type AlertTone } from '../../ui';
import { useSyncCheckout } from './payments-queries';

const texts: Record<CheckoutResult, { tone: AlertTone; text: string }> = {
  success: { tone: 'success', text: m.checkoutSuccess },
  failed: { tone: 'error', text: m.checkoutFailed },
  cancelled: { tone: 'info', text: m.checkoutCancelled },
};

export function checkoutResultOf(value: string | null): CheckoutResult | null {
  return (CHECKOUT_RESULTS as readonly (string | null)[]).includes(value) ? (value as CheckoutResult) : null;
}

/**
 * The message after coming back from a checkout (?checkout=success|failed|cancelled). Coming back from Stripe
 * (?session_id=...) the server re-reads the checkout once, so the payment shows "Bezahlt" without waiting for the
 * webhook; until then the parent reads that it is being processed.
 */
export function CheckoutResultNotice({
  result,
  sessionId,
  onDismiss,
}: {
  result: CheckoutResult;
  sessionId: string | null;
  onDismiss(): void;
}) {
  const sync = useSyncCheckout();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (result !== 'success' || !sessionId || synced.current === sessionId) return;
    synced.current = sessionId;
    sync.mutate(sessionId);
  }, [result, sessionId, sync]);

  const pending = result === 'success' && sessionId !== null && sync.data?.status !== 'complete';
  const { tone, text } = pending ? { tone: 'info' as const, text: m.checkoutPending } : texts[result];
  return (
    <AlertMessage tone={tone} className="mb-4" onDismiss={onDismiss}>
      {text}
    </AlertMessage>
  );
}
