import type { FamilyChild } from '@domain/bookings/contracts';
import type { OpenPayment, PaymentsOverview } from '@domain/payments/payments-api';
import type { PriceQuote } from '@domain/pricing/family-prices-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { brandingQueryKey } from '../../lib/branding';
import { createQueryClient } from '../../lib/query-client';
import { PaymentsPage } from '../payments/payments-page';
import { SignUpDialog } from './sign-up-dialog';

// Family prices in the parent's screens (decision 053): the sign-up dialog of a camp or a training shows the
// server's price of the ticked children, sibling discount included, before the parent confirms; /zahlungen shows the
// discount's reason.

const api = fakeApi();
beforeAll(() => api.start('/camps'));
afterAll(() => api.stop());

const CAMP_ID = '99999999-9999-4999-8999-999999999999';
const lena: FamilyChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
};
const noah: FamilyChild = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Noah',
  lastName: 'Muster',
};

function quoteOf(childIds: string[]): PriceQuote {
  const lines = childIds.map((childId, i) => ({
    childId,
    listPriceCents: 50_000,
    discountCents: i === 0 ? 0 : 5_000,
    amountCents: i === 0 ? 50_000 : 45_000,
    reason: i === 0 ? null : 'Geschwisterrabatt 2. Kind –10 %',
  }));
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}

function renderPage(node: React.ReactNode) {
  const client = createQueryClient();
  client.setQueryData(brandingQueryKey, { termsUrl: null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the camp sign-up dialog', () => {
  it('shows the second child’s discounted price and the total before confirming', async () => {
    api.reset();
    api.on(`POST /api/camps/${CAMP_ID}/price-quote`, (body) => ({
      status: 200,
      body: quoteOf((body as { childIds: string[] }).childIds),
    }));
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(
      <SignUpDialog
        open
        onOpenChange={() => {}}
        offerName="Sommercamp 2026"
        familyChildren={[lena, noah]}
        registrations={[]}
        seatsLeft={10}
        waitlist={[]}
        onLeaveWaitlist={() => {}}
        onSubmit={onSubmit}
        onUnregister={() => {}}
        errorText={() => 'Fehler'}
        priceOffer={{ kind: 'camp', offerId: CAMP_ID }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Lena Muster' }));
    await user.click(screen.getByRole('checkbox', { name: 'Noah Muster' }));

    const price = await screen.findByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('Total CHF 950.00'));
    expect(price).toHaveTextContent('Lena Muster: CHF 500.00');
    expect(price).toHaveTextContent(
      'Noah Muster: CHF 450.00 · CHF 500.00 – CHF 50.00 (Geschwisterrabatt 2. Kind –10 %)',
    );
    expect(api.sent('POST', `/api/camps/${CAMP_ID}/price-quote`)?.body).toEqual({
      childIds: [lena.id, noah.id],
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the training’s quote, and says a credit pays without the discount', async () => {
    api.reset();
    api.on(`POST /api/trainings/${CAMP_ID}/price-quote`, () => ({
      status: 200,
      body: {
        lines: [
          { childId: lena.id, listPriceCents: 2_500, discountCents: 0, amountCents: 2_500, reason: null },
          {
            childId: noah.id,
            listPriceCents: 2_500,
            discountCents: 250,
            amountCents: 2_250,
            reason: 'Geschwisterrabatt 2. Kind –10 %',
          },
        ],
        totalCents: 4_750,
      } satisfies PriceQuote,
    }));
    renderPage(
      <SignUpDialog
        open
        onOpenChange={() => {}}
        offerName="TIZ Training"
        familyChildren={[lena, noah]}
        registrations={[]}
        seatsLeft={10}
        waitlist={[]}
        onLeaveWaitlist={() => {}}
        onSubmit={vi.fn()}
        onUnregister={() => {}}
        errorText={() => 'Fehler'}
        priceOffer={{ kind: 'training', offerId: CAMP_ID }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Lena Muster' }));
    await user.click(screen.getByRole('checkbox', { name: 'Noah Muster' }));
    const price = await screen.findByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('Total CHF 47.50'));
    expect(price).toHaveTextContent('Noah Muster: CHF 22.50');
    expect(price).toHaveTextContent('1 Guthaben (ohne Rabatt)');
  });
});

describe('/zahlungen', () => {
  it('names the sibling discount on the open payment', async () => {
    const discounted: OpenPayment = {
      kind: 'camp',
      id: '33333333-3333-4333-8333-333333333333',
      status: 'REQUIRES_PAYMENT',
      amountCents: 45_000,
      childName: 'Noah Muster',
      title: 'Sommercamp 2026',
      date: '2026-07-06',
      canPayOnline: true,
      canPayWithCredit: false,
      lateCancellation: false,
      updatedAt: '2026-05-04T07:00:00.000Z',
      discount: { listPriceCents: 50_000, discountCents: 5_000, reason: 'Geschwisterrabatt 2. Kind –10 %' },
    };
    const overview: PaymentsOverview = {
      openPayments: [discounted],
      credit: { balance: 0, packs: [], offerPurchase: true },
      recentConsumptions: [],
      hasHistory: true,
    };
    api.reset();
    api.on('GET /api/payments', () => ({ status: 200, body: overview }));
    api.on('GET /api/payments/history', () => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderPage(<PaymentsPage />);
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('CHF 500.00 – CHF 50.00 (Geschwisterrabatt 2. Kind –10 %)');
    expect(item).toHaveTextContent('CHF 450.00');
  });
});
