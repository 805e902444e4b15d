import { authMessages } from '@domain/messages/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, call } from '../../lib/api';
import { paths } from '../../lib/paths';
import { fetchMe, meQueryKey } from '../../lib/session';
import { AlertMessage, Button, PageHeader, Spinner } from '../../ui';
import { type CallbackStatus, FAILURE_REDIRECT_MS, runAuthCallback } from './auth-callback';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The question shown before the link signs in: another e-mail is signed in here (`current`), or nobody is and this
 * browser did not request the code (`current` null).
 */
interface SignInQuestion {
  current: string | null;
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
  const [question, setQuestion] = useState<SignInQuestion | null>(null);
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
    const ask = (current: string | null, link: string) =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          current,
          link,
          answer: (signInWithLink) => {
            setQuestion(null);
            resolve(signInWithLink);
          },
        }),
      );
    void runAuthCallback(
      { fragment, redirectTo },
      {
        verify: async (link, confirmed) => {
          try {
            await call('POST /auth/verify', { body: { ...link, link: true, confirmed } });
            return 'signedIn';
          } catch (error) {
            if (error instanceof ApiError && error.code === 'SIGN_IN_CONFIRM') return 'confirm';
            throw error;
          }
        },
        fetchMe: () => fetchMe(),
        currentMe: () => fetchMe(),
        confirmSwitch: (current, link) => ask(current.email, link.email),
        confirmSignIn: (link) => ask(null, link.email),
        sleep,
        onStatus: setStatus,
      },
    ).then((outcome) => {
      if (outcome.kind === 'signedIn') {
        queryClient.setQueryData(meQueryKey, outcome.me);
        navigate(outcome.to, { replace: true });
        return;
      }
      if (outcome.kind === 'declined') {
        navigate(paths.login, { replace: true });
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
    const { current } = question;
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <PageHeader title={current ? authMessages.switchAccountTitle : authMessages.confirmSignInTitle} />
        <p className="text-stone-800">
          {current
            ? authMessages.switchAccountQuestion(current, question.link)
            : authMessages.confirmSignInQuestion(question.link)}
        </p>
        {!current && <p className="text-stone-700">{authMessages.confirmSignInWhy}</p>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => question.answer(true)}>
            {authMessages.switchAccountContinue(question.link)}
          </Button>
          <Button variant="secondary" onClick={() => question.answer(false)}>
            {current ? authMessages.switchAccountStay(current) : authMessages.cancel}
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
