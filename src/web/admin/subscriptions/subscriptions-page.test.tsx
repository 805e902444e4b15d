import type {
  AdminPack,
  AdminPackDetails,
  AdminPackOrder,
  AdminPacksSummary,
} from '@domain/payments/credit-packs-admin-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { chooseRowAction, rowActionNames } from '../row-actions-testing';
import { grantFormDefaults, grantFromForm, packBadges } from './pack-display';
import { AdminSubscriptionsPage } from './subscriptions-page';

configure({ asyncUtilTimeout: 5_000 });

const pack = (overrides: Partial<AdminPack>): AdminPack => ({
  id: '11111111-1111-4111-8111-111111111111',
  parentId: 'annaProfileId0123456789',
  parentName: 'Anna Muster',
  parentEmail: 'anna@example.ch',
  status: 'ACTIVE',
  pastExpiry: false,
  origin: 'PURCHASE',
  legacy: false,
  lowCredit: false,
  totalCredits: 11,
  creditsRemaining: 9,
  unitValueCents: 2500,
  priceCentsPaid: 25000,
  paymentMethod: 'STRIPE_ONLINE',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2027-03-01T10:00:00.000Z',
  ...overrides,
});
const anna = pack({ lowCredit: true, creditsRemaining: 2 });
const beat = pack({
  id: '22222222-2222-4222-8222-222222222222',
  parentName: 'Beat Keller',
  parentEmail: 'beat@example.ch',
  origin: 'LEGACY',
  legacy: true,
  priceCentsPaid: 0,
  paymentMethod: null,
  totalCredits: 22,
  creditsRemaining: 20,
});
const summary: AdminPacksSummary = {
  stats: { activePacks: 2, creditsOutstanding: 22, outstandingValueCents: 55000, expiringIn30Days: 1 },
  tabs: { active: 2, expired: 3, cancelled: 1 },
};

const api = fakeApi();
beforeAll(() => api.start('/admin/abo'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/packs', () => ({
    status: 200,
    body: { items: [anna, beat], page: 1, pageSize: 20, hasMore: false },
  }));
  api.on('GET /api/admin/packs/summary', () => ({ status: 200, body: summary }));
  api.on('GET /api/admin/packs/orders', () => ({
    status: 200,
    body: { items: [], page: 1, pageSize: 100, hasMore: false },
  }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminSubscriptionsPage />
    </QueryClientProvider>,
  );
}

describe('the labels of a pack', () => {
  it('shows Legacy and low credit by the domain rules, low credit only while active', () => {
    expect(packBadges(anna).map((b) => b.label)).toEqual(['Aktiv', 'Wenig Guthaben']);
    expect(packBadges(beat).map((b) => b.label)).toEqual(['Aktiv', 'Legacy']);
    expect(packBadges({ ...anna, status: 'CANCELLED' }).map((b) => b.label)).toEqual(['Storniert']);
    expect(packBadges({ ...anna, pastExpiry: true, lowCredit: false }).map((b) => b.label)).toEqual([
      'Abgelaufen',
    ]);
  });

  it('turns the grant form into 11 credits for CHF 250.00 by default, and refuses without a parent', () => {
    expect(grantFromForm(grantFormDefaults())).toEqual({ error: 'Bitte einen Elternteil auswählen.' });
    const form = { ...grantFormDefaults(), parentId: 'p1', method: 'TWINT_MANUAL' as const };
    expect(grantFromForm(form)).toEqual({
      grant: {
        grantKey: form.grantKey,
        parentId: 'p1',
        method: 'TWINT_MANUAL',
        priceCents: 25000,
        credits: 11,
      },
    });
    expect(grantFormDefaults().grantKey).not.toBe(form.grantKey);
    expect(grantFromForm({ ...grantFormDefaults(), parentId: 'p1', price: 'gratis' })).toEqual({
      error: 'Bitte einen gültigen Betrag eingeben.',
    });
    expect(grantFromForm({ ...grantFormDefaults(), parentId: 'p1', price: '0' })).toEqual({
      error: 'Bitte einen gültigen Betrag eingeben.',
    });
    expect(grantFromForm({ ...grantFormDefaults(), parentId: 'p1', credits: '0' })).toEqual({
      error: 'Bitte eine Anzahl Guthaben zwischen 1 und 100 eingeben.',
    });
  });
});

