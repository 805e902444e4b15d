import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { shellMessages } from '@domain/messages/shell';
import { useSearchParams } from 'react-router';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui';
import { CheckoutResultNotice, checkoutResultOf } from './checkout-result';
import { HistoryTab } from './history-tab';
import { OverviewTab } from './overview-tab';

// "Zahlungen" (parent-portal.md section 2): tabs Übersicht (open payments with pay actions, credit, latest credits
// spent) and Verlauf (everything, newest change first). ?tab=verlauf opens the history.
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'verlauf' ? 'verlauf' : 'uebersicht';
  const result = checkoutResultOf(params.get('checkout'));

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={shellMessages.nav.payments} />
      {result && (
        <CheckoutResultNotice
          result={result}
          sessionId={params.get('session_id')}
          onDismiss={() =>
            update((next) => {
              next.delete('checkout');
              next.delete('session_id');
            })
          }
        />
      )}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          update((next) => (value === 'verlauf' ? next.set('tab', 'verlauf') : next.delete('tab')))
        }
      >
        <TabsList>
          <TabsTrigger value="uebersicht">{m.tabOverview}</TabsTrigger>
          <TabsTrigger value="verlauf">{m.tabHistory}</TabsTrigger>
        </TabsList>
        <TabsContent value="uebersicht">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="verlauf">
          <HistoryTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
