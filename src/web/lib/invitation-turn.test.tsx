import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InvitationTurns, useInvitationTurn } from './invitation-turn';

// One invitation at a time in the bottom stack: the first that wants the place keeps it, the other follows.

let setWants: Record<string, (wants: boolean) => void> = {};

function Invitation({ id, initially }: { id: string; initially: boolean }) {
  const [wants, set] = useState(initially);
  setWants[id] = set;
  return useInvitationTurn(id, wants) ? <p>{id}</p> : null;
}

describe('invitation turns', () => {
  it('shows the first that wants the place, and the other once the first no longer does', () => {
    setWants = {};
    render(
      <InvitationTurns>
        <Invitation id="install" initially={false} />
        <Invitation id="push" initially={true} />
      </InvitationTurns>,
    );
    expect(screen.getByText('push')).toBeInTheDocument();
    // The install offer arrives later: it waits.
    act(() => setWants.install?.(true));
    expect(screen.queryByText('install')).toBeNull();
    expect(screen.getByText('push')).toBeInTheDocument();
    // The push invitation is dismissed: the install offer takes the place.
    act(() => setWants.push?.(false));
    expect(screen.queryByText('push')).toBeNull();
    expect(screen.getByText('install')).toBeInTheDocument();
  });

  it('lets a card shown on its own (outside the shell) show', () => {
    render(<Invitation id="push" initially={true} />);
    expect(screen.getByText('push')).toBeInTheDocument();
  });
});
