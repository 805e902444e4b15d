import { authMessages } from '@domain/messages/auth';
import { useMe } from '../../lib/session';
import { PageHeader } from '../../ui';
import { AppUpdatesSection } from '../app-updates';
import { PushSettingsSection } from '../push';
import { AccountInfoCard } from './account-info-card';
import { PersonalDataCard } from './personal-data-card';

// /profile (parent-portal.md section 2): personal data, push notifications, app updates and account info.
export function ProfilePage() {
  const { me } = useMe();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={authMessages.profileTitle} />
      {me && (
        <>
          <PersonalDataCard me={me} />
          <PushSettingsSection />
          <AppUpdatesSection />
          <AccountInfoCard me={me} />
        </>
      )}
    </div>
  );
}
