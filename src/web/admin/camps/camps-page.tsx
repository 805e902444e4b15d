import '../admin-error-texts';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { SUCCESS_NOTICE_MS } from '@domain/constants';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { adminOfferTrainersMessages } from '@domain/messages/trainer';
import { formatDateRange } from '@domain/time';
import { Tent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../ui';
import { AdminListPage, ListContent, UpcomingPastTabs, usePageNotice } from '../admin-list-page';
import { Pager } from '../pager';
import { ParticipantsDialog } from '../participants/participants-dialog';
import { ConfirmRowAction, sentences } from '../row-actions';
import { OfferTrainersDialog, type TrainersTarget } from '../trainers/offer-trainers-dialog';
import { CampCards } from './camp-cards';
import { type CampEditing, CampFormDialog } from './camp-form-dialog';
import { campParticipants } from './camp-participants';
import { useAdminCamps, useDeleteCamp, type When } from './camps-queries';
import { SiblingDiscountCard } from './sibling-discount-card';

// "Camps" (admin-back-office.md section 2): the camp cards, upcoming first and past reachable, paged by the server;
// create and edit with the flyer upload, delete (cancelling the registrations when the admin confirms it), and the
// participants panel. Success notices go after 3 seconds (section 9).
export function AdminCampsPage() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const camps = useAdminCamps(when, page);
  const remove = useDeleteCamp();
  const [editing, setEditing] = useState<CampEditing | null>(null);
  const [deleting, setDeleting] = useState<AdminCamp | null>(null);
  const [showing, setShowing] = useState<AdminCamp | null>(null);
  const [staffing, setStaffing] = useState<TrainersTarget | null>(null);
  const notice = usePageNotice();
  const { notice: shown, setNotice } = notice;

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown, setNotice]);

  const pages = camps.data ? Math.max(1, Math.ceil(camps.data.total / camps.data.pageSize)) : 1;
  const tabLabel = when === 'upcoming' ? m.upcoming : m.past;

  const list = (
    <>
      <ListContent
        query={camps}
        items={camps.data?.items}
        empty={<EmptyState icon={Tent} title={when === 'upcoming' ? m.emptyUpcoming : m.emptyPast} />}
      >
        {(items) => (
          <CampCards
            camps={items}
            label={m.listLabel(tabLabel)}
            onParticipants={notice.clearing(setShowing)}
            onTrainers={notice.clearing((camp: AdminCamp) =>
              setStaffing({
                kind: 'camp',
                offerId: camp.id,
                name: `${camp.name}, ${formatDateRange(camp.startDate, camp.endDate)}`,
              }),
            )}
            onEdit={notice.clearing((camp: AdminCamp) => setEditing({ camp }))}
            onDelete={notice.clearing(setDeleting)}
          />
        )}
      </ListContent>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );

  const registrations = deleting?.registeredCount ?? 0;
  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ camp: null })) }}
      notice={notice}
    >
      <UpcomingPastTabs
        when={when}
        onChange={(next) => {
          setWhen(next);
          setPage(1);
        }}
        labels={m}
      >
        {list}
      </UpcomingPastTabs>
      <SiblingDiscountCard />

      <CampFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setNotice(text);
        }}
        onSavedWithoutFlyer={(camp, problem) => setEditing({ camp, problem })}
      />
      <OfferTrainersDialog
        target={staffing}
        onClose={() => setStaffing(null)}
        onSaved={(target) => {
          setStaffing(null);
          setNotice(adminOfferTrainersMessages.saved(target.name));
        }}
      />
      <ParticipantsDialog
        offer={showing ? campParticipants(showing) : null}
        onClose={() => setShowing(null)}
      />
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(camp) =>
          sentences(
            m.confirmDelete(camp.name, formatDateRange(camp.startDate, camp.endDate)),
            registrations > 0 && m.confirmDeleteWithBookings(registrations),
          )
        }
        confirmLabel={registrations > 0 ? m.deleteAndCancel : undefined}
        onConfirm={async (camp) => {
          const answer = await remove.mutateAsync({ id: camp.id, cancelRegistrations: registrations > 0 });
          setNotice(
            answer.cancelledRegistrations > 0
              ? m.deletedWithCancellations(answer.cancelledRegistrations)
              : m.deleted,
          );
        }}
      />
    </AdminListPage>
  );
}
