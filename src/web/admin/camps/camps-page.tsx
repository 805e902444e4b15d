import '../admin-error-texts';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { SUCCESS_NOTICE_MS } from '@domain/constants';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { formatDateRange } from '@domain/time';
import { Tent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminListPage, usePageNotice } from '../admin-list-page';
import { OfferTabs, useOfferPaging, useOfferPanels } from '../offer-list';
import { ConfirmRowAction, sentences } from '../row-actions';
import { CampCards } from './camp-cards';
import { type CampEditing, CampFormDialog } from './camp-form-dialog';
import { campParticipants } from './camp-participants';
import { useAdminCamps, useDeleteCamp } from './camps-queries';
import { SiblingDiscountCard } from './sibling-discount-card';

// "Camps" (admin-back-office.md section 2): the camp cards, upcoming first and past reachable, paged by the server;
// create and edit with the flyer upload, delete (cancelling the registrations when the admin confirms it), and the
// participants panel. Success notices go after 3 seconds (section 9).
export function AdminCampsPage() {
  const paging = useOfferPaging();
  const camps = useAdminCamps(paging.when, paging.page);
  const remove = useDeleteCamp();
  const [editing, setEditing] = useState<CampEditing | null>(null);
  const [deleting, setDeleting] = useState<AdminCamp | null>(null);
  const notice = usePageNotice();
  const { notice: shown, setNotice } = notice;
  const { onParticipants, onTrainers, panels } = useOfferPanels(notice, {
    participants: campParticipants,
    trainers: (camp: AdminCamp) => ({
      kind: 'camp',
      offerId: camp.id,
      name: `${camp.name}, ${formatDateRange(camp.startDate, camp.endDate)}`,
    }),
  });

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown, setNotice]);

  const registrations = deleting?.registeredCount ?? 0;
  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ camp: null })) }}
      notice={notice}
    >
      <OfferTabs
        paging={paging}
        query={camps}
        items={camps.data?.items}
        texts={m}
        emptyIcon={Tent}
        pages={{ pages: camps.data ? Math.max(1, Math.ceil(camps.data.total / camps.data.pageSize)) : 1 }}
      >
        {(items, label) => (
          <CampCards
            camps={items}
            label={label}
            onParticipants={onParticipants}
            onTrainers={onTrainers}
            onEdit={notice.clearing((camp: AdminCamp) => setEditing({ camp }))}
            onDelete={notice.clearing(setDeleting)}
          />
        )}
      </OfferTabs>
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
      {panels}
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
