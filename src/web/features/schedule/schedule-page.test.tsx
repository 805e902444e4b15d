import type { ScheduleCamp, ScheduleResponse, ScheduleTraining } from '@domain/bookings/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { summerCampWeek, tizTraining } from '../../testing/offers';
import { SchedulePage } from './schedule-page';

// The public schedule against an HTTP server that answers like the API: the tabs, the empty texts, the trainer
// line only with trainers, the seat badge by the kind's own threshold and the sign-up link only while seats remain.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/schedule');
});
afterAll(() => api.close());

function training(
  id: string,
  title: string,
  seatsLeft: number,
  trainers: ScheduleTraining['trainers'],
  open = true,
) {
  return {
    ...tizTraining,
    id,
    title,
    seatsLeft,
    trainers,
    open,
  } satisfies ScheduleResponse['trainings'][number];
}

const camp: ScheduleCamp & { open: boolean } = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sommercamp',
  description: null,
  poweredBy: null,
  ...summerCampWeek,
  seatsLeft: 7,
  flyerUrl: null,
  open: true,
};

function serve(schedule: ScheduleResponse) {
  api.on('GET /api/schedule', () => ({ status: 200, body: schedule }));
  api.on('GET /api/branding', () => ({
    status: 200,
    body: { providerName: 'FC Test', infoUrl: 'https://example.ch/angebot' },
  }));
}

function renderPage(path = '/schedule') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SchedulePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The card of an offer (the footer notes are list items too, so the title picks the card). */
function card(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = screen
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('heading', { name: title }));
    if (!item) throw new Error(`no card "${title}"`);
    return item;
  });
}

beforeEach(() => api.reset());

describe('the public schedule', () => {
  it('shows both empty texts', async () => {
    serve({ trainings: [], camps: [] });
    renderPage();
    expect(await screen.findByText('Keine kommenden Trainings gefunden.')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Camps' }));
    expect(await screen.findByText('Keine kommenden Camps gefunden.')).toBeVisible();
  });

  it('hides the trainer line without trainers and the sign-up link without seats', async () => {
    serve({
      trainings: [
        training('11111111-1111-4111-8111-111111111111', 'Mit Trainer', 9, [
          { firstName: 'Luca', lastName: 'Bühler' },
        ]),
        training('22222222-2222-4222-8222-222222222222', 'Ohne Trainer', 0, []),
      ],
      camps: [],
    });
    renderPage();

    const withTrainer = await card('Mit Trainer');
    const withoutTrainer = await card('Ohne Trainer');
    expect(withTrainer).toHaveTextContent('Trainer: Luca Bühler');
    expect(within(withTrainer).getByRole('link', { name: /^Anmelden/ })).toHaveAttribute(
      'href',
      '/tiz-trainings',
    );
    expect(within(withTrainer).getByText('9 Plätze frei')).toHaveClass('bg-amber-100');
    expect(withoutTrainer).not.toHaveTextContent('Trainer:');
    expect(within(withoutTrainer).getByText('Ausgebucht')).toHaveClass('bg-red-100');
    expect(within(withoutTrainer).queryByRole('link', { name: /^Anmelden/ })).toBeNull();
    expect(await within(withoutTrainer).findByRole('link', { name: /^Mehr Infos/ })).toHaveAttribute(
      'href',
      'https://example.ch/angebot',
    );
  });

  it('shows a training that has started without sign-up link or free places, as "Anmeldung geschlossen"', async () => {
    serve({
      trainings: [training('44444444-4444-4444-8444-444444444444', 'Läuft gerade', 12, [], false)],
      camps: [],
    });
    renderPage();

    const started = await card('Läuft gerade');
    expect(within(started).getByText('Anmeldung geschlossen')).toBeVisible();
    expect(within(started).queryByRole('link', { name: /^Anmelden/ })).toBeNull();
    expect(started).not.toHaveTextContent('Plätze frei');
    expect(await within(started).findByRole('link', { name: /^Mehr Infos/ })).toBeVisible();
  });

  it('opens on the camps with ?tab=camps, where 7 places are still green', async () => {
    serve({ trainings: [], camps: [camp] });
    renderPage('/schedule?tab=camps');

    expect(await screen.findByRole('heading', { name: 'Bevorstehende Camps' })).toBeVisible();
    const campCard = await card('Sommercamp');
    expect(within(campCard).getByText('7 Plätze frei')).toHaveClass('bg-emerald-100');
    expect(within(campCard).getByRole('link', { name: /^Anmelden/ })).toHaveAttribute('href', '/camps');
  });
});
