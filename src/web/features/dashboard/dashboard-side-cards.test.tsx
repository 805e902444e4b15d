import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { DashboardPage } from './dashboard-page';

// The side cards' code loads once per visit, when their places first come near the screen: a file of its own, so no
// other test has loaded it before.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/dashboard');
});
afterAll(() => api.close());

describe('Dashboard on a phone', () => {
  it('loads the side cards when their places come near the screen, holding their places until then', async () => {
    const phoneScreen = fakeIntersectionObserver();
    api.on('GET /api/news', () => ({ status: 200, body: { news: [], unreadCount: 0 } }));
    api.on('GET /api/trainings', () => ({ status: 200, body: { children: [], upcoming: [], past: [] } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The news is on the first screen; the training card's answer is there, but its place is below the screen.
    expect(await screen.findByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Nächste TIZ Training' })).toBeNull();
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);

    phoneScreen.bringNear();
    expect(await screen.findByRole('heading', { name: 'Nächste TIZ Training' })).toBeVisible();
  });
});
