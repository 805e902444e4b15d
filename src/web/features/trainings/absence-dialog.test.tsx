import type { FamilyChild, FamilyTraining, TrainingsResponse } from '@domain/bookings/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { TrainingsPage } from './trainings-page';

// "Abwesend melden" on a booked training (issue 29): what the dialog says before and after the 20-hour cutoff,
// what it sends, what the card shows afterwards, and a refusal that keeps the dialog open.

const HOUR = 3_600_000;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/tiz-trainings');
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const lena: FamilyChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
};
const SESSION_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const absencePath = `/api/trainings/${SESSION_ID}/registrations/${lena.id}/absence`;

function training(
  startsInHours: number,
  absence?: { reportedAt: string; reason: string | null },
): FamilyTraining {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  return {
    id: SESSION_ID,
    title: 'TIZ Training',
    focus: null,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    location: 'Kunstrasen Rotkreuz',
    type: 'TIZ',
    priceCents: 2500,
    waitlist: [],
    capacity: 30,
    seatsLeft: 29,
    trainers: [],
    open: true,
    registrations: [
      {
        childId: lena.id,
        registeredAt: new Date().toISOString(),
        payment: {
          id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          status: 'SUCCEEDED',
          method: 'CASH',
          amountCents: 2500,
        },
        ...(absence ? { absence } : {}),
      },
    ],
  };
}

function serve(session: FamilyTraining) {
  const body: TrainingsResponse = { children: [lena], upcoming: [session], past: [] };
  api.on('GET /api/trainings', () => ({ status: 200, body }));
}

async function openAbsenceDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TrainingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Abwesend melden: Lena Muster' }));
  return screen.findByRole('dialog');
}

describe('reporting an absence after the cutoff', () => {
  it('says the seat stays paid, sends the reason, and the booking shows "Abgemeldet" afterwards', async () => {
    serve(training(5));
    const reportedAt = new Date().toISOString();
    api.on(`POST ${absencePath}`, () => {
      serve(training(5, { reportedAt, reason: 'Fieber' }));
      return { status: 200, body: { outcome: 'REPORTED', absence: { reportedAt, reason: 'Fieber' } } };
    });

    const dialog = await openAbsenceDialog();
    expect(dialog).toHaveTextContent('Der Platz bleibt gebucht und bezahlt');
    expect(dialog).not.toHaveTextContent('Guthaben');
    await userEvent.type(within(dialog).getByLabelText('Grund (freiwillig)'), 'Fieber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abwesend melden' }));

    expect(await screen.findByText('Lena Muster ist für dieses Training abgemeldet.')).toBeVisible();
    expect(api.sent('POST', absencePath)?.body).toEqual({ reason: 'Fieber' });
    await waitFor(() => expect(screen.getByText('Abgemeldet')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Abwesend melden: Lena Muster' })).toBeNull();
  });

  it('keeps the dialog open with the German refusal once the training has begun', async () => {
    serve(training(1));
    api.on(`POST ${absencePath}`, () => ({
      status: 409,
      body: { error: { code: 'ABSENCE_AFTER_START', message: 'x' } },
    }));

    const dialog = await openAbsenceDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abwesend melden' }));

    expect(
      await within(dialog).findByText(
        'Das Training hat bereits begonnen: eine Abwesenheit kann nur bis zum Trainingsbeginn gemeldet werden.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('reporting an absence before the cutoff', () => {
  it('says it is the ordinary cancellation with its credit, and reports what the cancellation gave back', async () => {
    serve(training(48));
    api.on(`POST ${absencePath}`, () => ({
      status: 200,
      body: {
        outcome: 'CANCELLED',
        cancellation: {
          outcome: 'REFUNDED',
          onTime: true,
          deadline: new Date().toISOString(),
          creditBack: 1,
          feeOwed: false,
        },
      },
    }));

    const dialog = await openAbsenceDialog();
    expect(dialog).toHaveTextContent('Vor Ablauf der Frist ist das eine normale Abmeldung');
    expect(dialog).toHaveTextContent('Guthaben');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abwesend melden' }));

    expect(
      await screen.findByText('Abgemeldet. Sie haben 1 Guthaben im Wert von CHF 25.00 erhalten.'),
    ).toBeVisible();
    expect(api.sent('POST', absencePath)?.body).toEqual({ reason: null });
  });
});
