import type { AdminAttendanceRatesResponse } from '@domain/dashboard/admin-attendance-rates-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AttendanceRatesCard } from './attendance-rates-card';

configure({ asyncUtilTimeout: 5_000 });

const rates: AdminAttendanceRatesResponse = {
  days: 90,
  offers: [
    {
      kind: 'camp',
      offerId: 'c1',
      title: 'Sommercamp',
      day: '2026-06-02',
      attended: 1,
      missed: 1,
      excused: 0,
      rate: 50,
    },
    {
      kind: 'training',
      offerId: 's1',
      title: 'Techniktraining',
      day: '2026-06-01',
      attended: 2,
      missed: 1,
      excused: 1,
      rate: 67,
    },
  ],
  children: [
    { childId: 'k1', firstName: 'Tim', lastName: 'Test', attended: 0, missed: 2, excused: 0, rate: 0 },
    { childId: 'k2', firstName: 'Noah', lastName: 'Test', attended: 1, missed: 1, excused: 1, rate: 50 },
  ],
};

const api = fakeApi();
beforeAll(() => api.start('/admin'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AttendanceRatesCard />
    </QueryClientProvider>,
  );
}

const itemsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the attendance card on the admin dashboard', () => {
  it('shows the rate per offer and the lowest children, with what was counted', async () => {
    api.on('GET /api/admin/dashboard/attendance', () => ({ status: 200, body: rates }));
    renderCard();
    expect(await screen.findByText(/Erfasste Tage der letzten 90 Tage/)).toBeVisible();
    expect(itemsOf('Nach Angebot')).toEqual([
      'SommercampCamp, 02.06.2026 · 1 von 2 da50 %',
      'Techniktraining01.06.2026 · 2 von 3 da, 1 entschuldigt67 %',
    ]);
    expect(itemsOf('Tiefste Anwesenheit')).toEqual([
      'Tim Test0 von 2 da0 %',
      'Noah Test1 von 2 da, 1 entschuldigt50 %',
    ]);
  });

  it('says when nothing was marked', async () => {
    api.on('GET /api/admin/dashboard/attendance', () => ({
      status: 200,
      body: { days: 90, offers: [], children: [] },
    }));
    renderCard();
    expect(await screen.findByText('Keine erfasste Anwesenheit in den letzten 90 Tagen.')).toBeVisible();
  });

  it('says when the figures cannot be loaded', async () => {
    api.on('GET /api/admin/dashboard/attendance', () => ({ status: 500, body: {} }));
    renderCard();
    expect(await screen.findByText('Die Anwesenheit konnte nicht geladen werden.')).toBeVisible();
  });
});
