import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { activeTrainer, lenaParticipant, summerCampWeek } from '../../testing/offers';
import { chooseRowAction } from '../row-actions-testing';
import { AdminCampsPage } from './camps-page';

configure({ asyncUtilTimeout: 5_000 });

const REQUIRED = 'Name / Standort / Startdatum ausfüllen.';
const summer: AdminCamp = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sommercamp 2026',
  description: 'Fünf Tage Fussball.',
  poweredBy: 'FC Rotkreuz',
  ...summerCampWeek,
  registeredCount: 27,
  seatsLeft: 3,
  flyerUrl: '/api/camps/11111111-1111-4111-8111-111111111111/flyer?v=abc',
};
const full: AdminCamp = {
  ...summer,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Torhütercamp',
  poweredBy: null,
  capacity: 8,
  registeredCount: 8,
  seatsLeft: 0,
  flyerUrl: null,
};
const lena: AdminParticipant = {
  ...lenaParticipant,
  payment: { id: 'p1', status: 'SUCCEEDED', method: 'CASH', amountCents: 50000 },
};

const api = fakeApi();
beforeAll(() => api.start('/admin/camps'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/camps', () => ({
    status: 200,
    body: { items: [summer, full], total: 2, page: 1, pageSize: 12 },
  }));
  api.on(`GET /api/admin/camps/${summer.id}/participants`, () => ({
    status: 200,
    body: { participants: [lena] },
  }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminCampsPage />
    </QueryClientProvider>,
  );
}

