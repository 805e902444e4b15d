import type { Me } from '@domain/auth/me';
import { authMessages } from '@domain/messages/auth';
import { roleLabel } from '@domain/profile';
import { formatDate } from '@domain/time';
import { Card } from '../../ui';

/** Account info: role (Administrator / Elternteil), the day the terms were accepted (dd.mm.yyyy), e-mail. */
export function AccountInfoCard({ me }: { me: Me }) {
  const rows = [
    [authMessages.roleLabel, roleLabel(me.role)],
    [authMessages.termsAcceptedOn, me.termsAcceptedAt ? formatDate(new Date(me.termsAcceptedAt)) : '–'],
    [authMessages.emailInfoLabel, me.email],
  ] as const;
  return (
    <Card title={authMessages.accountInfo}>
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
            <dt className="text-sm font-medium text-stone-600 sm:w-40">{label}</dt>
            <dd className="text-base text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
