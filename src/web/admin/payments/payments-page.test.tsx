import type {
  AdminPayment,
  AdminPaymentGroupsPage,
  AdminPaymentsPage,
  AdminRefundsResponse,
} from '@domain/payments/admin-payments-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { chooseRowAction, rowActionNames } from '../row-actions-testing';
import { AdminPaymentsPage as Page } from './payments-page';

configure({ asyncUtilTimeout: 5_000 });

const open: AdminPayment = {
  kind: 'training',
  id: '11111111-1111-4111-8111-111111111111',
  status: 'REQUIRES_PAYMENT',
  method: null,
  amountCents: 2500,
  childId: '22222222-2222-4222-8222-222222222222',
  childName: 'Lena Muster',
  parentName: 'Anna Muster',
  parentEmail: 'anna@example.ch',
  offerId: '33333333-3333-4333-8333-333333333333',
  offerTitle: 'TIZ Rotkreuz',
  offerDate: '2026-05-09T08:00:00.000Z',
  stripePaymentIntentId: null,
  refundCents: null,
  manualRefundCompletedAt: null,
  lateCancellation: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  actions: ['MARK_PAID', 'SETTLE_WITH_CREDIT'],
};
const card: AdminPayment = {
  ...open,
  id: '44444444-4444-4444-8444-444444444444',
  childName: 'Noah Beispiel',
  status: 'SUCCEEDED',
  method: 'STRIPE_ONLINE',
  stripePaymentIntentId: 'pi_test_1',
  actions: ['REFUND'],
};
const cash: AdminPayment = {
  ...open,
  id: '55555555-5555-4555-8555-555555555555',
  childName: 'Mia Probe',
  status: 'SUCCEEDED',
  method: 'CASH',
  actions: ['REFUND', 'REOPEN'],
};

const page: AdminPaymentsPage = {
  items: [open, card, cash],
  page: 1,
  pageSize: 20,
  hasMore: false,
  summary: {
    receivedCents: 5000,
    outstandingCents: 2500,
    refundedCents: 0,
    counts: { REQUIRES_PAYMENT: 1, SUCCEEDED: 2, FAILED: 0, REFUNDED: 0, total: 3 },
  },
};

