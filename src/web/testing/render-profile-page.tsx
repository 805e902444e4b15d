import type { Me } from '@domain/auth/me';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { ProfilePage } from '../features/profile/profile-page';
import { createQueryClient } from '../lib/query-client';
import { meQueryKey } from '../lib/session';

/** The parent the profile page tests sign in as. */
export const profileParent: Me = {
  id: 'u1',
  email: 'lena.muster@example.ch',
  role: 'parent',
  firstName: 'Lena',
  lastName: 'Muster',
  mobile: '079 123 45 67',
  // 23:30 UTC on 28 February is 1 March in Zurich.
  termsAcceptedAt: '2026-02-28T23:30:00.000Z',
  secondParentEmail: null,
};

/**
 * Renders /profile for `me`, as if GET /api/me had answered: inside a router, since its cards hold links ("Meine
 * Daten"). Returns the query client, for tests that look at what the page cached.
 */
export function renderProfilePage(me: Me = profileParent) {
  const client = createQueryClient();
  client.setQueryData(meQueryKey, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/**
 * The fake API of a profile page test file: started for the file, reset before each test and answering the
 * second-parent read every profile page makes (no second parent). A test file adds its own answers after it.
 */
export function profilePageApi() {
  const api = fakeApi();
  beforeAll(() => api.start('/profile'));
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    api.on('GET /api/family/second-parent', () => ({
      status: 200,
      body: { secondParent: { role: 'none' }, offers: [] },
    }));
  });
  return api;
}
