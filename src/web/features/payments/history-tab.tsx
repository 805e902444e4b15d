import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { paymentMessages } from '@domain/messages/payments';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, EmptyState, Spinner } from '../../ui';
import { HistoryItemRow } from './history-item';
import { usePaymentHistory } from './payments-queries';

/** The History tab: everything, newest change first, 20 at a time. */
export function HistoryTab() {
  const history = usePaymentHistory();
  if (history.isPending) return <Spinner />;
  if (history.isError) return <AlertMessage tone="error">{errorText(history.error)}</AlertMessage>;
  if (history.data.length === 0) return <EmptyState title={paymentMessages.empty} />;
  return (
    <Card>
      <ul aria-label={m.tabHistory}>
        {history.data.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <HistoryItemRow item={item} />
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {m.loadMore}
        </Button>
      )}
    </Card>
  );
}