describe('the Abos screen', () => {
  it('shows the stats, the tabs with their counts, and asks the server for the tab and the search', async () => {
    const user = userEvent.setup();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Kennzahlen der Abos' });
    expect(within(stats).getByText('Wert offene Guthaben').nextSibling).toHaveTextContent('CHF 550.00');
    expect(within(stats).getByText('Laufen in 30 Tagen ab').nextSibling).toHaveTextContent('1');
    expect(await screen.findByRole('row', { name: /Anna Muster/ })).toHaveTextContent('Wenig Guthaben');
    expect(screen.getByRole('row', { name: /Beat Keller/ })).toHaveTextContent('Legacy');
    await user.click(screen.getByRole('tab', { name: 'Storniert (1)' }));
    await user.type(screen.getByLabelText('Suche nach Name oder E-Mail'), 'muster');
    await waitFor(() =>
      expect(api.received.map((r) => r.url)).toContain(
        '/api/admin/packs?tab=cancelled&q=muster&page=1&pageSize=20',
      ),
    );
    expect(api.received.map((r) => r.url)).toContain('/api/admin/packs/summary?q=muster');
  });

  it('offers expire and cancel for an active pack only', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/packs', () => ({
      status: 200,
      body: { items: [pack({ status: 'CANCELLED' })], page: 1, pageSize: 20, hasMore: false },
    }));
    renderPage();
    expect(await rowActionNames(user, 'Anna Muster')).toEqual(['Details']);
  });

  it("cancels after confirmation, and shows the spec's text when it fails", async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/packs/${anna.id}/status`, () => ({
      status: 409,
      body: { error: { code: 'PACK_NOT_ACTIVE' } },
    }));
    renderPage();
    await chooseRowAction(user, 'Anna Muster', 'Stornieren');
    const dialog = await screen.findByRole('alertdialog', { name: 'Abo stornieren?' });
    expect(dialog).toHaveTextContent('2 offene Guthaben verfallen');
    expect(api.sent('POST', `/api/admin/packs/${anna.id}/status`)).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    expect(await within(dialog).findByText(/^Fehler beim Stornieren des Abos: /)).toBeInTheDocument();
    expect(api.sent('POST', `/api/admin/packs/${anna.id}/status`)?.body).toEqual({ status: 'CANCELLED' });
  });

  it('grants a pack to the parent found by the search', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/parents', () => ({
      status: 200,
      body: {
        items: [
          {
            id: 'carlaProfileId0123456789',
            firstName: 'Carla',
            lastName: 'Oswald',
            email: 'carla@example.ch',
          },
        ],
        page: 1,
        pageSize: 8,
        hasMore: false,
      },
    }));
    api.on('POST /api/admin/packs', () => ({ status: 201, body: { pack: anna } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Abo erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abo erfassen (vor Ort bezahlt)' });
    await user.click(within(dialog).getByRole('button', { name: 'Abo erfassen' }));
    expect(await within(dialog).findByText('Bitte einen Elternteil auswählen.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Elternteil suchen'), 'oswald');
    await user.click(await within(dialog).findByRole('button', { name: /Carla Oswald/ }));
    await user.selectOptions(within(dialog).getByLabelText('Bezahlt mit'), 'TWINT_MANUAL');
    await user.click(within(dialog).getByRole('button', { name: 'Abo erfassen' }));
    expect(await screen.findByText('Abo für Carla Oswald erfasst.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/packs')?.body).toEqual({
      grantKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      parentId: 'carlaProfileId0123456789',
      method: 'TWINT_MANUAL',
      priceCents: 25000,
      credits: 11,
    });
  });

  it('lists the open "Abo 10+1" orders; granting one fulfils it with its packs’ credits and price', async () => {
    const user = userEvent.setup();
    const order: AdminPackOrder = {
      orderId: '99999999-9999-4999-8999-999999999999',
      parentId: 'carlaProfileId0123456789',
      parentName: 'Carla Oswald',
      parentEmail: 'carla@example.ch',
      orderedAt: '2026-05-04T08:00:00.000Z',
      quantity: 2,
      priceCents: 50000,
    };
    api.on('GET /api/admin/packs/orders', () => ({
      status: 200,
      body: { items: [order], page: 1, pageSize: 100, hasMore: false },
    }));
    api.on('POST /api/admin/packs', () => ({ status: 201, body: { pack: anna } }));
    renderPage();
    const orders = await screen.findByRole('table', { name: 'Offene Abo-Bestellungen' });
    expect(within(orders).getByRole('row', { name: /Carla Oswald/ })).toHaveTextContent('04.05.2026');
    await user.click(within(orders).getByRole('button', { name: 'Abo für Carla Oswald erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abo erfassen (vor Ort bezahlt)' });
    expect(within(dialog).getByText('Ausgewählt: Carla Oswald')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Shop-Bestellung')).toHaveDisplayValue(
      /^Bestellung vom 04\.05\.2026: 2 × Abo 10\+1, CHF\s500\.00$/,
    );
    expect(within(dialog).getByLabelText('Anzahl Guthaben')).toHaveValue('22');
    await user.click(within(dialog).getByRole('button', { name: 'Abo erfassen' }));
    expect(await screen.findByText('Abo für Carla Oswald erfasst.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/packs')?.body).toEqual({
      grantKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      parentId: order.parentId,
      method: 'CASH',
      priceCents: 50000,
      credits: 22,
      shopOrderId: order.orderId,
    });
  });

  it('shows the details: the origin and the consumption history, a given-back credit as refunded', async () => {
    const user = userEvent.setup();
    const details: AdminPackDetails = {
      pack: pack({
        origin: 'REFUND',
        totalCredits: 1,
        creditsRemaining: 0,
        priceCentsPaid: 0,
        paymentMethod: null,
      }),
      originPayment: { id: 'p1', childName: 'Lena Muster', title: 'Techniktraining', date: null },
      consumptions: [
        {
          id: 'c2',
          childName: 'Lena Muster',
          title: 'Torhütertraining',
          date: '2026-04-11T08:00:00.000Z',
          qty: 1,
          consumedAt: '2026-04-01T10:00:00.000Z',
          revertedAt: '2026-04-02T10:00:00.000Z',
        },
        {
          id: 'c1',
          childName: 'Tim Muster',
          title: 'Techniktraining',
          date: '2026-03-14T08:00:00.000Z',
          qty: 1,
          consumedAt: '2026-03-10T10:00:00.000Z',
          revertedAt: null,
        },
      ],
    };
    api.on(`GET /api/admin/packs/${anna.id}`, () => ({ status: 200, body: details }));
    renderPage();
    await chooseRowAction(user, 'Anna Muster', 'Details');
    const dialog = await screen.findByRole('dialog', { name: 'Abo-Details' });
    expect(await within(dialog).findByText('Rückerstattung eines Gratis-Guthabens')).toBeInTheDocument();
    expect(within(dialog).getByText('Aus der Zahlung für Lena Muster, Techniktraining')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('region', { name: 'Verbrauch' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Torhütertraining · 11.04.2026');
    expect(rows[0]).toHaveTextContent('Erstattet');
    expect(rows[1]).toHaveTextContent('Tim Muster');
    expect(rows[1]).toHaveTextContent('Verbraucht');
  });
});
