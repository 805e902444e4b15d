import type {
  AdminPushHistoryItem,
  AdminPushHistoryPage,
  AdminPushParentsPage,
  AdminPushSendResponse,
  AdminPushStats,
} from '@domain/push/admin-push-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AdminPushPage } from './push-page';

configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/admin/push'));
afterAll(() => api.stop());

const sent: AdminPushHistoryItem = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Training fällt aus',
  body: 'Heute kein Training.\nBitte weitersagen.',
  targetUrl: '/tiz-trainings',
  recipientType: 'selected',
  sentTo: 2,
  failed: 1,
  createdByName: 'Andrea Arnold',
  createdAt: '2026-03-29T08:30:00.000Z',
};
const page = (items: AdminPushHistoryItem[]): AdminPushHistoryPage => ({
  items,
  page: 1,
  pageSize: 20,
  hasMore: false,
});
const parents: AdminPushParentsPage = {
  items: [
    { userId: 'u-mara', parentName: 'Mara Keller', parentEmail: 'mara@example.ch', subscriptionCount: 2 },
  ],
  page: 1,
  pageSize: 50,
  hasMore: false,
  totalWithPush: 1,
};

beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/push/stats', () => ({
    status: 200,
    body: { devices: 3, parents: 2, averageDevicesPerParent: 1.5 } satisfies AdminPushStats,
  }));
  api.on('GET /api/admin/push/history', () => ({ status: 200, body: page([sent]) }));
  api.on('GET /api/admin/push/parents', () => ({ status: 200, body: parents }));
});

let client: ReturnType<typeof createQueryClient>;

function renderPage() {
  client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <AdminPushPage />
    </QueryClientProvider>,
  );
}

describe('Push page', () => {
  it('shows the stats with one decimal and a history card with weekday, date and time', async () => {
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Kennzahlen Push' });
    expect(within(stats).getByText('1.5')).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Training fällt aus' });
    expect(within(card).getByText('Sonntag, 29.03.2026, 10:30')).toBeVisible();
    expect(card).toHaveTextContent('2 gesendet');
    expect(card).toHaveTextContent('1 fehlgeschlagen');
    expect(card).toHaveTextContent('Ausgewählte Eltern');
    expect(screen.queryByText(/Noch kein Gerät/)).toBeNull();
  });

  it('keeps "Senden" disabled with the rule that blocks it, and sends to the chosen parent', async () => {
    const answer: AdminPushSendResponse = {
      history: {
        ...sent,
        id: '22222222-2222-4222-8222-222222222222',
        sentTo: 2,
        failed: 0,
        recipientType: 'single',
      },
      devices: 2,
    };
    api.on('POST /api/admin/push', () => ({ status: 201, body: answer }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Neue Push' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Push-Benachrichtigung' });
    const send = within(dialog).getByRole('button', { name: 'Senden' });
    expect(send).toBeDisabled();
    expect(dialog).toHaveTextContent('Bitte Titel und Nachricht ausfüllen.');

    await userEvent.type(within(dialog).getByLabelText(/^Titel/), 'Training');
    await userEvent.type(within(dialog).getByLabelText(/^Nachricht/), 'Fällt aus');
    expect(dialog).toHaveTextContent('8/50 Zeichen');
    expect(dialog).toHaveTextContent('9/200 Zeichen');
    expect(send).toBeEnabled();

    await userEvent.click(within(dialog).getByLabelText('Ausgewählte Eltern'));
    expect(send).toBeDisabled();
    expect(dialog).toHaveTextContent('Bitte wählen Sie mindestens einen Elternteil aus.');
    await userEvent.click(await within(dialog).findByLabelText(/Mara Keller/));
    expect(dialog).toHaveTextContent('1 Elternteil ausgewählt');
    await userEvent.click(send);

    expect(
      await screen.findByText('Push-Benachrichtigung erfolgreich gesendet an 2 Empfänger!'),
    ).toBeVisible();
    // The history and stats refresh once the send is complete; let them land before the fake API stops.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.sent('POST', '/api/admin/push')?.body).toEqual({
      title: 'Training',
      body: 'Fällt aus',
      targetUrl: '/dashboard',
      recipients: 'selected',
      userIds: ['u-mara'],
    });
  });

  it('warns when no device is registered', async () => {
    api.on('GET /api/admin/push/stats', () => ({
      status: 200,
      body: { devices: 0, parents: 0, averageDevicesPerParent: 0 } satisfies AdminPushStats,
    }));
    api.on('GET /api/admin/push/history', () => ({ status: 200, body: page([]) }));
    renderPage();
    expect(await screen.findByText(/Noch kein Gerät hat Push-Benachrichtigungen aktiviert/)).toBeVisible();
    expect(await screen.findByText('Noch keine Push-Benachrichtigungen gesendet.')).toBeVisible();
  });
});
