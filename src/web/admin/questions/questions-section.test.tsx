import type { AdminParticipant, AdminWaitlistEntry } from '@domain/bookings/admin-participants';
import type { AdminOfferQuestions } from '@domain/questions/questions-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { ParticipantsDialog, type ParticipantsOffer } from '../participants/participants-dialog';

// The questions of a camp in its participants panel (decision 055): the admin adds a required question, sees each
// participant's answers, and saves the camp's questions as a template.

configure({ asyncUtilTimeout: 5_000 });

const CAMP = '11111111-1111-4111-8111-111111111111';
const base = `/api/admin/camps/${CAMP}`;
const questionsPath = `/api/admin/questions/camp/${CAMP}`;
const swim = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  label: 'Kann schwimmen?',
  kind: 'YES_NO' as const,
  options: [],
  required: true,
  adminOnly: false,
  answerCount: 1,
};
const ben: AdminParticipant = {
  childId: '22222222-2222-4222-8222-222222222222',
  firstName: 'Ben',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  clubName: null,
  jerseySize: null,
  parentName: 'Anna Muster',
  parentEmail: 'anna@example.ch',
  parentMobile: null,
  registeredAt: '2026-05-01T10:00:00.000Z',
  payment: null,
  answers: [{ questionId: swim.id, label: 'Kann schwimmen?', adminOnly: false, text: 'Nein' }],
};
const offer: ParticipantsOffer<unknown> = {
  id: CAMP,
  title: 'Sommercamp 2026',
  description: '06.07.2026 bis 10.07.2026',
  kind: 'camp',
  alreadyRegisteredCode: 'ALREADY_REGISTERED_CAMP',
  alreadyRegistered: 'x',
  notFound: 'x',
  confirmRemove: () => 'x',
  removed: () => 'x',
};

const api = fakeApi();
let questions: AdminOfferQuestions;
let waitlist: AdminWaitlistEntry[];
beforeAll(() => api.start('/admin/camps'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  questions = { questions: [], templates: [] };
  waitlist = [];
  api.on(`GET ${base}/participants`, () => ({ status: 200, body: { participants: [ben] } }));
  api.on(`GET ${base}/waitlist`, () => ({ status: 200, body: { waitlist } }));
  api.on(`GET ${questionsPath}`, () => ({ status: 200, body: questions }));
});

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ParticipantsDialog offer={offer} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

