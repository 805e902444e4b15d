import { openPaymentsCardMessages as m } from '@domain/messages/open-payments-card';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, buttonClasses, Card, Spinner } from '../../ui';
import { useOpenPaymentsCount } from './open-payments-query';

// Dashboard "Offene Zahlungen" (parent-portal.md section 2): how many payments are open (REQUIRES_PAYMENT, as the
// spec counts them) and, on a line of its own, how many failed, with a link to pay them, or to the payments page
// when nothing is owed.
export function OpenPaymentsCard() {
  const count = useOpenPaymentsCount();
  const open = count.data?.count ?? 0;
  const failed = count.data?.failed ?? 0;
  const owed = open + failed > 0;
  return (
    <Card title={m.title}>
      {count.isPending && <Spinner />}
      {count.isError && <AlertMessage tone="error">{errorText(count.error)}</AlertMessage>}
      {count.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-base text-stone-800">{open > 0 ? m.count(open) : m.none}</p>
            {failed > 0 && <p className="text-sm text-red-800">{m.failed(failed)}</p>}
          </div>
          <Link to={paths.payments} className={buttonClasses(owed ? 'primary' : 'secondary', 'sm')}>
            {owed ? m.pay : m.show}
          </Link>
        </div>
      )}
    </Card>
  );
}
