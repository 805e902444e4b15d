import { testCheckoutMessages as m } from '@domain/messages/payment-screens';
import { formatChf } from '@domain/money';
import type { TestCheckoutOutcome } from '@domain/payments/payments-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { call, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Button, Card, PageHeader, PageSpinner } from '../../ui';

// "Testzahlung": the built-in stand-in for Stripe's checkout page (development, demos, end-to-end tests; the
// server offers it only without Stripe, never in production). The buttons decide how the payment ends; it
// completes through the same fulfilment as a Stripe webhook, then the parent lands on /zahlungen as after Stripe.

type Choice = { outcome: TestCheckoutOutcome; paidWith?: 'card' | 'twint' };

export function TestCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useQuery({
    queryKey: ['test-checkout', checkoutId],
    queryFn: ({ signal }) => call('GET /test-checkout/:checkoutId', { params: { checkoutId }, signal }),
  });
  const complete = useMutation({
    mutationFn: (choice: Choice) =>
      call('POST /test-checkout/:checkoutId', { params: { checkoutId }, body: choice }),
    onSuccess: ({ result }) => navigate(`${paths.payments}?checkout=${result}`),
  });

  const open = checkout.data && (checkout.data.status === 'open' || checkout.data.status === 'failed');
  const choose = (choice: Choice) => complete.mutate(choice);
  const busy = complete.isPending || complete.isSuccess;

  return (
    <>
      <PageHeader title={m.title} />
      {checkout.isPending && <PageSpinner />}
      {checkout.isError && <AlertMessage tone="error">{errorText(checkout.error)}</AlertMessage>}
      {checkout.data && (
        <Card className="max-w-lg">
          <AlertMessage tone="info" className="mb-4">
            {m.notice}
          </AlertMessage>
          <p className="font-semibold text-stone-900">{checkout.data.description}</p>
          <p className="mt-1 text-stone-800">
            {m.amount}: <span className="font-semibold">{formatChf(checkout.data.amountCents)}</span>
          </p>
          {complete.isError && (
            <AlertMessage tone="error" className="mt-4">
              {errorText(complete.error)}
            </AlertMessage>
          )}
          {open ? (
            <div className="mt-5 flex flex-col gap-2">
              <Button disabled={busy} onClick={() => choose({ outcome: 'paid', paidWith: 'card' })}>
                {m.payCard}
              </Button>
              <Button disabled={busy} onClick={() => choose({ outcome: 'paid', paidWith: 'twint' })}>
                {m.payTwint}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => choose({ outcome: 'failed' })}>
                {m.fail}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => choose({ outcome: 'cancelled' })}>
                {m.cancel}
              </Button>
            </div>
          ) : (
            <div className="mt-5">
              <p className="mb-3 text-stone-800">{m.closed}</p>
              <Link to={paths.payments} className="font-medium text-brand-800 underline">
                {m.back}
              </Link>
            </div>
          )}
        </Card>
      )}
    </>
  );
}
