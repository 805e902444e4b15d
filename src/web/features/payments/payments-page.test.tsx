import type {
  HistoryItem,
  OpenPayment,
  PackView,
  PaymentHistoryPage,
  PaymentsOverview,
} from '@domain/payments/payments-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { networkLog } from '../../../../tests/helpers/network-log';
import { createQueryClient } from '../../lib/query-client';
import { PaymentsPage } from './payments-page';

// /zahlungen against an HTTP server that answers like the API: the tabs, the pay actions and their messages, the
// credit block, the latest credits spent (2, or 5 on expand) and the history's labels.

const api = fakeApi();
beforeAll(() => api.start('/zahlungen'));
afterAll(() => api.stop());

const openTraining: OpenPayment = {
  kind: 'training',
  id: '11111111-1111-4111-8111-111111111111',
  status: 'REQUIRES_PAYMENT',
  amountCents: 2500,
  childName: 'Lena Muster',
  title: 'TIZ Passspiel',
  date: '2026-03-29T08:00:00.000Z',
  canPayOnline: true,
  canPayWithCredit: true,
  lateCancellation: false,
  updatedAt: '2026-03-20T10:00:00.000Z',
};

const failedCamp: OpenPayment = {
  ...openTraining,
  kind: 'camp',
  id: '22222222-2222-4222-8222-222222222222',
  status: 'FAILED',
  amountCents: 50_000,
  childName: null,
  title: null,
  date: '2026-07-06',
  canPayWithCredit: false,
};

const pack: PackView = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ACTIVE',
  expired: false,
  origin: 'PURCHASED',
  totalCredits: 11,
  creditsRemaining: 1,
  priceCentsPaid: 25_000,
  expiresAt: '2027-03-15T09:00:00.000Z',
  createdAt: '2026-03-15T09:00:00.000Z',
  lowCredit: true,
};

const consumptions = Array.from({ length: 5 }, (_, i) => ({
  id: `4444444${i}-4444-4444-8444-444444444444`,
  childName: 'Lena Muster',
  title: `Training ${i + 1}`,
  date: `2026-03-0${i + 1}T09:00:00.000Z`,
  qty: 1,
  consumedAt: '2026-02-20T10:00:00.000Z',
  revertedAt: null,
}));

const overview: PaymentsOverview = {
  openPayments: [openTraining, failedCamp],
  credit: { balance: 1, packs: [pack], offerPurchase: true },
  recentConsumptions: consumptions,
  hasHistory: true,
};

function serve(body: PaymentsOverview = overview, history: HistoryItem[] = []) {
  api.reset();
  api.on('GET /api/payments', () => ({ status: 200, body }));
  api.on('GET /api/payments/history', () => ({
    status: 200,
    body: { items: history, nextCursor: null } satisfies PaymentHistoryPage,
  }));
}

function renderPage(path = '/zahlungen') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => serve());

