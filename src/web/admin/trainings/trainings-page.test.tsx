import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { activeTrainer, lenaParticipant, tizTraining } from '../../testing/offers';
import { chooseRowAction } from '../row-actions-testing';
import { AdminTrainingsPage } from './trainings-page';

configure({ asyncUtilTimeout: 5_000 });

const REQUIRED = 'Title / Datum / Zeiten ausfüllen.';
const LUCA = '22222222-2222-4222-8222-222222222222';
const training: AdminTraining = {
  ...tizTraining,
  id: '11111111-1111-4111-8111-111111111111',
  registeredCount: 1,
  seatsLeft: 29,
  trainers: [],
};
const lena: AdminParticipant = {
  ...lenaParticipant,
  payment: { id: 'p1', status: 'REQUIRES_PAYMENT', method: null, amountCents: 2500 },
};
const noah = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Noah',
  lastName: 'Keller',
  dateOfBirth: '2014-02-01',
  parentName: 'Reto Keller',
};

const api = fakeApi();
beforeAll(() => api.start('/admin/trainings'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/trainings', () => ({
    status: 200,
    body: { items: [training], page: 1, pageSize: 20, hasMore: false },
  }));
  api.on('GET /api/admin/trainers', () => ({
    status: 200,
    body: { trainers: [activeTrainer(LUCA, 'Luca')] },
  }));
  api.on(`GET /api/admin/trainings/${training.id}/participants`, () => ({
    status: 200,
    body: { participants: [lena] },
  }));
  api.on('GET /api/admin/children/search', () => ({ status: 200, body: { children: [noah] } }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminTrainingsPage />
    </QueryClientProvider>,
  );
}

async function openNewTraining(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Training erfassen' }));
  return screen.findByRole('dialog', { name: 'Neues Training' });
}

