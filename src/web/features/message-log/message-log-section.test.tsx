import type { MessageLogEntry } from '@domain/message-log/message-log-api';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profilePageApi, renderProfilePage } from '../../testing/render-profile-page';

// The profile's "Nachrichten" (decision 051): each mail and push with subject, time in Zurich, channel and state;
// older ones a page at a time; a failed read says so.

configure({ asyncUtilTimeout: 5_000 });

const api = profilePageApi();

const entry = (over: Partial<MessageLogEntry>): MessageLogEntry => ({
  id: over.subject ?? 'x',
  channel: 'mail',
  subject: 'Anmeldung',
  state: 'sent',
  queuedAt: '2026-06-01T08:00:00.000Z',
  stateAt: '2026-06-01T08:00:05.000Z',
  ...over,
});

const section = async () =>
  (await screen.findByRole('heading', { name: 'Nachrichten' })).closest('section') as HTMLElement;

describe('/profile "Nachrichten"', () => {
  it('lists each message with subject, time, channel and state, and loads older ones', async () => {
    api.on('GET /api/messages?page=1', () => ({
      status: 200,
      body: {
        items: [
          entry({ subject: 'Anmeldung: Techniktraining am Mittwoch', state: 'queued' }),
          entry({ subject: 'Training fällt aus', channel: 'push', state: 'expired' }),
          entry({ subject: 'Ihr Anmeldecode für Fussballschule', state: 'sent' }),
        ],
        page: 1,
        pageSize: 20,
        hasMore: true,
      },
    }));
    api.on('GET /api/messages?page=2', () => ({
      status: 200,
      body: {
        items: [entry({ subject: 'Abmeldung: Camp', state: 'bounced' })],
        page: 2,
        pageSize: 20,
        hasMore: false,
      },
    }));
    const user = userEvent.setup();
    renderProfilePage();
    const list = await within(await section()).findByRole('list', { name: 'Nachrichten' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anmeldung: Techniktraining am Mittwoch01.06.2026, 10:00 · E-MailIn Warteschlange',
      'Training fällt aus01.06.2026, 10:00 · PushAbgelaufen',
      'Ihr Anmeldecode für Fussballschule01.06.2026, 10:00 · E-MailVersendet',
    ]);

    await user.click(within(await section()).getByRole('button', { name: 'Ältere anzeigen' }));
    expect(await within(list).findByText('Abmeldung: Camp')).toBeVisible();
    expect(within(list).getByText('Abgewiesen')).toBeVisible();
    expect(within(await section()).queryByRole('button', { name: 'Ältere anzeigen' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    api.on('GET /api/messages?page=1', () => ({
      status: 200,
      body: { items: [], page: 1, pageSize: 20, hasMore: false },
    }));
    renderProfilePage();
    expect(await within(await section()).findByText('Noch keine Nachrichten.')).toBeVisible();
  });

  it('says when the list cannot be read', async () => {
    api.on('GET /api/messages?page=1', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE' } } }));
    renderProfilePage();
    expect(
      await within(await section()).findByText(/Die Nachrichten konnten nicht geladen werden\./),
    ).toBeVisible();
  });
});
