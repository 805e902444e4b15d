import type { DeletionPreview } from '@domain/my-data/my-data-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AccountDeletionPage } from './account-deletion-page';

configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/profile/konto-loeschen'));
afterAll(() => api.stop());

const preview: DeletionPreview = {
  erased: {
    children: ['Mia Muster', 'Noah Muster'],
    bookings: 4,
    supportRequests: 1,
    pushDevices: 2,
    calendarLink: true,
    photoTags: 3,
    shopOrders: 0,
  },
  kept: { payments: 5, paidCents: 62500, packs: 1, creditsForfeited: 2 },
  partnerLinked: true,
  blockers: [],
};

beforeEach(() => {
  api.reset();
  api.on('GET /api/my-data/deletion', () => ({ status: 200, body: preview }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccountDeletionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/profile/konto-loeschen', () => {
  it('shows what is erased, what is kept and why, before any code', async () => {
    renderPage();
    expect(await screen.findByText(/Ihre Kinder \(Mia Muster, Noah Muster\)/)).toBeTruthy();
    expect(screen.getByText(/3 Foto-Markierung/)).toBeTruthy();
    expect(
      screen.getByText('Die Liste der E-Mails und Push-Mitteilungen an Sie («Nachrichten»)'),
    ).toBeTruthy();
    expect(screen.getByText(/5 Zahlung\(en\) über insgesamt CHF\s625\.00 und 1 Abo/)).toBeTruthy();
    expect(screen.getByText(/Art\. 958f OR/)).toBeTruthy();
    expect(screen.getByText(/2 unbenutzte\(s\) Guthaben/)).toBeTruthy();
    expect(screen.getByText(/zweiter Elternteil wird per E-Mail informiert/)).toBeTruthy();
    expect(api.received.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('lists what must be settled first and offers no code while something is open', async () => {
    api.on('GET /api/my-data/deletion', () => ({
      status: 200,
      body: { ...preview, blockers: [{ kind: 'training', label: 'Mia Muster: TIZ, 10.06.2026 17:00' }] },
    }));
    renderPage();
    expect(await screen.findByText('Training: Mia Muster: TIZ, 10.06.2026 17:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestätigungscode senden' })).toBeNull();
  });

  it('asks for a fresh code, says a wrong one, and confirms the deletion with the right one', async () => {
    const user = userEvent.setup();
    api.on('POST /api/my-data/deletion/code', () => ({ status: 200, body: { resendAfterSeconds: 60 } }));
    api.on('POST /api/my-data/deletion', (body) =>
      (body as { code: string }).code === '123456'
        ? { status: 200, body: { ok: true } }
        : { status: 400, body: { error: { code: 'CODE_WRONG', message: 'x', details: { attempts: 1 } } } },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bestätigungscode senden' }));
    const input = await screen.findByLabelText(/Bestätigungscode/);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText('Falscher Code. Versuche: 1/5')).toBeTruthy();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText('Ihr Konto wurde gelöscht.')).toBeTruthy();
    expect(api.sent('POST', '/api/my-data/deletion')?.body).toEqual({ code: '123456' });
  });
});
