import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { oneUnreadNews } from '../../testing/news-answers';
import { DashboardPage } from './dashboard-page';

// The overview appears once it is known whether the notices across the top show; below them each card shows as soon
// as its own answer is there, a skeleton of its size holding its place until then.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/dashboard');
});
afterAll(() => api.close());

const news = oneUnreadNews;

let releaseTrainings: (answer: FakeAnswer) => void;
beforeEach(() => {
  // Every card's place on the screen (a desktop's two columns), unless a test says otherwise.
  fakeIntersectionObserver({ near: true });
  api.reset();
  api.on('GET /api/news', () => ({ status: 200, body: news }));
  api.on('GET /api/trainings', () => new Promise<FakeAnswer>((resolve) => (releaseTrainings = resolve)));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Dashboard', () => {
  it('shows each card as its answer arrives, a skeleton in the place of one still loading', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The news answered at once: it shows while the training card, without an answer yet, keeps its place.
    expect(await screen.findByRole('article', { name: 'Sommercamp' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nächste TIZ Training' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    releaseTrainings({ status: 200, body: { children: [], upcoming: [], past: [] } });
    expect(await screen.findByRole('heading', { name: 'Nächste TIZ Training' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('draws the side cards after the news, the largest part of the first screen on a phone', async () => {
    let releaseNews: (answer: FakeAnswer) => void = () => {};
    api.on('GET /api/news', () => new Promise<FakeAnswer>((resolve) => (releaseNews = resolve)));
    api.on('GET /api/trainings', () => ({ status: 200, body: { children: [], upcoming: [], past: [] } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The trainings answered at once, yet their card waits while the news has not drawn.
    await waitFor(() => expect(api.received.some((r) => r.url.startsWith('/api/trainings'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'Nächste TIZ Training' })).toBeNull();

    releaseNews({ status: 200, body: news });
    expect(await screen.findByRole('article', { name: 'Sommercamp' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nächste TIZ Training' })).toBeVisible();
  });

  it('shows an offer to link as second parent with the overview, and no such card when none waits', async () => {
    api.on('GET /api/family/second-parent', () => ({
      status: 200,
      body: {
        secondParent: { role: 'none' },
        offers: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            from: { name: 'Lena Muster', email: 'lena@example.ch' },
            createdAt: '2026-03-10T08:00:00.000Z',
          },
        ],
      },
    }));
    api.on('GET /api/trainings', () => ({ status: 200, body: { children: [], upcoming: [], past: [] } }));
    renderPage();
    // The card's code loads only for an offer; the overview waits for it rather than letting it push the cards down.
    expect(await screen.findByRole('article', { name: 'Sommercamp' })).toBeVisible();
    expect(screen.getByText('Lena Muster möchte Sie als zweiten Elternteil verknüpfen')).toBeVisible();
  });

  it('shows no offer card to a parent without offers', async () => {
    api.on('GET /api/family/second-parent', () => ({
      status: 200,
      body: { secondParent: { role: 'none' }, offers: [] },
    }));
    api.on('GET /api/trainings', () => ({ status: 200, body: { children: [], upcoming: [], past: [] } }));
    renderPage();
    expect(await screen.findByRole('article', { name: 'Sommercamp' })).toBeVisible();
    expect(screen.queryByText('Anfrage als zweiter Elternteil')).toBeNull();
  });
});
