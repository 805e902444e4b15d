import type { FamilyChild, FamilyTraining, TrainingsResponse } from '@domain/bookings/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { tizTraining } from '../../testing/offers';
import { NextTrainingCard } from './next-training-card';

// "Nächste TIZ Training" on the dashboard: the next TIZ training still open for sign-up, the family's state, the
// sign-up or edit button (the same dialog as on /tiz-trainings) and the link to all dates.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/dashboard');
});
afterAll(() => api.close());

const lena: FamilyChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
};

function training(id: string, overrides: Partial<FamilyTraining>): FamilyTraining {
  return {
    ...tizTraining,
    id,
    waitlist: [],
    seatsLeft: 30,
    trainers: [],
    open: true,
    registrations: [],
    ...overrides,
  };
}

function serve(upcoming: FamilyTraining[]) {
  const body: TrainingsResponse = { children: [lena], upcoming, past: [] };
  api.on('GET /api/trainings', () => ({ status: 200, body }));
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NextTrainingCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => api.reset());

describe('Nächste TIZ Training', () => {
  it('shows the next TIZ training still open for sign-up, with Anmelden and the link to all dates', async () => {
    serve([
      training('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', { title: 'Läuft gerade', open: false }),
      training('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', { title: 'Einzeltraining', type: '1:1' }),
      training('cccccccc-cccc-4ccc-8ccc-cccccccccccc', { title: 'Samstagstraining', focus: 'Kopfball' }),
      training('dddddddd-dddd-4ddd-8ddd-dddddddddddd', { title: 'Später' }),
    ]);
    renderCard();

    expect(await screen.findByRole('heading', { name: 'Samstagstraining' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Läuft gerade' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Einzeltraining' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Später' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Alle Termine' })).toHaveAttribute('href', '/tiz-trainings');

    await userEvent.click(screen.getByRole('button', { name: /^Anmelden/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Lena Muster' })).toBeVisible();
  });

  it('offers to edit once a child of the family is registered', async () => {
    serve([
      training('cccccccc-cccc-4ccc-8ccc-cccccccccccc', {
        registrations: [{ childId: lena.id, registeredAt: '2026-05-01T08:00:00.000Z', payment: null }],
      }),
    ]);
    renderCard();

    expect(await screen.findByRole('button', { name: /^Anmeldung bearbeiten/ })).toBeVisible();
    expect(screen.getByText('Lena Muster')).toBeVisible();
    expect(screen.getByText('Offen')).toBeVisible();
  });

  it('says so when no TIZ training is coming', async () => {
    serve([training('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', { type: '1:1' })]);
    renderCard();
    expect(await screen.findByText('Keine kommenden Trainings gefunden.')).toBeVisible();
  });
});