const api = fakeApi();
beforeAll(() => api.start('/admin/zahlungen'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/payments', () => ({ status: 200, body: page }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

const row = async (child: string) => (await screen.findByRole('cell', { name: child })).closest('tr')!;

describe('the payments list', () => {
  it('shows the summary blocks in CHF and the actions the state machine allows', async () => {
    const user = userEvent.setup();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Zusammenfassung' });
    expect(summary).toHaveTextContent('EingenommenCHF 50.00');
    expect(summary).toHaveTextContent('AusstehendCHF 25.00');
    expect(await rowActionNames(user, 'Noah Beispiel')).toEqual(['Rückerstatten']);
    expect(await rowActionNames(user, 'Mia Probe')).toEqual(['Rückerstatten', 'Wieder öffnen']);
  });

  it('offers the QR-bill of an open payment only, and only with a QR-IBAN configured', async () => {
    const user = userEvent.setup();
    api.on('GET /api/branding', () => ({ status: 200, body: { providerName: 'FS', qrBill: true } }));
    renderPage();
    await row('Lena Muster');
    // The menu offers the bill once the branding has said that a QR-IBAN is configured.
    await waitFor(async () => expect(await rowActionNames(user, 'Lena Muster')).toContain('QR-Rechnung'));
    await user.click(screen.getByRole('button', { name: 'Aktionen für Lena Muster' }));
    const bill = await screen.findByRole('menuitem', { name: 'QR-Rechnung' });
    expect(bill).toHaveAttribute('href', `/api/admin/payments/training/${open.id}/qr-bill.pdf`);
    expect(bill).toHaveAttribute('download');
    await user.keyboard('{Escape}');
    expect(await rowActionNames(user, 'Noah Beispiel')).not.toContain('QR-Rechnung');
    expect(await rowActionNames(user, 'Mia Probe')).not.toContain('QR-Rechnung');
  });

  it('marks a payment owed for a late cancellation', async () => {
    const late: AdminPayment = {
      ...open,
      id: '66666666-6666-4666-8666-666666666666',
      childName: 'Lea Spät',
      lateCancellation: true,
    };
    api.on('GET /api/admin/payments', () => ({ status: 200, body: { ...page, items: [open, late] } }));
    renderPage();
    expect(await row('Lea Spät')).toHaveTextContent('Offen (späte Abmeldung)');
    expect(await row('Lena Muster')).not.toHaveTextContent('späte Abmeldung');
  });

  it('sends the status tab, the sort and its direction to the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await row('Lena Muster');
    await user.click(screen.getByRole('button', { name: 'Bezahlt' }));
    await user.selectOptions(screen.getByLabelText('Sortieren nach'), 'amount');
    await user.click(screen.getByRole('button', { name: 'Reihenfolge: absteigend' }));
    await expect
      .poll(() => api.received.map((r) => r.url).at(-1))
      .toBe(
        '/api/admin/payments?tab=trainings&status=paid&q=&sort=amount&dir=asc&page=1&pageSize=20'.replace(
          'q=&',
          '',
        ),
      );
  });
});

describe('the grouped view', () => {
  const groups: AdminPaymentGroupsPage = {
    items: [
      {
        offerId: open.offerId,
        offerTitle: 'TIZ Rotkreuz',
        offerDate: '2026-05-09T08:00:00.000Z',
        summary: { ...page.summary, receivedCents: 3000, counts: { ...page.summary.counts, total: 3 } },
      },
    ],
    page: 1,
    pageSize: 20,
    hasMore: true,
    groupCount: 41,
    summary: { ...page.summary, receivedCents: 123400 },
  };

  it('reads the groups with their figures from the server, and a group’s payments only when it is opened', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/payments/groups', () => ({ status: 200, body: groups }));
    renderPage();
    await row('Lena Muster');
    await user.selectOptions(screen.getByLabelText('Ansicht'), 'grouped');
    const group = await screen.findByRole('region', { name: /^TIZ Rotkreuz · / });
    expect(group).toHaveTextContent('3 Zahlungen · Eingenommen CHF 30.00 · Ausstehend CHF 25.00');
    // The summary blocks and the pager follow all groups of the filter, not this page.
    expect(screen.getByRole('region', { name: 'Zusammenfassung' })).toHaveTextContent(
      'EingenommenCHF 1’234.00',
    );
    expect(screen.getByRole('navigation', { name: 'Seite 1 von 3' })).toBeInTheDocument();
    expect(within(group).queryByRole('table')).toBeNull();
    expect(api.received.map((r) => r.url).at(-1)).toBe(
      '/api/admin/payments/groups?tab=trainings&status=all&sort=date&dir=desc&page=1&pageSize=20',
    );

    await user.click(within(group).getByRole('button', { name: 'Zahlungen anzeigen' }));
    expect(await within(group).findByRole('cell', { name: 'Noah Beispiel' })).toBeInTheDocument();
    expect(api.received.map((r) => r.url)).toContain(
      `/api/admin/payments?tab=trainings&status=all&sort=date&dir=desc&offer=${open.offerId}&page=1&pageSize=20`,
    );
    expect(within(group).getByRole('button', { name: 'Zahlungen ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the modals', () => {
  it('confirm payment offers only the manual methods and says "Zahlung als bezahlt markiert."', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${open.id}/mark-paid`, () => ({
      status: 200,
      body: { payment: { ...open, status: 'SUCCEEDED', method: 'TWINT_MANUAL', actions: [] } },
    }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Als bezahlt markieren');
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung bestätigen' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['TWINT (manuell)', 'Bar', 'Gratis', 'Gutschein', 'Banküberweisung']);
    await user.selectOptions(within(dialog).getByLabelText('Zahlungsart'), 'TWINT_MANUAL');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Zahlung als bezahlt markiert.')).toBeVisible();
    expect(api.sent('POST', `/api/admin/payments/training/${open.id}/mark-paid`)?.body).toEqual({
      method: 'TWINT_MANUAL',
    });
  });

  it('refund says how the money goes back, then the card provider’s message', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${card.id}/refund`, () => ({
      status: 200,
      body: {
        payment: { ...card, status: 'REFUNDED', actions: ['RESET'] },
        manual_refund_required: false,
        credit_restored: false,
        payment_method: 'STRIPE_ONLINE',
      },
    }));
    renderPage();
    await chooseRowAction(user, 'Noah Beispiel', 'Rückerstatten');
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahlung rückerstatten' });
    expect(dialog).toHaveTextContent('Das Geld geht über den Zahlungsanbieter zurück.');
    await user.click(within(dialog).getByRole('button', { name: 'Rückerstatten' }));
    expect(
      await screen.findByText(
        'Rückerstattung ausgelöst. Das Geld ist in 5-10 Werktagen zurück auf dem Konto.',
      ),
    ).toBeVisible();
  });

  it('a refused refund shows "Fehler beim Rückerstatten" with the reason and keeps the dialog open', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${cash.id}/refund`, () => ({
      status: 409,
      body: { error: { code: 'PAYMENT_NOT_REFUNDABLE', message: 'x' } },
    }));
    renderPage();
    await chooseRowAction(user, 'Mia Probe', 'Rückerstatten');
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahlung rückerstatten' });
    expect(dialog).toHaveTextContent('Das Geld muss manuell zurückbezahlt werden.');
    await user.click(within(dialog).getByRole('button', { name: 'Rückerstatten' }));
    expect(
      await within(dialog).findByText(
        'Fehler beim Rückerstatten: Nur bezahlte Zahlungen können erstattet werden.',
      ),
    ).toBeVisible();
  });

  it('reset opens a payment recorded by hand again: "Zahlung wieder als offen markiert."', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${cash.id}/reset`, () => ({
      status: 200,
      body: { payment: { ...cash, status: 'REQUIRES_PAYMENT', method: null, actions: ['MARK_PAID'] } },
    }));
    renderPage();
    await chooseRowAction(user, 'Mia Probe', 'Wieder öffnen');
    const dialog = await screen.findByRole('alertdialog', { name: 'Zahlung zurücksetzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('Zahlung wieder als offen markiert.')).toBeVisible();
  });

  it('a refused reopening shows "Fehler beim Aktualisieren der Zahlung" with the reason, a refused reset its own text', async () => {
    const user = userEvent.setup();
    const refused = {
      status: 409,
      body: { error: { code: 'PAYMENT_NOT_RESETTABLE', message: 'x' } },
    };
    const failed: AdminPayment = {
      ...open,
      id: '66666666-6666-4666-8666-666666666666',
      childName: 'Ben Fehl',
      status: 'FAILED',
      actions: ['MARK_PAID', 'RESET'],
    };
    api.on('GET /api/admin/payments', () => ({ status: 200, body: { ...page, items: [cash, failed] } }));
    api.on(`POST /api/admin/payments/training/${cash.id}/reset`, () => refused);
    api.on(`POST /api/admin/payments/training/${failed.id}/reset`, () => refused);
    renderPage();
    const reason =
      'Nur erstattete, fehlgeschlagene oder von Hand bezahlte Zahlungen können wieder geöffnet werden.';

    await chooseRowAction(user, 'Mia Probe', 'Wieder öffnen');
    let dialog = await screen.findByRole('alertdialog', { name: 'Zahlung zurücksetzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await within(dialog).findByText(`Fehler beim Aktualisieren der Zahlung: ${reason}`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await chooseRowAction(user, 'Ben Fehl', 'Zurücksetzen');
    dialog = await screen.findByRole('alertdialog', { name: 'Zahlung zurücksetzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await within(dialog).findByText(`Fehler beim Zurücksetzen der Zahlung: ${reason}`)).toBeVisible();
  });

  it('settling with credit says "Konnte Guthaben nicht anwenden." when there is none', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${open.id}/settle-credit`, () => ({
      status: 409,
      body: { error: { code: 'CREDIT_NOT_APPLICABLE', message: 'x' } },
    }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Mit Guthaben verrechnen');
    expect(await screen.findByText('Konnte Guthaben nicht anwenden.')).toBeVisible();
  });
});

describe('the payment link', () => {
  it('is made for an open payment and copied to send to the parent', async () => {
    const user = userEvent.setup();
    const url = 'https://checkout.example.test/c/cs_test_1';
    api.on(`POST /api/admin/payments/training/${open.id}/payment-link`, () => ({
      status: 201,
      body: { url },
    }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Zahlungslink');
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungslink für Lena Muster' });
    expect(await within(dialog).findByLabelText('Zahlungslink')).toHaveValue(url);
    await user.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
    expect(await within(dialog).findByText('Zahlungslink kopiert!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('says "Fehler beim Erstellen des Zahlungslinks." when none can be made', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/payments/training/${open.id}/payment-link`, () => ({
      status: 502,
      body: { error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'x' } },
    }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Zahlungslink');
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungslink für Lena Muster' });
    expect(await within(dialog).findByText('Fehler beim Erstellen des Zahlungslinks.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Kopieren' })).toBeDisabled();
  });
});

describe('the Refunds tab', () => {
  it('lists a pending camp refund with the CHF 100.00 fee and confirms it', async () => {
    const user = userEvent.setup();
    const refunds: AdminRefundsResponse = {
      pending: [
        {
          id: '66666666-6666-4666-8666-666666666666',
          childName: 'Lena Muster',
          campName: 'Sommercamp 2026',
          method: 'CASH',
          originalCents: 50000,
          refundCents: 40000,
          feeCents: 10000,
          createdAt: '2026-05-01T10:00:00.000Z',
          refundedAt: '2026-05-04T10:00:00.000Z',
        },
      ],
      stripe: [],
    };
    api.on('GET /api/admin/payments/refunds', () => ({ status: 200, body: refunds }));
    api.on('POST /api/admin/payments/camp/66666666-6666-4666-8666-666666666666/confirm-refund', () => ({
      status: 200,
      body: { payment: open },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Rückerstattungen' }));
    const pending = (await screen.findByRole('cell', { name: 'Sommercamp 2026' })).closest('tr')!;
    expect(pending).toHaveTextContent('CHF 500.00');
    expect(pending).toHaveTextContent('CHF 400.00');
    expect(pending).toHaveTextContent('CHF 100.00');
    await user.click(within(pending).getByRole('button', { name: 'Bestätigen: Lena Muster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rückzahlung bestätigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Rückzahlung bestätigt.')).toBeVisible();
  });
});

describe('the unmatched money tab', () => {
  it('assigns money to an open payment of the same amount, searched by the parent’s e-mail', async () => {
    const user = userEvent.setup();
    const money = {
      id: 'checkout.return:cs_test_9',
      receivedAt: '2026-05-04T10:00:00.000Z',
      amountCents: 2500,
      checkoutId: 'cs_test_9',
      parentEmail: 'anna@example.ch',
      note: null,
      resolution: null,
    };
    api.on('GET /api/admin/payments/unmatched', () => ({
      status: 200,
      body: { items: [money], page: 1, pageSize: 20, hasMore: false },
    }));
    api.on('POST /api/admin/payments/unmatched/checkout.return%3Acs_test_9/assign', () => ({
      status: 200,
      body: {
        ...money,
        resolution: {
          kind: 'ASSIGNED',
          paymentKind: 'training',
          paymentId: open.id,
          resolvedAt: money.receivedAt,
        },
      },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Nicht zugeordnet' }));
    const entry = (await screen.findByRole('cell', { name: 'cs_test_9' })).closest('tr')!;
    expect(entry).toHaveTextContent('CHF 25.00');
    expect(entry).toHaveTextContent('anna@example.ch');
    await chooseRowAction(user, /^CHF\s25\.00/, 'Zuordnen', entry);
    const dialog = await screen.findByRole('dialog', { name: 'Geld einer Zahlung zuordnen' });
    expect(within(dialog).getByLabelText('Offene Zahlungen suchen')).toHaveValue('anna@example.ch');
    const choice = await within(dialog).findByLabelText('Offene Zahlung');
    await user.selectOptions(choice, `training:${open.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Zuordnen' }));
    expect(await screen.findByText('Geld der Zahlung zugeordnet.')).toBeVisible();
    expect(
      api.sent('POST', '/api/admin/payments/unmatched/checkout.return%3Acs_test_9/assign')?.body,
    ).toEqual({
      kind: 'training',
      paymentId: open.id,
    });
  });
});

describe('bank money in the unmatched tab', () => {
  it('shows the bank’s details and offers "Zurücküberwiesen" instead of a refund', async () => {
    const user = userEvent.setup();
    const money = {
      id: 'bank:77777777-7777-4777-8777-777777777777',
      source: 'bank',
      receivedAt: '2026-05-04T16:30:00.000Z',
      amountCents: 3000,
      checkoutId: null,
      parentEmail: null,
      note: null,
      bank: {
        bookingDate: '2026-05-04',
        reference: '000000000000000000000000992',
        bankReference: '20260504UNK0001',
        debtorName: 'Erich Eberle',
        debtorIban: null,
        message: null,
        reason: 'UNKNOWN_REFERENCE',
      },
      resolution: null,
    };
    api.on('GET /api/admin/payments/unmatched', () => ({
      status: 200,
      body: { items: [money], page: 1, pageSize: 20, hasMore: false },
    }));
    api.on('POST /api/admin/payments/unmatched/bank%3A77777777-7777-4777-8777-777777777777/returned', () => ({
      status: 200,
      body: {
        ...money,
        resolution: { kind: 'RETURNED', paymentKind: null, paymentId: null, resolvedAt: money.receivedAt },
      },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Nicht zugeordnet' }));
    const entry = (await screen.findByText('Bankgutschrift · Gebucht am 04.05.2026')).closest('tr')!;
    expect(entry).toHaveTextContent('Referenz: 000000000000000000000000992');
    expect(entry).toHaveTextContent('Erich Eberle');
    expect(entry).toHaveTextContent('Unbekannte Referenz.');
    expect(await rowActionNames(user, /^CHF\s30\.00/, entry)).toEqual(['Zuordnen', 'Zurücküberwiesen']);
    await chooseRowAction(user, /^CHF\s30\.00/, 'Zurücküberwiesen', entry);
    const dialog = await screen.findByRole('alertdialog', { name: 'Geld zurücküberwiesen' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurücküberwiesen' }));
    expect(await screen.findByText('Als zurücküberwiesen markiert.')).toBeVisible();
    expect(
      api.sent('POST', '/api/admin/payments/unmatched/bank%3A77777777-7777-4777-8777-777777777777/returned'),
    ).toBeDefined();
  });
});

describe('the bank tab', () => {
  beforeEach(() => {
    api.on('GET /api/admin/payments/bank-import/awaiting', () => ({ status: 200, body: { items: [] } }));
  });

  it('imports a statement and says what it paid and what waits', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/payments/bookkeeping', () => ({
      status: 200,
      body: { month: '2026-05', incomeCents: 0, refundsCents: 0, netCents: 0, lines: 0 },
    }));
    api.on('POST /api/admin/payments/bank-import', () => ({
      status: 200,
      body: {
        importId: '88888888-8888-4888-8888-888888888888',
        kind: 'camt.054',
        matched: 2,
        matchedCents: 47500,
        unmatched: 1,
        unmatchedCents: 10000,
        alreadyImported: 0,
        awaitingDetails: 0,
        awaitingDetailsCents: 0,
        paymentsPaid: 2,
        skippedEntries: 0,
      },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Bank & Buchhaltung' }));
    const section = await screen.findByRole('region', { name: 'Bankauszug importieren' });
    await user.upload(
      within(section).getByLabelText('Datei'),
      new File(['<Document/>'], 'camt054.xml', { type: 'text/xml' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Importieren' }));
    expect(
      await within(section).findByText('2 zugeordnet, 1 nicht zugeordnet, 0 bereits importiert.'),
    ).toBeVisible();
    expect(api.sent('POST', '/api/admin/payments/bank-import')?.body).toContain('camt054.xml');
  });

  it('lists the statement bookings whose details are to follow, and counts them in the answer', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/payments/bookkeeping', () => ({
      status: 200,
      body: { month: '2026-05', incomeCents: 0, refundsCents: 0, netCents: 0, lines: 0 },
    }));
    let imported = false;
    api.on('GET /api/admin/payments/bank-import/awaiting', () => ({
      status: 200,
      body: {
        items: imported
          ? [
              {
                id: '99999999-9999-4999-8999-999999999999',
                amountCents: 60000,
                bookingDate: '2026-05-12',
                bankReference: 'ZV20260512/004711',
                detailsMessageId: 'NTF-0700-20260512-000042',
                transactionCount: 3,
                importedAt: '2026-05-13T06:00:00.000Z',
              },
            ]
          : [],
      },
    }));
    api.on('POST /api/admin/payments/bank-import', () => {
      imported = true;
      return {
        status: 200,
        body: {
          importId: '88888888-8888-4888-8888-888888888888',
          kind: 'camt.053',
          matched: 0,
          matchedCents: 0,
          unmatched: 0,
          unmatchedCents: 0,
          alreadyImported: 0,
          awaitingDetails: 1,
          awaitingDetailsCents: 60000,
          paymentsPaid: 0,
          skippedEntries: 0,
        },
      };
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Bank & Buchhaltung' }));
    const section = await screen.findByRole('region', { name: 'Bankauszug importieren' });
    expect(within(section).queryByRole('region', { name: 'Details folgen' })).toBeNull();
    await user.upload(
      within(section).getByLabelText('Datei'),
      new File(['<Document/>'], 'camt053.xml', { type: 'text/xml' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Importieren' }));

    expect(
      await within(section).findByText(
        '0 zugeordnet, 0 nicht zugeordnet, 0 bereits importiert. 1 mit «Details folgen».',
      ),
    ).toBeVisible();
    const awaiting = await within(section).findByRole('region', { name: 'Details folgen' });
    expect(awaiting).toHaveTextContent('Gebucht am 12.05.2026 · 3 Zahlungen');
    expect(awaiting).toHaveTextContent('CHF 600.00');
    expect(awaiting).toHaveTextContent('Bankreferenz: ZV20260512/004711');
    expect(awaiting).toHaveTextContent('Anzeige: NTF-0700-20260512-000042');
  });

  it('asks for a file before sending anything', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/payments/bookkeeping', () => ({
      status: 200,
      body: { month: '2026-05', incomeCents: 0, refundsCents: 0, netCents: 0, lines: 0 },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Bank & Buchhaltung' }));
    const section = await screen.findByRole('region', { name: 'Bankauszug importieren' });
    await user.click(within(section).getByRole('button', { name: 'Importieren' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Bitte eine camt.054- oder camt.053-Datei wählen.',
    );
    expect(api.sent('POST', '/api/admin/payments/bank-import')).toBeUndefined();
  });

  it('sums the chosen month and links its CSV', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/payments/bookkeeping', () => ({
      status: 200,
      body: { month: '2026-04', incomeCents: 135000, refundsCents: 37500, netCents: 97500, lines: 8 },
    }));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Bank & Buchhaltung' }));
    const section = await screen.findByRole('region', { name: 'Buchhaltung' });
    const month = within(section).getByLabelText('Monat');
    await user.clear(month);
    await user.type(month, '2026-04');
    expect(await within(section).findByText('CHF 975.00')).toBeVisible();
    expect(within(section).getByText('CHF 1’350.00')).toBeVisible();
    expect(within(section).getByText('8 Buchungen')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
      'href',
      '/api/admin/payments/bookkeeping/export.csv?month=2026-04',
    );
    expect(api.received.some((r) => r.url.includes('month=2026-04'))).toBe(true);
  });
});
