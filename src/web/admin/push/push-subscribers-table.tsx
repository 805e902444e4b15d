import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import { pushMessages } from '@domain/messages/push';
import { formatDateTime } from '@domain/time';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, EmptyState, PageSpinner } from '../../ui';
import { Pager } from '../pager';
import { usePushSubscribers } from './push-queries';

/** "Abonnenten": every device with its parent, newest first, 50 per page. */
export function PushSubscribersTable() {
  const [page, setPage] = useState(1);
  const subscribers = usePushSubscribers(page);
  if (subscribers.isPending) return <PageSpinner />;
  if (subscribers.isError) return <AlertMessage tone="error">{errorText(subscribers.error)}</AlertMessage>;
  if (subscribers.data.items.length === 0 && page === 1) {
    return <EmptyState icon={Smartphone} title={adminMessages.noPushSubscriptions} />;
  }
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.subscribersLabel}</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              {[m.parent, m.email, m.device, m.subscribedAt, m.lastNotificationAt].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {subscribers.data.items.map((s) => (
              <tr key={s.subscriptionId}>
                <td className="px-4 py-3 font-medium text-stone-900">{s.parentName}</td>
                <td className="px-4 py-3 break-all text-stone-700">{s.parentEmail}</td>
                <td className="px-4 py-3 text-stone-700">{s.deviceInfo ?? pushMessages.unknownDevice}</td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  {formatDateTime(s.subscribedAt)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  {s.lastNotificationAt ? formatDateTime(s.lastNotificationAt) : m.never}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} hasMore={subscribers.data.hasMore} onPage={setPage} />
    </>
  );
}
