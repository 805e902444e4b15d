import type { SignedInAnswer } from '@domain/auth/sign-in-api';
import { VERIFY_PATH } from '@domain/auth/sign-in-api';
import { authMessages } from '@domain/messages/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { paths } from '../../lib/paths';
import { fetchMe, meQueryKey } from '../../lib/session';
import { AlertMessage, Button, PageHeader, Spinner } from '../../ui';
import { type CallbackStatus, FAILURE_REDIRECT_MS, runAuthCallback } from './auth-callback';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The question shown when the link is for another e-mail than the one signed in here. */
interface SwitchQuestion {
  current: string;
  link: string;
  answer(signInWithLink: boolean): void;
}

/** /auth/callback: confirms a sign-in (the mail's one-click link, on this or another device) and moves on. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<CallbackStatus>('confirming');
  const [failure, setFailure] = useState<string | null>(null);
  const [question, setQuestion] = useState<SwitchQuestion | null>(null);
  // Read once: the fragment is removed from the address bar right away, so the code stays out of the history.
  const [fragment] = useState(() => window.location.hash);
  const started = useRef(false);
  const redirectTo = params.get('redirectTo');

  useEffect(() => {
    // React's development double effect must not spend the single-use code twice.
    if (started.current) return;
    started.current = true;
    if (fragment) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    void runAuthCallback(
      { fragment, redirectTo },
      {
        verify: async (link) => {
          await api.post<SignedInAnswer>(VERIFY_PATH, link);
        },
        fetchMe: () => fetchMe(),
        currentMe: () => fetchMe(),
        confirmSwitch: (current, link) =>
          new Promise<boolean>((resolve) =>
            setQuestion({
              current: current.email,
              link: link.email,
              answer: (signInWithLink) => {
                setQuestion(null);
                resolve(signInWithLink);
              },
            }),
          ),
        sleep,
        onStatus: setStatus,
      },
    ).then((outcome) => {
      if (outcome.kind === 'signedIn') {
        queryClient.setQueryData(meQueryKey, outcome.me);
        navigate(outcome.to, { replace: true });
        return;
      }
      queryClient.setQueryData(meQueryKey, null);
      setFailure(outcome.message);
      timer = setTimeout(() => navigate(paths.login, { replace: true }), FAILURE_REDIRECT_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [fragment, redirectTo, navigate, queryClient]);

  if (question) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <PageHeader title={authMessages.switchAccountTitle} />
        <p className="text-stone-800">
          {authMessages.switchAccountQuestion(question.current, question.link)}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => question.answer(true)}>
            {authMessages.switchAccountContinue(question.link)}
          </Button>
          <Button variant="secondary" onClick={() => question.answer(false)}>
            {authMessages.switchAccountStay(question.current)}
          </Button>
        </div>
      </div>
    );
  }
  const title = status === 'confirming' ? authMessages.confirmingSignIn : authMessages.loadingProfile;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <PageHeader title={failure ? authMessages.loginTitle : title} />
      {failure ? (
        <AlertMessage tone="error">{failure}</AlertMessage>
      ) : (
        <div className="flex items-center gap-3 text-stone-700">
          <Spinner size="sm" decorative />
          <p aria-live="polite">{title}</p>
        </div>
      )}
    </div>
  );
}
