import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { formatChf } from '@domain/money';
import { ADMIN_PAGE_SIZE, pageCount } from '@domain/paging';
import type {
  AdminPayment,
  AdminPaymentGroup,
  AdminPaymentsFilter,
  PaymentListTab,
} from '@domain/payments/admin-payments-api';
import type { PaymentAction } from '@domain/payments/status';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, PageSpinner } from '../../ui';
import { Pager } from '../pager';
import { offerLabel } from './payment-texts';
import { useAdminPayments } from './payments-queries';
import { offerDate, PaymentsTable } from './payments-table';

type OnAction = (payment: AdminPayment, action: PaymentAction | 'LINK') => void;

function headingOf(tab: PaymentListTab, group: AdminPaymentGroup): string {
  const kind = tab === 'trainings' ? 'training' : 'camp';
  return [offerLabel({ kind, offerTitle: group.offerTitle }), offerDate({ kind, offerDate: group.offerDate })]
    .filter(Boolean)
    .join(' · ');
}

/** A group's payments, read from the server (the list narrowed to the group's offer) once the group is opened. */
function GroupPayments({
  filter,
  group,
  heading,
  onAction,
}: {
  filter: AdminPaymentsFilter;
  group: AdminPaymentGroup;
  heading: string;
  onAction: OnAction;
}) {
  const [page, setPage] = useState(1);
  const list = useAdminPayments({ ...filter, offer: group.offerId, page, pageSize: ADMIN_PAGE_SIZE });
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <AlertMessage tone="error">{errorText(list.error)}</AlertMessage>;
  return (
    <>
      <PaymentsTable items={list.data.items} onAction={onAction} caption={heading} showOffer={false} />
      <Pager
        page={page}
        hasMore={list.data.hasMore}
        pages={pageCount(group.summary.counts.total, ADMIN_PAGE_SIZE)}
        onPage={setPage}
      />
    </>
  );
}

function Group({
  tab,
  filter,
  group,
  onAction,
}: {
  tab: PaymentListTab;
  filter: AdminPaymentsFilter;
  group: AdminPaymentGroup;
  onAction: OnAction;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const heading = headingOf(tab, group);
  const { summary } = group;
  return (
    <Card dense aria-label={heading}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{heading}</h2>
          <p className="text-sm text-stone-600">
            {s.groupFigures(
              new Intl.NumberFormat('de-CH').format(summary.counts.total),
              formatChf(summary.receivedCents),
              formatChf(summary.outstandingCents),
            )}
          </p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={panel}
          icon={
            open ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-4" />
            )
          }
          onClick={() => setOpen(!open)}
        >
          {open ? s.hidePayments : s.showPayments}
        </Button>
      </div>
      <div id={panel} className={open ? 'mt-3' : 'hidden'}>
        {open && <GroupPayments filter={filter} group={group} heading={heading} onAction={onAction} />}
      </div>
    </Card>
  );
}

/** The grouped view: one closed section per training or camp with its figures; its payments when opened. */
export function PaymentGroups({
  tab,
  filter,
  groups,
  onAction,
}: {
  tab: PaymentListTab;
  filter: AdminPaymentsFilter;
  groups: AdminPaymentGroup[];
  onAction: OnAction;
}) {
  return (
    <ul className="grid gap-4" aria-label={s.groupsLabel(tab)}>
      {groups.map((group) => (
        <li key={group.offerId}>
          <Group tab={tab} filter={filter} group={group} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
