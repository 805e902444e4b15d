import { authMessages } from '@domain/messages/auth';
import { PageHeader } from '../../ui';

// Placeholder inside the shell until the feature's screen is built.
export function AuthCallbackPage() {
  return <PageHeader title={authMessages.confirmingSignIn} />;
}
