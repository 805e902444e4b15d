import type { FamilyChild, FamilyTraining, TrainingsResponse } from '@domain/bookings/contracts';
import { formatWeekdayDateTime } from '@domain/time';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { TrainingsPage } from './trainings-page';

// "TIZ Trainings" against an HTTP server that answers like the API: what the cancellation dialog says before the
// parent confirms (the deadline in Zurich time, and what cancelling now costs), and what it sends; and the same for
// "Abwesend melden" before and after the cutoff (issue 29).

const HOUR = 3_600_000;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/tiz-trainings');
});
afterAll(() => api.close());

const lena: FamilyChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
};

function training(id: string, startsInHours: number, paid: boolean): FamilyTraining {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  return {
    id,
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
          id: `${id.slice(0, -4)}9999`,
          status: paid ? 'SUCCEEDED' : 'REQUIRES_PAYMENT',
          method: paid ? 'CASH' : null,
          amountCents: 2500,
        },
      },
    ],
  };
}

function serve(session: FamilyTraining) {
  const body: TrainingsResponse = { children: [lena], upcoming: [session], past: [] };
  api.on('GET /api/trainings', () => ({ status: 200, body }));
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TrainingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openCancelDialog() {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Anmeldung bearbeiten/ }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abmelden' }));
  return screen.findByRole('alertdialog');
}

const deadlineOf = (session: FamilyTraining) =>
  formatWeekdayDateTime(new Date(new Date(session.startsAt).getTime() - 20 * HOUR));

beforeEach(() => api.reset());

describe('cancelling a training', () => {
  it('on time: names the deadline in Zurich time and the credit coming back, then cancels', async () => {
    const session = training('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 72, true);
    serve(session);
    api.on(`DELETE /api/trainings/${session.id}/registrations/${lena.id}`, () => ({
      status: 200,
      body: { outcome: 'REFUNDED', onTime: true, deadline: session.startsAt, creditBack: 1 },
    }));

    const dialog = await openCancelDialog();

    expect(dialog).toHaveTextContent(`Abmeldung mit Gutschrift bis ${deadlineOf(session)} Uhr möglich.`);
    expect(dialog).toHaveTextContent(
      `Abmeldung vor ${deadlineOf(session)} Uhr: Sie erhalten 1 Guthaben im Wert von CHF 25.00.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(
      await screen.findByText('Abgemeldet. Sie haben 1 Guthaben im Wert von CHF 25.00 erhalten.'),
    ).toBeVisible();
    expect(api.sent('DELETE', `/api/trainings/${session.id}/registrations/${lena.id}`)).toBeDefined();
  });

  it('late: says before confirming that the deadline has passed and the CHF 25 are forfeited', async () => {
    const session = training('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 10, true);
    serve(session);

    const dialog = await openCancelDialog();

    expect(dialog).toHaveTextContent(
      `Die Frist für eine Abmeldung mit Gutschrift ist am ${deadlineOf(session)} Uhr abgelaufen.`,
    );
    expect(dialog).toHaveTextContent(
      'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 verfallen, es gibt kein Guthaben.',
    );
    expect(dialog).not.toHaveTextContent('möglich');
    expect(api.received.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('unpaid and on time: free', async () => {
    const session = training('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 30, false);
    serve(session);
    const dialog = await openCancelDialog();
    expect(dialog).toHaveTextContent('Noch nicht bezahlt: Die Abmeldung ist kostenlos.');
  });

  it('unpaid and late: says the CHF 25 stay owed, then confirms it', async () => {
    const session = training('ffffffff-ffff-4fff-8fff-ffffffffffff', 10, false);
    serve(session);
    api.on(`DELETE /api/trainings/${session.id}/registrations/${lena.id}`, () => ({
      status: 200,
      body: { outcome: 'NO_REFUND', onTime: false, deadline: session.startsAt, creditBack: 0, feeOwed: true },
    }));

    const dialog = await openCancelDialog();

    expect(dialog).toHaveTextContent(
      'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 bleiben geschuldet, die offene Zahlung bleibt bestehen. Es gibt kein Guthaben.',
    );
    expect(dialog).not.toHaveTextContent('kostenlos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(
      await screen.findByText(
        'Abgemeldet. Die CHF 25.00 bleiben geschuldet (siehe Zahlungen), es gibt kein Guthaben.',
      ),
    ).toBeVisible();
  });

  it('shows the spec’s cutoff text when the server refuses because the training has begun', async () => {
    const session = training('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 1, true);
    serve(session);
    api.on(`DELETE /api/trainings/${session.id}/registrations/${lena.id}`, () => ({
      status: 409,
      body: { error: { code: 'TRAINING_CLOSED', message: 'x' } },
    }));
    const dialog = await openCancelDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByText('Abmeldung fehlgeschlagen (Cutoff 20h?).')).toBeVisible());
  });
});

describe('a closed training', () => {
  it('shows "Anmeldung geschlossen" and no free-places badge', async () => {
    const past = { ...training('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', -30, true), open: false };
    const body: TrainingsResponse = { children: [lena], upcoming: [], past: [past] };
    api.on('GET /api/trainings', () => ({ status: 200, body }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TrainingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByText('Anmeldung geschlossen')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'TIZ Training' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('Plätze frei');
  });
});

describe('reporting an absence ("Abwesend melden", issue 29)', () => {
  const SESSION = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
  const absencePath = `/api/trainings/${SESSION}/registrations/${lena.id}/absence`;

  function reported(session: FamilyTraining, absence: { reportedAt: string; reason: string | null }) {
    return { ...session, registrations: session.registrations.map((r) => ({ ...r, absence })) };
  }

  async function openAbsenceDialog() {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Abwesend melden: Lena Muster' }));
    return screen.findByRole('dialog');
  }

  it('after the cutoff: says the seat stays paid, sends the reason, and the booking shows "Abgemeldet"', async () => {
    const session = training(SESSION, 5, true);
    serve(session);
    const absence = { reportedAt: new Date().toISOString(), reason: 'Fieber' };
    api.on(`POST ${absencePath}`, () => {
      serve(reported(session, absence));
      return { status: 200, body: { outcome: 'REPORTED', absence } };
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

  it('after the cutoff and unpaid: says the CHF 25 stay owed', async () => {
    serve(training(SESSION, 5, false));
    const dialog = await openAbsenceDialog();
    expect(dialog).toHaveTextContent(
      'Der Platz bleibt gebucht, die CHF 25.00 bleiben geschuldet (siehe Zahlungen).',
    );
    expect(dialog).not.toHaveTextContent('bezahlt.');
  });

  it('keeps the dialog open with the German refusal once the training has begun', async () => {
    serve(training(SESSION, 1, true));
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

  it('before the cutoff: says it is the ordinary cancellation with its credit, then says what it gave back', async () => {
    serve(training(SESSION, 48, true));
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
