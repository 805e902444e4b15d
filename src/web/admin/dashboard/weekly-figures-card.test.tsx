import type { AdminDashboardResponse } from '@domain/dashboard/admin-dashboard-api';
import type { WeeklyFigures } from '@domain/dashboard/admin-weekly-figures-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AdminDashboardPage } from './dashboard-page';

configure({ asyncUtilTimeout: 5_000 });

const dashboard: AdminDashboardResponse = {
  counts: { activeTrainers: 2, upcomingTrainings: 3, children: 4, parents: 5 },
  birthdays: [],
  birthdaysInWindow: 0,
  nextTrainings: [],
  backup: { mode: 'managed' },
};

const week = (weekStart: string, values: Partial<WeeklyFigures> = {}): WeeklyFigures => ({
  weekStart,
  trainingBookings: 0,
  campBookings: 0,
  cancelledBookings: 0,
  receivedCents: 0,
  refundedCents: 0,
  revenueCents: 0,
  ...values,
});

const weeks = [
  week('2026-03-16', { trainingBookings: 3, campBookings: 1, receivedCents: 57_500, revenueCents: 57_500 }),
  week('2026-03-23'),
  week('2026-03-30', {
    trainingBookings: 5,
    cancelledBookings: 2,
    receivedCents: 125_000,
    refundedCents: 40_000,
    revenueCents: 85_000,
  }),
];

const api = fakeApi();
beforeAll(() => api.start('/admin'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/dashboard', () => ({ status: 200, body: dashboard }));
  api.on('GET /api/admin/dashboard/weekly-figures', () => ({ status: 200, body: { weeks } }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the weekly figures on the admin dashboard', () => {
  it('asks for twelve weeks and shows every week and the total in a table with a caption', async () => {
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Buchungen und Einnahmen pro Woche, die letzten 3 Wochen',
    });
    expect(api.received.some((r) => r.url === '/api/admin/dashboard/weekly-figures?weeks=12')).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Woche',
      'Trainings',
      'Camps',
      'Abgemeldet',
      'Eingenommen',
      'Rückerstattet',
      'Einnahmen (netto)',
    ]);
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(cellsOf(row(/^KW 12 16\.03\.2026 – 22\.03\.2026/))).toEqual([
      '3',
      '1',
      '0',
      'CHF\u00A0575.00',
      'CHF\u00A00.00',
      'CHF\u00A0575.00',
    ]);
    expect(cellsOf(row(/^KW 13 /))).toEqual([
      '0',
      '0',
      '0',
      'CHF\u00A00.00',
      'CHF\u00A00.00',
      'CHF\u00A00.00',
    ]);
    expect(cellsOf(row(/^KW 14 /))).toEqual([
      '5',
      '0',
      '2',
      'CHF\u00A01’250.00',
      'CHF\u00A0400.00',
      'CHF\u00A0850.00',
    ]);
    expect(cellsOf(row(/^Total/))).toEqual([
      '8',
      '1',
      '2',
      'CHF\u00A01’825.00',
      'CHF\u00A0400.00',
      'CHF\u00A01’425.00',
    ]);
  });

  it('gives the chart a text alternative and says what counts', async () => {
    renderPage();
    expect(
      await screen.findByRole('img', {
        name: 'Diagramm der letzten 3 Wochen: insgesamt 9 Buchungen und CHF\u00A01’425.00 Einnahmen (netto); am meisten Buchungen in KW 14 (5 Buchungen). Die Zahlen jeder Woche stehen in der Tabelle.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ohne Zahlungen mit Guthaben oder gratis/)).toBeInTheDocument();
  });

  it('shows the table on demand (screen readers have it all along)', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Zahlen als Tabelle anzeigen' });
    const table = screen.getByRole('table');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table.parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Tabelle ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(table.parentElement?.id).toBe(toggle.getAttribute('aria-controls'));
  });

  it('says so when the figures cannot be loaded, and keeps the rest of the dashboard', async () => {
    api.on('GET /api/admin/dashboard/weekly-figures', () => ({
      status: 500,
      body: { error: { code: 'INTERNAL' } },
    }));
    renderPage();
    expect(await screen.findByText('Die Zahlen pro Woche konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByText('Aktive Ausbildner')).toBeInTheDocument();
  });
});
