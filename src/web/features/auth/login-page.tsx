import { authMessages } from '@domain/messages/auth';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { sameSitePath } from '../../lib/paths';
import { PageHeader } from '../../ui';
import { CodeStep } from './code-step';
import { useCountdown } from './countdown';
import { EmailStep } from './email-step';
import { HowItWorks } from './how-it-works';
import { PasskeySignIn } from './passkey-sign-in';
import { codeRequestErrorText, retryAfterSeconds, verifyErrorText } from './sign-in-errors';
import { useRequestCode, useVerifyCode } from './sign-in-queries';

// /login (parent-portal.md sections 2, 4, 5): e-mail, then the 6-digit code. A signed-in visitor never sees it: the
// route's guard sends them on to redirectTo, which is also how a successful sign-in leaves this page.

export function LoginPage() {
  const [params] = useSearchParams();
  // Without one, the sign-in lands where the account's role belongs (the guard decides once it knows the role).
  const redirectTo = sameSitePath(params.get('redirectTo'));
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [codeGeneration, setCodeGeneration] = useState(0);
  const countdown = useCountdown();
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode();

  const sendCode = async (address: string, resend: boolean) => {
    setError(null);
    setNotice(null);
    try {
      const answer = await requestCode.mutateAsync({ email: address, redirectTo });
      countdown.start(answer.resendAfterSeconds);
      if (resend) setNotice(authMessages.codeResent);
    } catch (failure) {
      // The last code went out moments ago (a reload, a second tab): it is still good, wait for it.
      const wait = retryAfterSeconds(failure);
      if (wait === null) {
        setError(codeRequestErrorText(failure, { resend }));
        return;
      }
      countdown.start(wait);
    }
    setEmail(address);
    setCodeGeneration((n) => n + 1);
  };

  const verify = async (code: string) => {
    if (!email) return;
    setError(null);
    setNotice(null);
    try {
      await verifyCode.mutateAsync({ email, code });
    } catch (failure) {
      setError(verifyErrorText(failure));
    }
  };

  const changeEmail = () => {
    setEmail(null);
    setError(null);
    setNotice(null);
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <PageHeader title={authMessages.loginTitle} />
      {email === null ? (
        <>
          <EmailStep
            busy={requestCode.isPending}
            error={error}
            onSubmit={(address) => void sendCode(address, false)}
          />
          <PasskeySignIn />
        </>
      ) : (
        <CodeStep
          email={email}
          busy={verifyCode.isPending || requestCode.isPending}
          error={error}
          notice={notice}
          resendIn={countdown.remaining}
          codeGeneration={codeGeneration}
          onVerify={(code) => void verify(code)}
          onResend={() => void sendCode(email, true)}
          onChangeEmail={changeEmail}
        />
      )}
      <HowItWorks />
    </div>
  );
}
