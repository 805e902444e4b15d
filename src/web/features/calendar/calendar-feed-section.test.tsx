import type { CreatedCalendarLinkResponse } from '@domain/calendar/calendar-feed-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeClipboard } from '../../testing/fake-clipboard';
import { CalendarFeedSection } from './calendar-feed-section';

configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/profile'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

const url = 'https://portal.example.ch/api/calendar/feed/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
const created: CreatedCalendarLinkResponse = {
  link: { createdAt: '2026-03-01T08:00:00.000Z' },
  url,
  webcalUrl: url.replace('https:', 'webcal:'),
};

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarFeedSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Kalender abonnieren' }).closest('section')!;
}

describe('Kalender abonnieren', () => {
  it('makes a link, shows it once with copy and webcal, and copies it', async () => {
    api.on('GET /api/calendar/link', () => ({ status: 200, body: { link: null } }));
    api.on('POST /api/calendar/link', () => ({ status: 201, body: created }));
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard stub of its own in place.
    const copied = fakeClipboard();
    const section = renderSection();

    await user.click(await within(section).findByRole('button', { name: 'Kalender-Link erstellen' }));
    expect(await within(section).findByLabelText('Ihr Kalender-Link')).toHaveValue(url);
    expect(within(section).getByRole('link', { name: 'In Kalender-App öffnen' })).toHaveAttribute(
      'href',
      created.webcalUrl,
    );
    await user.click(within(section).getByRole('button', { name: 'Link kopieren' }));
    expect(copied).toEqual([url]);
    expect(await within(section).findByText('Link kopiert.')).toBeInTheDocument();
  });

  it('says when copying fails, so the parent copies by hand', async () => {
    api.on('GET /api/calendar/link', () => ({ status: 200, body: { link: null } }));
    api.on('POST /api/calendar/link', () => ({ status: 201, body: created }));
    const user = userEvent.setup();
    fakeClipboard(true);
    const section = renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Kalender-Link erstellen' }));
    await user.click(await within(section).findByRole('button', { name: 'Link kopieren' }));
    expect(await within(section).findByText(/Kopieren nicht möglich/)).toBeInTheDocument();
  });

  it('never shows an existing link again, and renews it only after a confirmation', async () => {
    api.on('GET /api/calendar/link', () => ({
      status: 200,
      body: { link: { createdAt: '2026-02-28T23:30:00.000Z' } },
    }));
    api.on('POST /api/calendar/link', () => ({ status: 201, body: created }));
    const user = userEvent.setup();
    const section = renderSection();

    // 23:30 UTC on 28 February is 1 March in Zurich.
    expect(await within(section).findByText(/aktiv \(erstellt am 01\.03\.2026\)/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Ihr Kalender-Link')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Neuen Link erstellen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.received.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Neuen Link erstellen' }));
    expect(await within(section).findByLabelText('Ihr Kalender-Link')).toHaveValue(url);
    expect(api.received.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('ends the subscription after a confirmation', async () => {
    api.on('GET /api/calendar/link', () => ({
      status: 200,
      body: { link: { createdAt: '2026-03-01T08:00:00.000Z' } },
    }));
    api.on('DELETE /api/calendar/link', () => ({ status: 204 }));
    const user = userEvent.setup();
    const section = renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Abonnement beenden' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Abonnement beenden' }));
    expect(await within(section).findByText('Der Kalender-Link ist nicht mehr gültig.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Kalender-Link erstellen' })).toBeInTheDocument(),
    );
    expect(api.sent('DELETE', '/api/calendar/link')).toBeDefined();
  });

  it('shows the catalogue text when the link cannot be read', async () => {
    api.on('GET /api/calendar/link', () => ({ status: 403, body: { error: { code: 'FORBIDDEN' } } }));
    const section = renderSection();
    expect(
      await within(section).findByText('Der Kalender-Link konnte nicht geladen werden.'),
    ).toBeInTheDocument();
  });
});