describe('the overview', () => {
  it('lists open and failed payments with the actions each allows', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    const [training, camp] = within(list).getAllByRole('listitem');

    expect(training).toHaveTextContent('TIZ Passspiel');
    expect(training).toHaveTextContent('Lena Muster · Sonntag, 29.03.2026, 10:00');
    expect(training).toHaveTextContent('Offen');
    expect(within(training!).getByRole('button', { name: 'Mit Guthaben bezahlen' })).toBeEnabled();
    expect(within(training!).getByRole('button', { name: 'Online bezahlen' })).toBeEnabled();
    expect(camp).toHaveTextContent('Unknown Camp');
    expect(camp).toHaveTextContent('Unknown Child');
    expect(camp).toHaveTextContent('Fehlgeschlagen');
    expect(within(camp!).queryByRole('button', { name: 'Mit Guthaben bezahlen' })).toBeNull();
  });

  it('offers no QR-bill while the server has none configured', async () => {
    api.on('GET /api/branding', () => ({ status: 200, body: { providerName: 'FS', qrBill: false } }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    await waitFor(() => expect(api.sent('GET', '/api/branding')).toBeDefined());
    expect(within(list).queryByRole('link', { name: 'Einzahlungsschein (QR-Rechnung)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Einzahlungsschein für alle' })).toBeNull();
  });

  it('offers each open payment and all of them together as a QR-bill download', async () => {
    api.on('GET /api/branding', () => ({ status: 200, body: { providerName: 'FS', qrBill: true } }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    const [training, camp] = within(list).getAllByRole('listitem');

    const trainingBill = await within(training!).findByRole('link', {
      name: 'Einzahlungsschein (QR-Rechnung)',
    });
    expect(trainingBill).toHaveAttribute('href', `/api/payments/training/${openTraining.id}/qr-bill.pdf`);
    expect(trainingBill).toHaveAttribute('download');
    expect(within(camp!).getByRole('link', { name: 'Einzahlungsschein (QR-Rechnung)' })).toHaveAttribute(
      'href',
      `/api/payments/camp/${failedCamp.id}/qr-bill.pdf`,
    );
    const all = screen.getByRole('link', { name: 'Einzahlungsschein für alle' });
    expect(all).toHaveAttribute('href', '/api/payments/qr-bill.pdf');
    expect(all).toHaveAccessibleDescription(
      'Alle 2 offenen Zahlungen auf einem Einzahlungsschein, zusammen CHF\u00A0525.00: PDF mit Zahlteil zum Bezahlen per Banküberweisung.',
    );
  });

  it('marks a training cancelled late as a late cancellation that is still to be paid, naming the amount kept', async () => {
    const dearer = { ...openTraining, amountCents: 3000, lateCancellation: true };
    serve({ ...overview, openPayments: [dearer, failedCamp] });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    const [late, camp] = within(list).getAllByRole('listitem');

    expect(late).toHaveTextContent('Späte Abmeldung: Gebühr CHF 30.00, kein Guthaben');
    expect(within(late!).getByRole('button', { name: 'Online bezahlen' })).toBeEnabled();
    expect(camp).not.toHaveTextContent('Späte Abmeldung');
  });

  it('settles with credit and says so', async () => {
    api.on('POST /api/payments/credit', () => ({
      status: 200,
      body: { paymentId: openTraining.id, status: 'SUCCEEDED', method: 'CREDIT' },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Guthaben bezahlen' }));

    expect(await screen.findByText('Zahlung mit Guthaben verrechnet.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/payments/credit')?.body).toEqual({ paymentId: openTraining.id });
  });

  it('says "Konnte Guthaben nicht anwenden." when the credit is gone', async () => {
    api.on('POST /api/payments/credit', () => ({
      status: 409,
      body: { error: { code: 'CREDIT_NOT_APPLICABLE', message: 'x' } },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Guthaben bezahlen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Konnte Guthaben nicht anwenden.');
    // The browser's own report of the refused request is kept for the test, not printed (web-setup.ts).
    expect(networkLog).toContainEqual(
      expect.stringMatching(/^POST \S+\/api\/payments\/credit 409 \(Conflict\)$/),
    );
  });

  it('asks for a checkout link for the payment, and says why when none can be made', async () => {
    let answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
    api.on('POST /api/payments/checkout', () => answer);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Offene Zahlungen' });
    const camp = within(list).getAllByRole('listitem')[1]!;
    await userEvent.click(within(camp).getByRole('button', { name: 'Online bezahlen' }));
    // No reason given: the spec's text.
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Erstellen des Zahlungslinks.');

    // The server's reason when it has one.
    answer = { status: 502, body: { error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'x' } } };
    await userEvent.click(within(camp).getByRole('button', { name: 'Online bezahlen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Zahlungsanbieter ist nicht erreichbar. Bitte später erneut versuchen.',
    );
    expect(api.sent('POST', '/api/payments/checkout')?.body).toEqual({
      kind: 'camp',
      paymentId: failedCamp.id,
    });
  });

  it('shows the credit, the low-credit warning and the pack offer; a failed pack link is reported', async () => {
    api.on('POST /api/credit-packs/checkout', () => ({ status: 502, body: {} }));
    renderPage();

    expect(await screen.findByText('1 von 11 Guthaben übrig')).toBeInTheDocument();
    expect(screen.getByText('Gültig bis 15.03.2027')).toBeInTheDocument();
    expect(screen.getByText('Ihr Guthaben ist bald aufgebraucht.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abo 10+1 kaufen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Erstellen des Kauf-Links.');
    expect(api.sent('POST', '/api/credit-packs/checkout')?.body).toEqual({ packType: 'TEN_PLUS_ONE' });
  });

  it('labels Legacy and goodwill packs and offers no pack with 2 credits or more', async () => {
    serve({
      ...overview,
      credit: {
        balance: 23,
        offerPurchase: false,
        packs: [
          { ...pack, id: 'a', origin: 'LEGACY', totalCredits: 22, creditsRemaining: 22, lowCredit: false },
          { ...pack, id: 'b', origin: 'GOODWILL', totalCredits: 1, priceCentsPaid: 0, lowCredit: false },
        ],
      },
    });
    renderPage();

    expect(await screen.findByText('Legacy')).toBeInTheDocument();
    expect(screen.getByText('Rückerstattung (Gratis-Guthaben)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abo 10+1 kaufen' })).toBeNull();
  });

  it('shows the latest 2 credits spent, and up to 5 on expand', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Zuletzt mit Guthaben bezahlt' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));

    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says "Keine Zahlungen vorhanden." when there is nothing at all', async () => {
    serve({
      openPayments: [],
      credit: { balance: 0, packs: [], offerPurchase: true },
      recentConsumptions: [],
      hasHistory: false,
    });
    renderPage();
    expect(await screen.findByText('Keine Zahlungen vorhanden.')).toBeInTheDocument();
    // The 10+1 pack is still on offer.
    expect(screen.getByRole('button', { name: 'Abo 10+1 kaufen' })).toBeInTheDocument();
  });

  it('says "Keine offenen Zahlungen." once everything is paid', async () => {
    serve({ ...overview, openPayments: [] });
    renderPage();
    expect(await screen.findByText('Keine offenen Zahlungen.')).toBeInTheDocument();
  });

  it('greets the parent back from a checkout', async () => {
    renderPage('/zahlungen?checkout=failed');
    expect(
      await screen.findByText('Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
  });
});

describe('the history', () => {
  const base = { changedAt: '2026-03-20T10:00:00.000Z' };
  const items: HistoryItem[] = [
    {
      ...base,
      type: 'payment',
      id: 'p1',
      kind: 'camp',
      status: 'REFUNDED',
      method: 'CASH',
      amountCents: 50_000,
      childName: 'Lena Muster',
      title: 'Sommercamp',
      date: '2026-07-06',
      paidAt: null,
      refundCents: 40_000,
      manualRefundCompletedAt: null,
      lateCancellation: false,
    },
    {
      ...base,
      type: 'consumption',
      id: 'c1',
      childName: 'Noah Muster',
      title: 'TIZ Training',
      date: '2026-03-29T08:00:00.000Z',
      qty: 1,
      consumedAt: base.changedAt,
      revertedAt: base.changedAt,
    },
    {
      ...base,
      type: 'pack',
      id: 'k1',
      status: 'ACTIVE',
      expired: true,
      origin: 'PURCHASED',
      totalCredits: 11,
      creditsRemaining: 3,
      priceCentsPaid: 25_000,
      expiresAt: '2026-03-01T09:00:00.000Z',
      createdAt: '2025-03-01T09:00:00.000Z',
      paymentMethod: 'STRIPE_TWINT',
    },
  ];

  it('labels refunds in progress, credits given back and expired packs', async () => {
    serve(overview, items);
    renderPage('/zahlungen?tab=verlauf');
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    const [camp, consumption, expiredPack] = within(list).getAllByRole('listitem');

    expect(camp).toHaveTextContent('in Bearbeitung');
    expect(camp).toHaveTextContent('Rückerstattung CHF');
    expect(consumption).toHaveTextContent('Erstattet');
    expect(expiredPack).toHaveTextContent('Abgelaufen');
    expect(expiredPack).toHaveTextContent('TWINT (online)');
  });

  it('names the methods of the parent spec and no other (ONLINE_TWINT is not shown)', async () => {
    const paid = (id: string, method: 'ONLINE_TWINT' | 'STRIPE_TWINT'): HistoryItem => ({
      ...base,
      type: 'payment',
      id,
      kind: 'training',
      status: 'SUCCEEDED',
      method,
      amountCents: 2500,
      childName: 'Lena Muster',
      title: `TIZ ${id}`,
      date: '2026-03-29T08:00:00.000Z',
      paidAt: base.changedAt,
      refundCents: null,
      manualRefundCompletedAt: null,
      lateCancellation: false,
    });
    serve(overview, [paid('Alt', 'ONLINE_TWINT'), paid('Neu', 'STRIPE_TWINT')]);
    renderPage('/zahlungen?tab=verlauf');
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    const [legacy, current] = within(list).getAllByRole('listitem');

    expect(legacy).toHaveTextContent('TIZ Alt');
    expect(legacy).not.toHaveTextContent('TWINT');
    expect(current).toHaveTextContent('TWINT (online)');
  });

  it('names the amount a late cancellation kept', async () => {
    const late: HistoryItem = {
      ...base,
      type: 'payment',
      id: 'late',
      kind: 'training',
      status: 'SUCCEEDED',
      method: 'CASH',
      amountCents: 3000,
      childName: 'Lena Muster',
      title: 'TIZ Abschluss',
      date: '2026-03-29T08:00:00.000Z',
      paidAt: base.changedAt,
      refundCents: null,
      manualRefundCompletedAt: null,
      lateCancellation: true,
    };
    serve(overview, [late]);
    renderPage('/zahlungen?tab=verlauf');
    const list = await screen.findByRole('list', { name: 'Verlauf' });

    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Späte Abmeldung: Gebühr CHF 30.00, kein Guthaben',
    );
  });

  it('opens from the tab and says "Keine Zahlungen vorhanden." when empty', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Verlauf' }));
    await waitFor(() => expect(screen.getByText('Keine Zahlungen vorhanden.')).toBeInTheDocument());
  });
});
