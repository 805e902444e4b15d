import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeClipboard } from '../../testing/fake-clipboard';
import { chooseRowAction } from '../row-actions-testing';
import { AdminTrainersPage } from './trainers-page';

configure({ asyncUtilTimeout: 5_000 });

const REQUIRED = 'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, AHV-Nummer).';
const sara: AdminTrainer = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Sara',
  lastName: 'Meier',
  active: true,
  dateOfBirth: '1990-04-02',
  ahvLast4: '7897',
  accountEmail: null,
  invitedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const api = fakeApi();
beforeAll(() => api.start('/admin/trainer'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/trainers', () => ({ status: 200, body: { trainers: [sara] } }));
});

/** The browser's clipboard, replaced by one that records (or refuses) what the page copies. */

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminTrainersPage />
    </QueryClientProvider>,
  );
}

describe('the trainer form', () => {
  it("shows the spec's required-fields text once and sends nothing while a field is missing", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ausbildner hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Ausbildner' });
    await user.type(within(dialog).getByLabelText(/Vorname/), 'Marco');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(api.sent('POST', '/api/admin/trainers')).toBeUndefined();
  });

  it('asks for at least four AHV digits, then sends the digits only', async () => {
    const user = userEvent.setup();
    api.on('POST /api/admin/trainers', () => ({ status: 201, body: { trainer: sara } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ausbildner hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Ausbildner' });
    await user.type(within(dialog).getByLabelText(/Vorname/), 'Marco');
    await user.type(within(dialog).getByLabelText(/Nachname/), 'Keller');
    await user.type(within(dialog).getByLabelText(/Geburtsdatum/), '1990-04-02');
    await user.type(within(dialog).getByLabelText(/AHV-Nummer/), '12.3');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('AHV-Nummer muss mindestens 4 Ziffern enthalten.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/trainers')).toBeUndefined();

    await user.clear(within(dialog).getByLabelText(/AHV-Nummer/));
    await user.type(within(dialog).getByLabelText(/AHV-Nummer/), '756.1234.5678.97');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ausbildner gespeichert.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/trainers')?.body).toEqual({
      firstName: 'Marco',
      lastName: 'Keller',
      dateOfBirth: '1990-04-02',
      active: true,
      ahv: '7561234567897',
    });
  });

  it("says why a save failed: the server's reason, or the spec's AHV text when it gave none", async () => {
    const user = userEvent.setup();
    let answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    api.on(`PUT /api/admin/trainers/${sara.id}`, () => answer);
    renderPage();
    await chooseRowAction(user, 'Sara Meier', 'Bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Ausbildner bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Nicht gefunden.')).toBeInTheDocument();

    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
    await user.clear(within(dialog).getByLabelText(/AHV-Nummer/));
    await user.type(within(dialog).getByLabelText(/AHV-Nummer/), '756.1234.5678.97');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Fehler beim Speichern der AHV. Bitte Migration ausführen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ausbildner gespeichert.')).not.toBeInTheDocument();
  });

  it('on edit keeps the stored AHV: the masked value goes back unchanged', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/trainers/${sara.id}`, () => ({ status: 200, body: { trainer: sara } }));
    renderPage();
    await chooseRowAction(user, 'Sara Meier', 'Bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Ausbildner bearbeiten' });
    expect(within(dialog).getByLabelText(/AHV-Nummer/)).toHaveValue('756.****.**78.97');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ausbildner gespeichert.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/trainers/${sara.id}`)?.body).toMatchObject({ firstName: 'Sara' });
    expect(api.sent('PUT', `/api/admin/trainers/${sara.id}`)?.body).not.toHaveProperty('ahv');
  });
});

describe('AHV anzeigen', () => {
  it('fetches the full number on demand, shows it and copies it', async () => {
    const user = userEvent.setup();
    const copied = fakeClipboard();
    api.on(`POST /api/admin/trainers/${sara.id}/ahv/reveal`, () => ({
      status: 200,
      body: { ahv: '756.1234.5678.97' },
    }));
    renderPage();
    const [button] = await screen.findAllByRole('button', {
      name: 'AHV von Sara Meier anzeigen und kopieren',
    });
    expect(api.sent('POST', `/api/admin/trainers/${sara.id}/ahv/reveal`)).toBeUndefined();
    await user.click(button!);
    expect(await screen.findByText('AHV-Nummer kopiert!')).toBeInTheDocument();
    expect(copied).toEqual(['756.1234.5678.97']);
    expect(screen.getAllByText('756.1234.5678.97').length).toBeGreaterThan(0);
  });

  it.each([
    [500, 'INTERNAL', 'Fehler beim Abrufen der AHV.'],
    [404, 'AHV_NOT_STORED', 'Keine AHV-Nummer verfügbar.'],
  ])('says why when the server answers %i %s', async (status, code, text) => {
    const user = userEvent.setup();
    fakeClipboard();
    api.on(`POST /api/admin/trainers/${sara.id}/ahv/reveal`, () => ({ status, body: { error: { code } } }));
    renderPage();
    const [button] = await screen.findAllByRole('button', {
      name: 'AHV von Sara Meier anzeigen und kopieren',
    });
    await user.click(button!);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    fakeClipboard(true);
    api.on(`POST /api/admin/trainers/${sara.id}/ahv/reveal`, () => ({
      status: 200,
      body: { ahv: '756.1234.5678.97' },
    }));
    renderPage();
    const [button] = await screen.findAllByRole('button', {
      name: 'AHV von Sara Meier anzeigen und kopieren',
    });
    await user.click(button!);
    expect(await screen.findByText('Fehler beim Kopieren der AHV.')).toBeInTheDocument();
  });
});

describe('the trainer area account (issue 29)', () => {
  it('invites the address by e-mail and shows the account in the list', async () => {
    const user = userEvent.setup();
    const invited = { ...sara, accountEmail: 'sara@example.ch', invitedAt: '2026-05-09T08:00:00.000Z' };
    let listed: AdminTrainer = sara;
    api.on('GET /api/admin/trainers', () => ({ status: 200, body: { trainers: [listed] } }));
    api.on(`PUT /api/admin/trainers/${sara.id}/account`, () => {
      listed = invited;
      return { status: 200, body: { trainer: invited } };
    });
    renderPage();
    expect(await screen.findAllByText('Kein Konto')).not.toHaveLength(0);
    await chooseRowAction(user, 'Sara Meier', 'Einladen');
    const dialog = await screen.findByRole('dialog', { name: 'Ausbildner einladen: Sara Meier' });
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), ' Sara@Example.ch ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Einladung gesendet.')).toBeInTheDocument();
    expect(await screen.findAllByText(/sara@example\.ch/)).not.toHaveLength(0);
    expect(api.sent('PUT', `/api/admin/trainers/${sara.id}/account`)?.body).toEqual({
      email: 'sara@example.ch',
      invite: true,
    });
  });

  it("shows the server's reason when the address has no account to link", async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/trainers/${sara.id}/account`, () => ({
      status: 409,
      body: { error: { code: 'TRAINER_NO_ACCOUNT' } },
    }));
    renderPage();
    await chooseRowAction(user, 'Sara Meier', 'Einladen');
    const dialog = await screen.findByRole('dialog', { name: 'Ausbildner einladen: Sara Meier' });
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'neu@example.ch');
    await user.click(within(dialog).getByLabelText('Einladung per E-Mail senden'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte laden Sie den Ausbildner ein.',
      ),
    ).toBeInTheDocument();
  });
});