async function openNewCamp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Camp erfassen' }));
  return screen.findByRole('dialog', { name: 'Neues Camp' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Herbstcamp');
  await user.type(within(dialog).getByLabelText(/^Startdatum/), '2026-10-05');
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'flyer.png', { type: 'image/png' });

describe('the camp cards', () => {
  it("show the spec's badges: powered by, time range, capacity, registrations, free places, price", async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Sommercamp 2026, 06.07.2026 – 10.07.2026' });
    for (const text of [
      'Powered by FC Rotkreuz',
      '09:00–16:00 Uhr',
      'Kapazität 30',
      '27 Anmeldungen',
      '3 Plätze frei',
      'CHF 500.00',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByRole('link', { name: 'Flyer ansehen: Sommercamp 2026' })).toHaveAttribute(
      'href',
      summer.flyerUrl,
    );
    const fullCard = screen.getByRole('listitem', { name: /^Torhütercamp/ });
    expect(fullCard).toHaveTextContent('Ausgebucht');
    expect(fullCard).toHaveTextContent('Kein Flyer');
  });
});

describe('the camp form', () => {
  it('starts from the spec defaults', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCamp(user);
    expect(within(dialog).getByLabelText(/^Kapazität/)).toHaveValue('30');
    expect(within(dialog).getByLabelText(/^Preis/)).toHaveValue('500.00');
    expect(within(dialog).getByLabelText(/^Beginn/)).toHaveValue('09:00');
    expect(within(dialog).getByLabelText(/^Ende$/)).toHaveValue('16:00');
    expect(within(dialog).getByLabelText(/^Standort/)).toHaveValue('Rotkreuz');
  });

  it("needs name, location and start date: the spec's text once, nothing sent", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCamp(user);
    await user.clear(within(dialog).getByLabelText(/^Standort/));
    await user.click(within(dialog).getByRole('button', { name: 'Camp erfassen' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(api.sent('POST', '/api/admin/camps')).toBeUndefined();
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCamp(user);
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Enddatum/), '2026-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Camp erfassen' }));
    expect(
      await within(dialog).findByText('Das Enddatum darf nicht vor dem Startdatum liegen.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/camps')).toBeUndefined();
  });

  it('sends the price as typed in CHF, then uploads the chosen flyer to the new camp', async () => {
    const user = userEvent.setup();
    const created = { ...summer, id: '44444444-4444-4444-8444-444444444444', name: 'Herbstcamp' };
    api.on('POST /api/admin/camps', () => ({ status: 201, body: { camp: created } }));
    api.on('POST /api/admin/camps/flyers', () => ({ status: 200, body: { camp: created } }));
    renderPage();
    const dialog = await openNewCamp(user);
    await fillRequired(user, dialog);
    await user.clear(within(dialog).getByLabelText(/^Preis/));
    await user.type(within(dialog).getByLabelText(/^Preis/), '450.50');
    await user.upload(within(dialog).getByLabelText(/^Flyer-Datei/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Camp erfassen' }));
    expect(await screen.findByText('Camp erfasst.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/camps')?.body).toMatchObject({
      name: 'Herbstcamp',
      location: 'Rotkreuz',
      startDate: '2026-10-05',
      capacity: '30',
      priceChf: '450.50',
    });
    const upload = api.sent('POST', '/api/admin/camps/flyers')?.body as string;
    expect(upload).toContain('name="campId"');
    expect(upload).toContain(created.id);
    expect(upload).toContain('filename="flyer.png"');
  });

  it('refuses a file that is not JPG, PNG or WebP, or above 3 MB, before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const dialog = await openNewCamp(user);
    await fillRequired(user, dialog);
    const input = within(dialog).getByLabelText(/^Flyer-Datei/);
    await user.upload(input, new File(['GIF89a'], 'flyer.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Nur JPG, PNG und WebP Dateien erlaubt.')).toBeInTheDocument();
    await user.upload(input, png(3 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Datei zu gross. Maximum: 3 MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Camp erfassen' }));
    expect(api.sent('POST', '/api/admin/camps')).toBeUndefined();
  });

  it("keeps the saved camp open with the server's flyer refusal (type read from the bytes)", async () => {
    const user = userEvent.setup();
    const created = { ...full, id: '55555555-5555-4555-8555-555555555555', name: 'Herbstcamp' };
    api.on('POST /api/admin/camps', () => ({ status: 201, body: { camp: created } }));
    api.on('POST /api/admin/camps/flyers', () => ({
      status: 415,
      body: { error: { code: 'FLYER_TYPE', message: 'x' } },
    }));
    renderPage();
    const dialog = await openNewCamp(user);
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText(/^Flyer-Datei/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Camp erfassen' }));
    const edit = await screen.findByRole('dialog', { name: 'Camp bearbeiten' });
    expect(
      await within(edit).findByText(
        'Das Camp wurde gespeichert, der Flyer aber nicht: Nur JPG, PNG und WebP Dateien erlaubt.',
      ),
    ).toBeInTheDocument();
    expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Herbstcamp');
  });

  it('names the registrations when the capacity would be below them', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/camps/${summer.id}`, () => ({
      status: 409,
      body: { error: { code: 'CAPACITY_BELOW_BOOKINGS', details: { registered: 27 } } },
    }));
    renderPage();
    await chooseRowAction(user, /^Sommercamp 2026/, 'Bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Camp bearbeiten' });
    await user.clear(within(dialog).getByLabelText(/^Kapazität/));
    await user.type(within(dialog).getByLabelText(/^Kapazität/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Die Kapazität darf nicht kleiner sein als die 27 bestehenden Anmeldungen.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes the flyer only after the confirmation', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/camps/${summer.id}/flyer`, () => ({
      status: 200,
      body: { camp: { ...summer, flyerUrl: null } },
    }));
    renderPage();
    await chooseRowAction(user, /^Sommercamp 2026/, 'Bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Camp bearbeiten' });
    expect(within(dialog).getByRole('img', { name: 'Aktueller Flyer: Sommercamp 2026' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Flyer löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Flyer löschen' });
    expect(confirm).toHaveTextContent('Möchten Sie den Flyer von «Sommercamp 2026» wirklich löschen?');
    expect(api.sent('DELETE', `/api/admin/camps/${summer.id}/flyer`)).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Flyer löschen' }));
    expect(await within(dialog).findByText('Flyer gelöscht.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Aktueller Flyer/ })).toBeNull();
  });
});

describe('deleting a camp', () => {
  it('with registrations: says they will be cancelled with the fee rule, and confirms cancelling them', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/camps/${summer.id}`, () => ({
      status: 200,
      body: { cancelledRegistrations: 27 },
    }));
    renderPage();
    await chooseRowAction(user, /^Sommercamp 2026/, 'Löschen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Camp löschen' });
    expect(confirm).toHaveTextContent('Dieses Camp hat 27 Anmeldungen.');
    expect(confirm).toHaveTextContent('abzüglich CHF 100.00 Gebühr');
    await user.click(within(confirm).getByRole('button', { name: 'Abmelden und löschen' }));
    expect(
      await screen.findByText(
        'Camp gelöscht. 27 Anmeldungen wurden abgemeldet, die Eltern erhalten eine E-Mail.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('DELETE', `/api/admin/camps/${summer.id}`)?.body).toEqual({ cancelRegistrations: true });
  });
});

describe('the participants panel', () => {
  it("lists the children with birth date and jersey size, and uses the camp's texts", async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/camps/${summer.id}/participants/${lena.childId}`, () => ({
      status: 200,
      body: { refundCents: 40000, feeCents: 10000 },
    }));
    api.on(`POST /api/admin/camps/${summer.id}/participants`, () => ({
      status: 409,
      body: { error: { code: 'ALREADY_REGISTERED_CAMP' } },
    }));
    api.on('GET /api/admin/children/search', () => ({
      status: 200,
      body: {
        children: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            firstName: 'Noah',
            lastName: 'Keller',
            dateOfBirth: '2014-02-01',
            parentName: 'Reto Keller',
          },
        ],
      },
    }));
    renderPage();
    await chooseRowAction(user, /^Sommercamp 2026/, 'Teilnehmende');
    const panel = await screen.findByRole('dialog', { name: 'Teilnehmende: Sommercamp 2026' });
    const row = await within(panel).findByRole('listitem', { name: 'Lena Muster' });
    expect(row).toHaveTextContent('14.03.2015');
    expect(row).toHaveTextContent('Trikot 140');
    expect(within(panel).getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
      'href',
      `/api/admin/camps/${summer.id}/participants.csv`,
    );

    await user.click(within(panel).getByRole('button', { name: '+ Kind' }));
    await user.click(within(panel).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(panel).findByText('Bitte wählen Sie ein Kind aus.')).toBeInTheDocument();
    await user.click(await within(panel).findByRole('radio', { name: /Noah Keller/ }));
    await user.click(within(panel).getByRole('button', { name: 'Hinzufügen' }));
    expect(
      await within(panel).findByText('Dieses Kind ist bereits für das Camp angemeldet.'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Abmelden: Lena Muster' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kind abmelden' });
    expect(confirm).toHaveTextContent('von diesem Camp abmelden');
    await user.click(within(confirm).getByRole('button', { name: 'Abmelden' }));
    expect(
      await within(panel).findByText('Lena Muster abgemeldet. Rückerstattung CHF 400.00, Gebühr CHF 100.00.'),
    ).toBeInTheDocument();
  });
});

describe('Trainer zuweisen (issue 29)', () => {
  it('assigns a camp its trainers through the camp’s own endpoint, with no lead unless one is chosen', async () => {
    const user = userEvent.setup();
    const luca = '66666666-6666-4666-8666-666666666666';
    api.on('GET /api/admin/trainers', () => ({
      status: 200,
      body: { trainers: [activeTrainer(luca, 'Luca')] },
    }));
    api.on(`GET /api/admin/camps/${summer.id}/trainers`, () => ({ status: 200, body: { trainers: [] } }));
    api.on(`PUT /api/admin/camps/${summer.id}/trainers`, () => ({ status: 200, body: { trainers: [] } }));
    renderPage();
    await chooseRowAction(user, /^Sommercamp 2026/, 'Trainer zuweisen');
    const dialog = await screen.findByRole('dialog', { name: /^Trainer für Sommercamp 2026/ });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Luca Bühler' }));
    expect(within(dialog).getByRole('radio', { name: 'Ohne Leitung' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Trainer für Sommercamp 2026.* gespeichert\.$/)).toBeVisible();
    expect(api.sent('PUT', `/api/admin/camps/${summer.id}/trainers`)?.body).toEqual({
      trainers: [{ trainerId: luca, lead: false }],
    });
  });
});