// Typing into a dialog's fields takes seconds on a loaded 2-core machine: a limit for a stuck test, not a speed check.
describe('the questions in the participants panel', { timeout: 15_000 }, () => {
  it('adds a required question of a kind with options refused until two are given, in German', async () => {
    api.on(`POST ${questionsPath}`, () => {
      questions = { questions: [{ ...swim, answerCount: 0 }], templates: [] };
      return { status: 201, body: questions };
    });
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Fragen' });
    expect(await within(section).findByText('Noch keine Fragen.')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: '+ Frage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Frage' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Frage/ }), 'Schwimmt?');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Art' }), 'ONE_OF');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Antwortmöglichkeiten/ }), 'Ja');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Frage' }));
    expect(
      await within(dialog).findByText('Bitte mindestens zwei Antwortmöglichkeiten angeben (eine pro Zeile).'),
    ).toBeVisible();
    expect(api.sent('POST', questionsPath)).toBeUndefined();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Art' }), 'YES_NO');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pflichtfrage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Frage' }));
    expect(await within(section).findByRole('listitem', { name: 'Kann schwimmen?' })).toHaveTextContent(
      'Ja/NeinPflicht· 0 Antworten',
    );
    expect(api.sent('POST', questionsPath)?.body).toEqual({
      label: 'Schwimmt?',
      kind: 'YES_NO',
      options: [],
      required: true,
      adminOnly: false,
    });
  });

  it('shows each participant’s answers and saves the questions as a template', async () => {
    questions = { questions: [swim], templates: [] };
    api.on(`POST ${questionsPath}/template`, () => ({
      status: 201,
      body: {
        ...questions,
        templates: [
          { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Camp-Standardfragen', questionCount: 1 },
        ],
      },
    }));
    renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Ben Muster' });
    expect(within(row).getByText('Kann schwimmen?:')).toBeVisible();
    expect(within(row).getByText('Nein')).toBeVisible();

    const section = screen.getByRole('region', { name: 'Fragen' });
    await within(section).findByRole('listitem', { name: 'Kann schwimmen?' });
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Name der Vorlage' }),
      'Camp-Standardfragen',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Als Vorlage speichern' }));
    expect(await within(section).findByText('Vorlage gespeichert.')).toBeVisible();
    expect(api.sent('POST', `${questionsPath}/template`)?.body).toEqual({ name: 'Camp-Standardfragen' });
  });

  it('lets the admin answer the back office’s own question for a participant', async () => {
    const note = {
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      label: 'Notiz der Leitung',
      kind: 'SHORT_TEXT' as const,
      options: [],
      required: true,
      adminOnly: true,
    };
    const answersPath = `${questionsPath}/answers/${ben.childId}`;
    const current = {
      questions: [swim, note],
      answers: { [swim.id]: { value: false, text: 'Nein', questionLabel: 'Kann schwimmen?' } },
    };
    api.on(`GET ${answersPath}`, () => ({ status: 200, body: current }));
    api.on(`PUT ${answersPath}`, () => ({ status: 200, body: current }));
    renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Ben Muster' });
    await userEvent.click(within(row).getByRole('button', { name: 'Antworten: Ben Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antworten: Ben Muster' });
    expect(await within(dialog).findByRole('radio', { name: 'Nein' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notiz der Leitung' }), 'Holt Grosi ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Antworten speichern' }));
    await expect
      .poll(() => api.sent('PUT', answersPath)?.body)
      .toEqual({
        answers: { [swim.id]: false, [note.id]: 'Holt Grosi ab' },
      });
  });

  it('shows the server’s refusal when an answered question would reach the parents', async () => {
    const note = { ...swim, id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', label: 'Notiz', adminOnly: true };
    questions = { questions: [note], templates: [] };
    api.on(`PUT ${questionsPath}/${note.id}`, () => ({
      status: 409,
      body: { error: { code: 'QUESTION_HAS_ANSWERS', message: 'x' } },
    }));
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Fragen' });
    await within(section).findByRole('listitem', { name: 'Notiz' });
    await userEvent.click(within(section).getByRole('button', { name: 'Aktionen für Notiz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Frage bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage bearbeiten' });
    expect(within(dialog).getByRole('option', { name: 'Mehrfachauswahl' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Nur intern/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Frage speichern' }));
    expect(
      await within(dialog).findByText(
        'Diese Frage hat schon Antworten. Entfernen Sie sie und legen Sie eine neue an.',
      ),
    ).toBeVisible();
  });

  it('answers for a waiting child, sending back only the answers to the dialog’s questions', async () => {
    questions = { questions: [swim], templates: [] };
    const lea = { ...ben, childId: '33333333-3333-4333-8333-333333333333', firstName: 'Lea' };
    waitlist = [{ ...lea, place: 1, since: '2026-05-02T10:00:00.000Z' }];
    const removed = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const answersPath = `${questionsPath}/answers/${lea.childId}`;
    const current = {
      questions: [swim],
      answers: {
        [swim.id]: { value: true, text: 'Ja', questionLabel: 'Kann schwimmen?' },
        [removed]: { value: 'alt', text: 'alt', questionLabel: 'Entfernt' },
      },
    };
    api.on(`GET ${answersPath}`, () => ({ status: 200, body: current }));
    api.on(`PUT ${answersPath}`, () => ({ status: 200, body: current }));
    renderPanel();
    const waiting = await screen.findByRole('list', { name: 'Kinder auf der Warteliste' });
    const row = await within(waiting).findByRole('listitem', { name: 'Lea Muster' });
    await userEvent.click(await within(row).findByRole('button', { name: 'Antworten: Lea Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antworten: Lea Muster' });
    expect(await within(dialog).findByRole('radio', { name: 'Ja' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Antworten speichern' }));
    await expect.poll(() => api.sent('PUT', answersPath)?.body).toEqual({ answers: { [swim.id]: true } });
  });
});