describe('the training form', () => {
  it('starts from the spec defaults', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewTraining(user);
    expect(within(dialog).getByLabelText(/Kapazität/)).toHaveValue('30');
    expect(within(dialog).getByLabelText(/Preis/)).toHaveValue('25.00');
    expect(within(dialog).getByLabelText(/Beginn/)).toHaveValue('10:00');
    expect(within(dialog).getByLabelText(/Ende/)).toHaveValue('11:45');
    expect(within(dialog).getByLabelText(/Ort/)).toHaveValue('Kunstrasen Rotkreuz');
    expect(within(dialog).getByLabelText(/Typ/)).toHaveValue('TIZ');
    expect(within(dialog).getByLabelText(/Anzahl Wochen/)).toHaveValue(1);
  });

  it("needs title and date: the spec's text, nothing sent", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewTraining(user);
    await user.click(within(dialog).getByRole('button', { name: 'Training erfassen' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(api.sent('POST', '/api/admin/trainings')).toBeUndefined();
  });

  it('refuses an end before the start', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewTraining(user);
    await user.type(within(dialog).getByLabelText(/Titel/), 'TIZ');
    await user.type(within(dialog).getByLabelText(/Datum/), '2026-05-09');
    await user.clear(within(dialog).getByLabelText(/Ende/));
    await user.type(within(dialog).getByLabelText(/Ende/), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Training erfassen' }));
    expect(
      await within(dialog).findByText('Die Endzeit muss nach der Startzeit liegen.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/trainings')).toBeUndefined();
  });

  it('creates a weekly series with the chosen trainer', async () => {
    const user = userEvent.setup();
    api.on('POST /api/admin/trainings', () => ({
      status: 201,
      body: { trainings: [training, training, training, training] },
    }));
    renderPage();
    const dialog = await openNewTraining(user);
    await user.type(within(dialog).getByLabelText(/Titel/), 'TIZ Training');
    await user.type(within(dialog).getByLabelText(/Datum/), '2026-05-09');
    await user.clear(within(dialog).getByLabelText(/Anzahl Wochen/));
    await user.type(within(dialog).getByLabelText(/Anzahl Wochen/), '4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Luca Bühler' }));
    await user.click(within(dialog).getByRole('button', { name: '4 Trainings erfassen' }));
    expect(await screen.findByText('4 Trainings erfasst.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/trainings')?.body).toMatchObject({
      title: 'TIZ Training',
      date: '2026-05-09',
      capacity: '30',
      priceChf: '25.00',
      weeks: '4',
      trainerIds: [LUCA],
    });
  });

  it('names the bookings when the capacity would be below them', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/trainings/${training.id}`, () => ({
      status: 409,
      body: { error: { code: 'CAPACITY_BELOW_BOOKINGS', details: { registered: 3 } } },
    }));
    renderPage();
    await chooseRowAction(user, /^TIZ Training/, 'Bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Training bearbeiten' });
    expect(within(dialog).queryByLabelText(/Anzahl Wochen/)).toBeNull();
    await user.clear(within(dialog).getByLabelText(/Kapazität/));
    await user.type(within(dialog).getByLabelText(/Kapazität/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Die Kapazität darf nicht kleiner sein als die 3 bestehenden Anmeldungen.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the participants panel', () => {
  async function openPanel(user: ReturnType<typeof userEvent.setup>) {
    await chooseRowAction(user, /^TIZ Training/, 'Teilnehmende');
    return screen.findByRole('dialog', { name: 'Teilnehmende: TIZ Training' });
  }

  it('lists the booked children with their payment', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openPanel(user);
    const row = await within(dialog).findByRole('listitem', { name: 'Lena Muster' });
    expect(row).toHaveTextContent('Anna Muster');
    expect(row).toHaveTextContent('Offen');
    expect(within(dialog).getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
      'href',
      `/api/admin/trainings/${training.id}/participants.csv`,
    );
  });

  it('"+ Kind" asks for a child first, then says whether credit paid it', async () => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/trainings/${training.id}/participants`, () => ({
      status: 201,
      body: {
        creditUsed: true,
        payment: { id: 'p2', status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500 },
      },
    }));
    renderPage();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: '+ Kind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie ein Kind aus.')).toBeInTheDocument();
    expect(api.sent('POST', `/api/admin/trainings/${training.id}/participants`)).toBeUndefined();

    await user.click(await within(dialog).findByRole('radio', { name: /Noah Keller/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(
      await within(dialog).findByText('Noah Keller angemeldet. Bezahlt mit Guthaben der Familie.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', `/api/admin/trainings/${training.id}/participants`)?.body).toEqual({
      childId: noah.id,
      answers: {},
    });
  });

  it.each([
    ['ALREADY_REGISTERED_TRAINING', 409, 'Dieses Kind ist bereits für das Training angemeldet.'],
    ['NOT_FOUND', 404, 'Training oder Kind wurde nicht gefunden.'],
    ['FORBIDDEN', 403, 'Keine Berechtigung für diese Aktion.'],
    ['INTERNAL', 500, 'Fehler beim Hinzufügen des Kindes.'],
  ])("shows the spec's text for %s", async (code, status, text) => {
    const user = userEvent.setup();
    api.on(`POST /api/admin/trainings/${training.id}/participants`, () => ({
      status,
      body: { error: { code } },
    }));
    renderPage();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: '+ Kind' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Noah Keller/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('copies the list of names', async () => {
    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    renderPage();
    const dialog = await openPanel(user);
    await within(dialog).findByRole('listitem', { name: 'Lena Muster' });
    await user.click(within(dialog).getByRole('button', { name: 'Liste kopieren' }));
    expect(await within(dialog).findByText('Liste kopiert!')).toBeInTheDocument();
    expect(copied).toEqual(['1. Lena Muster (14.03.2015)']);
  });
});

describe('Trainer zuweisen (issue 29)', () => {
  const MIA = '55555555-5555-4555-8555-555555555555';

  it('ticks the trainers and one lead, saves them with PUT and says so', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/trainers', () => ({
      status: 200,
      body: { trainers: [activeTrainer(LUCA, 'Luca'), activeTrainer(MIA, 'Mia')] },
    }));
    api.on(`GET /api/admin/trainings/${training.id}/trainers`, () => ({
      status: 200,
      body: { trainers: [{ trainerId: LUCA, firstName: 'Luca', lastName: 'Bühler', lead: true }] },
    }));
    api.on(`PUT /api/admin/trainings/${training.id}/trainers`, () => ({
      status: 200,
      body: { trainers: [] },
    }));
    renderPage();
    await chooseRowAction(user, /^TIZ Training/, 'Trainer zuweisen');
    const dialog = await screen.findByRole('dialog', { name: /^Trainer für TIZ Training/ });
    expect(await within(dialog).findByRole('checkbox', { name: 'Luca Bühler' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Mia Bühler' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Luca Bühler leitet' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Mia Bühler' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Mia Bühler leitet' }));
    // Taking the former lead off leaves Mia leading.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Luca Bühler' }));
    expect(within(dialog).queryByRole('radio', { name: 'Luca Bühler leitet' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(/^Trainer für TIZ Training.* gespeichert\.$/)).toBeVisible();
    expect(api.sent('PUT', `/api/admin/trainings/${training.id}/trainers`)?.body).toEqual({
      trainers: [{ trainerId: MIA, lead: true }],
    });
  });
});
