import { authMessages } from '@domain/messages/auth';
import { Card } from '../../ui';

/** The explanation beside the login form, with the note on staying signed in. */
export function HowItWorks() {
  return (
    <Card title={authMessages.howItWorksTitle}>
      <ol className="list-decimal space-y-1 pl-5 text-base text-stone-700">
        {authMessages.howItWorksSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-stone-600">{authMessages.staysLoggedIn}</p>
    </Card>
  );
}
