import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

// One invitation at a time in the bottom banner stack: the install offer and a page's own (the dashboard's push
// invitation). The second to appear moved the first up the screen (Lighthouse, /dashboard: a layout shift of 0.104),
// and two requests at once ask a parent too much. The first that wants the place keeps it until it no longer does
// (dismissed, accepted, not for this device); the other waits and then takes it.

interface Turns {
  holder: string | null;
  take(id: string): void;
  give(id: string): void;
}

const InvitationTurnContext = createContext<Turns | null>(null);

export function InvitationTurns({ children }: { children: ReactNode }) {
  const [holder, setHolder] = useState<string | null>(null);
  const take = useCallback((id: string) => setHolder((current) => current ?? id), []);
  const give = useCallback((id: string) => setHolder((current) => (current === id ? null : current)), []);
  const turns = useMemo(() => ({ holder, take, give }), [holder, take, give]);
  return <InvitationTurnContext value={turns}>{children}</InvitationTurnContext>;
}

/** Whether the invitation `id`, which `wants` to show, may show now. Outside the shell (a test of one card): yes. */
export function useInvitationTurn(id: string, wants: boolean): boolean {
  const turns = useContext(InvitationTurnContext);
  const holder = turns?.holder ?? null;
  const take = turns?.take;
  const give = turns?.give;
  useEffect(() => {
    if (wants && holder === null) take?.(id);
    if (!wants) give?.(id);
  }, [id, wants, holder, take, give]);
  useEffect(() => () => give?.(id), [id, give]);
  return turns === null || holder === id;
}
