import type { AdminPushHistoryItem, AdminPushRecipientsPage } from '@domain/push/admin-push-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { PushRecipientsDialog } from './push-recipients-dialog';

// A push send's recipients (decision 051): the parents per state over the whole send, and each parent's state.

configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/admin/push'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

const sent: AdminPushHistoryItem = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Training fällt aus',
  body: 'Heute kein Training.',
  targetUrl: '/tiz-trainings',
  recipientType: 'selected',
  sentTo: 1,
  failed: 1,
  createdByName: null,
  createdAt: '2026-03-29T08:30:00.000Z',
};

describe('the recipients of a push send', () => {
  it('counts the parents per state and shows each parent’s', async () => {
    const answer: AdminPushRecipientsPage = {
      items: [
        { userId: 'u1', parentName: 'Mara Keller', parentEmail: 'mara@example.ch', state: 'sent' },
        { userId: 'u2', parentName: 'Urs Weg', parentEmail: 'urs@example.ch', state: 'expired' },
        { userId: 'u3', parentName: 'Ida Wartend', parentEmail: 'ida@example.ch', state: 'queued' },
      ],
      page: 1,
      pageSize: 50,
      hasMore: false,
      counts: { queued: 1, sent: 1, delivered: 0, bounced: 0, failed: 0, expired: 1 },
    };
    api.on(`GET /api/admin/push/history/${sent.id}/recipients`, () => ({ status: 200, body: answer }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PushRecipientsDialog item={sent} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Empfänger: Training fällt aus' });
    const counts = await within(dialog).findByRole('list', { name: 'Status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['In Warteschlange: 1', 'Versendet: 1', 'Abgelaufen: 1']);
    expect(within(dialog).getByRole('row', { name: /Urs Weg/ })).toHaveTextContent('Abgelaufen');
    expect(within(dialog).getByRole('row', { name: /Mara Keller/ })).toHaveTextContent('Versendet');
  });
});
