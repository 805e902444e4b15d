import '../admin-error-texts';
import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { AdminListPage, usePageNotice } from '../admin-list-page';
import { JsCourseButton } from '../attendance/js-course-dialog';
import { OfferTabs, useOfferPaging, useOfferPanels } from '../offer-list';
import { ConfirmRowAction, sentences } from '../row-actions';
import { TrainingFormDialog } from './training-form-dialog';
import { trainingDay } from './training-format';
import { trainingParticipants } from './training-participants';
import { useAdminTrainings, useDeleteTraining } from './trainings-queries';
import { TrainingsTable } from './trainings-table';

// "Trainings" (admin-back-office.md section 2): upcoming first, past reachable, paged by the server; create (also
// as a weekly series), edit, delete, and the participants panel.
export function AdminTrainingsPage() {
  const paging = useOfferPaging();
  const trainings = useAdminTrainings(paging.when, paging.page);
  const remove = useDeleteTraining();
  const [editing, setEditing] = useState<{ training: AdminTraining | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTraining | null>(null);
  const notice = usePageNotice();
  const { onParticipants, onTrainers, panels } = useOfferPanels(notice, {
    participants: trainingParticipants,
    trainers: (training: AdminTraining) => ({
      kind: 'training',
      offerId: training.id,
      name: `${training.title}, ${trainingDay(training)}`,
    }),
  });

  const bookings = deleting?.registeredCount ?? 0;
  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      actions={<JsCourseButton />}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ training: null })) }}
      notice={notice}
    >
      <OfferTabs
        paging={paging}
        query={trainings}
        items={trainings.data?.items}
        texts={m}
        emptyIcon={CalendarDays}
        pages={trainings.data && { hasMore: trainings.data.hasMore }}
      >
        {(items, label) => (
          <TrainingsTable
            trainings={items}
            label={label}
            onParticipants={onParticipants}
            onTrainers={onTrainers}
            onEdit={notice.clearing((training: AdminTraining) => setEditing({ training }))}
            onDelete={notice.clearing(setDeleting)}
          />
        )}
      </OfferTabs>

      <TrainingFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          const isNew = editing?.training === null;
          setEditing(null);
          notice.setNotice(isNew ? m.created(created) : m.saved);
        }}
      />
      {panels}
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(training) =>
          sentences(
            m.confirmDelete(training.title, trainingDay(training)),
            bookings > 0 && m.confirmDeleteWithBookings(bookings),
          )
        }
        confirmLabel={bookings > 0 ? m.deleteAndCancel : undefined}
        onConfirm={async (training) => {
          const answer = await remove.mutateAsync({ id: training.id, cancelBookings: bookings > 0 });
          notice.setNotice(
            answer.cancelledRegistrations > 0
              ? m.deletedWithCancellations(answer.cancelledRegistrations)
              : m.deleted,
          );
        }}
      />
    </AdminListPage>
  );
}
