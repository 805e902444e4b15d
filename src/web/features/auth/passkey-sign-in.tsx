import { passkeySignInMessages as m } from '@domain/messages/passkey-sign-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { errorText } from '../../lib/api';
import { meQueryKey } from '../../lib/session';
import { AlertMessage, Button } from '../../ui';

// "Mit Passkey anmelden" (decision 036): a passkey added on the profile signs in without waiting for the mail. The
// browser package loads on the click, not with the login page. The answer's user becomes the session, and the
// login route's guard moves on by itself, as after a code.

const passkeysPossible = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
const unchanging = () => () => {};

export function PasskeySignIn() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: async () => {
      const { provePasskey } = await import('../../lib/passkey-ceremony');
      return provePasskey('POST /auth/passkey/sign-in');
    },
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
  // The server cannot know the browser (decision 045): its page, and so the hydration, has no button; it follows.
  const possible = useSyncExternalStore(unchanging, passkeysPossible, () => false);
  if (!possible) return null;

  const start = async () => {
    setError(null);
    try {
      await signIn.mutateAsync();
    } catch (failure) {
      // The browser's own dialog was cancelled or failed (a DOMException), or the server refused the answer.
      setError(
        failure instanceof Error && failure.name !== 'ApiError' ? m.passkeyFailed : errorText(failure),
      );
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void start()} disabled={signIn.isPending}>
        {m.signInWithPasskey}
      </Button>
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
    </div>
  );
}
