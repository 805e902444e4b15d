import { authMessages } from '@domain/messages/auth';
import { useMe } from '../../lib/session';
import { PageHeader } from '../../ui';
import { AppUpdatesSection } from '../app-updates';
import { CalendarFeedSection } from '../calendar';
import { PartnerOffersCard } from '../family';
import { MessageLogSection } from '../message-log';
import { MyDataSection } from '../my-data';
import { PushSettingsSection } from '../push';
import { ReminderSettingsSection } from '../reminders';
import { PasskeysSection, RecoveryCodesSection } from '../second-factor';
import { AccountInfoCard } from './account-info-card';
import { PersonalDataCard } from './personal-data-card';

// /profile (parent-portal.md section 2): personal data, push notifications, reminders and the calendar subscription
// (issue 16), app updates, the messages sent to the parent (decision 051), account info and "Meine Daten" (issue 18); above them an offer to link this parent as second parent, while one waits
// for an answer (decision 012).
export function ProfilePage() {
  const { me } = useMe();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={authMessages.profileTitle} />
      {me && (
        <>
          <PartnerOffersCard />
          <PersonalDataCard me={me} />
          {/* A trainer's account has the admin's factor (decision 050): its passkeys are factors or not, alike. */}
          <PasskeysSection admin={me.role === 'admin' || me.trainer} />
          {me.role === 'admin' && <RecoveryCodesSection />}
          <PushSettingsSection />
          <ReminderSettingsSection />
          <CalendarFeedSection />
          <AppUpdatesSection />
          {/* What was sent to the family (decision 051); an admin account has none. */}
          {me.role === 'parent' && <MessageLogSection />}
          <AccountInfoCard me={me} />
          {/* An admin account has no family data here (decision 037). */}
          {me.role === 'parent' && <MyDataSection />}
        </>
      )}
    </div>
  );
}
