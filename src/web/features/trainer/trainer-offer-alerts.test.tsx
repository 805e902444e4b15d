import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { ParticipantsDialog, type ParticipantsOffer } from '../../admin/participants/participants-dialog';
import { createQueryClient } from '../../lib/query-client';
import { trainerTizSession } from '../../testing/offers';
import { renderRoute } from '../../testing/render-route';
import { trainerMe as trainer } from '../../testing/trainer-me';

// "Benachrichtigungen" (decision 052): the trainer chooses on the session page, the admin in the participants panel;
// the choice shown is the server's, a new one is saved at once and confirmed, a refused one says so.

configure({ asyncUtilTimeout: 5_000 });

const SESSION = trainerTizSession.id;
const TRAINER_ALERTS = `/api/trainer/trainings/${SESSION}/alerts`;
const ADMIN_ALERTS = `/api/admin/trainings/${SESSION}/alerts`;

const offer: TrainerOfferResponse = {
  session: {
    ...trainerTizSession,
    lead: false,
    participants: 0,
    waitlist: 0,
  },
  days: [{ day: '2026-05-09', open: false }],
  participants: [],
};

const panelOffer: ParticipantsOffer<unknown> = {
  id: SESSION,
  title: 'TIZ Training',
  description: 'Samstag, 09.05.2026',
  kind: 'training',
  alreadyRegisteredCode: 'ALREADY_REGISTERED_TRAINING',
  alreadyRegistered: 'x',
  notFound: 'x',
  confirmRemove: () => 'x',
  removed: () => 'x',
};

const api = fakeApi();
beforeAll(() => api.start('/trainer'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  api.on(`GET /api/trainer/trainings/${SESSION}`, () => ({ status: 200, body: offer }));
  api.on(`GET /api/admin/trainings/${SESSION}/participants`, () => ({
    status: 200,
    body: { participants: [] },
  }));
  api.on(`GET /api/admin/trainings/${SESSION}/waitlist`, () => ({ status: 200, body: { waitlist: [] } }));
});

const choice = () => screen.findByRole('combobox', { name: /Benachrichtigungen/ });
const saved = (url: string) =>
  api.received.filter((r) => r.method === 'PUT' && r.url === url).map((r) => r.body);

describe('the trainer chooses alerts on the session page', () => {
  it("shows the server's choice and saves a new one at once", async () => {
    api.on(`GET ${TRAINER_ALERTS}`, () => ({ status: 200, body: { mode: 'NONE' } }));
    api.on(`PUT ${TRAINER_ALERTS}`, (body) => ({ status: 200, body }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });

    expect(await choice()).toHaveValue('NONE');
    expect(screen.getByRole('option', { name: 'Tägliche Zusammenfassung um 18:00' })).toBeInTheDocument();
    await userEvent.selectOptions(await choice(), 'DIGEST');

    await waitFor(() => expect(saved(TRAINER_ALERTS)).toEqual([{ mode: 'DIGEST' }]));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(await choice()).toHaveValue('DIGEST');
  });

  it('says so when the choice could not be saved', async () => {
    api.on(`GET ${TRAINER_ALERTS}`, () => ({ status: 200, body: { mode: 'EACH' } }));
    api.on(`PUT ${TRAINER_ALERTS}`, () => ({ status: 500, body: { error: { code: 'INTERNAL' } } }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });
    await userEvent.selectOptions(await choice(), 'NONE');
    expect(
      await screen.findByText(
        'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no choice when the server answers 404', async () => {
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });
    expect(await screen.findByRole('heading', { name: 'TIZ Training' })).toBeInTheDocument();
    await waitFor(() => expect(api.received.some((r) => r.url === TRAINER_ALERTS)).toBe(true));
    expect(screen.queryByRole('combobox', { name: /Benachrichtigungen/ })).toBeNull();
  });
});

describe('the admin chooses alerts in the participants panel', () => {
  it("shows the admin's own choice and saves a new one", async () => {
    api.on(`GET ${ADMIN_ALERTS}`, () => ({ status: 200, body: { mode: 'DIGEST' } }));
    api.on(`PUT ${ADMIN_ALERTS}`, (body) => ({ status: 200, body }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParticipantsDialog offer={panelOffer} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(await choice()).toHaveValue('DIGEST');
    await userEvent.selectOptions(await choice(), 'EACH');
    await waitFor(() => expect(saved(ADMIN_ALERTS)).toEqual([{ mode: 'EACH' }]));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  });
});
