import { openPaymentsCardMessages as m } from '@domain/messages/payment-screens';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, buttonClasses, Card, Spinner } from '../../ui';
import { useOpenPaymentsCount } from './payments-queries';

// Dashboard "Offene Zahlungen" (parent-portal.md section 2): how many payments are open (or failed), with a link to
// pay them, or to the payments page when none is open.
export function OpenPaymentsCard() {
  const count = useOpenPaymentsCount();
  const open = count.data?.count ?? 0;
  return (
    <Card title={m.title}>
      {count.isPending && <Spinner />}
      {count.isError && <AlertMessage tone="error">{errorText(count.error)}</AlertMessage>}
      {count.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-base text-stone-800">{open > 0 ? m.count(open) : m.none}</p>
          <Link to={paths.payments} className={buttonClasses(open > 0 ? 'primary' : 'secondary', 'sm')}>
            {open > 0 ? m.pay : m.show}
          </Link>
        </div>
      )}
    </Card>
  );
}
