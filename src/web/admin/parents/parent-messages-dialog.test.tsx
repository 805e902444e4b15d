import type { MessageLogEntry } from '@domain/message-log/message-log-api';
import type { AdminParent } from '@domain/parents/admin-parents-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { chooseRowAction } from '../row-actions-testing';
import { AdminParentsPage } from './parents-page';

// "Nachrichten" of a parent in the back office (decision 051): the row action opens the parent's message log, each
// message with its subject, time, channel and state, paged by the server.

configure({ asyncUtilTimeout: 5_000 });

const anna: AdminParent = {
  id: 'annaProfileId0123456789',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  mobile: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  children: [],
  partner: null,
};

const entry = (subject: string, over: Partial<MessageLogEntry> = {}): MessageLogEntry => ({
  id: subject,
  channel: 'mail',
  subject,
  state: 'sent',
  queuedAt: '2026-06-01T08:00:00.000Z',
  stateAt: '2026-06-01T08:00:05.000Z',
  ...over,
});

const api = fakeApi();
beforeAll(() => api.start('/admin/eltern'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/parents', () => ({
    status: 200,
    body: { items: [anna], page: 1, pageSize: 20, hasMore: false },
  }));
  api.on('GET /api/admin/parents/summary', () => ({
    status: 200,
    body: { stats: { total: 1, withChildren: 0, withoutChildren: 1, withPartner: 0 } },
  }));
});

describe('a parent’s "Nachrichten"', () => {
  it('lists the parent’s messages with their states and pages through them', async () => {
    const path = `/api/admin/parents/${anna.id}/messages`;
    api.on(`GET ${path}?page=1`, () => ({
      status: 200,
      body: {
        items: [
          entry('Anmeldung: Techniktraining', { state: 'bounced' }),
          entry('Training fällt aus', { channel: 'push', state: 'expired' }),
        ],
        page: 1,
        pageSize: 20,
        hasMore: true,
      },
    }));
    api.on(`GET ${path}?page=2`, () => ({
      status: 200,
      body: { items: [entry('Ihr Anmeldecode')], page: 2, pageSize: 20, hasMore: false },
    }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminParentsPage />
      </QueryClientProvider>,
    );
    await chooseRowAction(user, 'Anna Muster', 'Nachrichten');
    const dialog = await screen.findByRole('dialog', { name: 'Nachrichten an Anna Muster' });
    const rows = within(await within(dialog).findByRole('list', { name: 'Nachrichten' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anmeldung: Techniktraining01.06.2026, 10:00 · E-MailAbgewiesen',
      'Training fällt aus01.06.2026, 10:00 · PushAbgelaufen',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByText('Ihr Anmeldecode')).toBeVisible();
    expect(within(dialog).getByText('Versendet')).toBeVisible();
  });
});
