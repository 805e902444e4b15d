import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, JUST_ANSWERED_MS } from './query-client';

// A view's queries with staleTime 0 are asked again when the view opens, but not by a second part of the same view
// that mounts just after the answer (the dashboard's cards after its readiness check).

let asked = 0;
function Reader({ label }: { label: string }) {
  const query = useQuery({
    queryKey: ['trainings'],
    queryFn: async () => {
      asked++;
      return `Antwort ${asked}`;
    },
    staleTime: 0,
  });
  return (
    <p>
      {label}: {query.data ?? 'lädt'}
    </p>
  );
}

function View() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Reader label="erster" />
      {second && <Reader label="zweiter" />}
      <button type="button" onClick={() => setSecond(true)}>
        zweiten zeigen
      </button>
    </>
  );
}

afterEach(() => {
  asked = 0;
  vi.useRealTimers();
});

describe('the query client', () => {
  it('lets a part mounted right after the answer read it instead of asking again', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <View />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('erster: Antwort 1')).toBeVisible();
    screen.getByRole('button').click();
    expect(await screen.findByText('zweiter: Antwort 1')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
  });

  it('asks again when the answer is older, or invalidated', async () => {
    const client = createQueryClient();
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <Reader label="erster" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('erster: Antwort 1')).toBeVisible();
    unmount();
    vi.useFakeTimers({ now: Date.now() + JUST_ANSWERED_MS, toFake: ['Date'] });
    render(
      <QueryClientProvider client={client}>
        <Reader label="später" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('später: Antwort 2')).toBeVisible());
    vi.useRealTimers();

    await client.invalidateQueries({ queryKey: ['trainings'], refetchType: 'none' });
    render(
      <QueryClientProvider client={client}>
        <Reader label="nach Änderung" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('nach Änderung: Antwort 3')).toBeVisible());
  });
});
