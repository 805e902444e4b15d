import '../admin-error-texts';
import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import { adminOfferTrainersMessages } from '@domain/messages/trainer';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../ui';
import { AdminListPage, ListContent, UpcomingPastTabs, usePageNotice } from '../admin-list-page';
import { JsCourseButton } from '../attendance/js-course-dialog';
import { Pager } from '../pager';
import { ParticipantsDialog } from '../participants/participants-dialog';
import { ConfirmRowAction, sentences } from '../row-actions';
import { OfferTrainersDialog, type TrainersTarget } from '../trainers/offer-trainers-dialog';
import { TrainingFormDialog } from './training-form-dialog';
import { trainingDay } from './training-format';
import { trainingParticipants } from './training-participants';
import { useAdminTrainings, useDeleteTraining, type When } from './trainings-queries';
import { TrainingsTable } from './trainings-table';

// "Trainings" (admin-back-office.md section 2): upcoming first, past reachable, paged by the server; create (also
// as a weekly series), edit, delete, and the participants panel.
export function AdminTrainingsPage() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const trainings = useAdminTrainings(when, page);
  const remove = useDeleteTraining();
  const [editing, setEditing] = useState<{ training: AdminTraining | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTraining | null>(null);
  const [showing, setShowing] = useState<AdminTraining | null>(null);
  const [staffing, setStaffing] = useState<TrainersTarget | null>(null);
  const notice = usePageNotice();

  const tabLabel = when === 'upcoming' ? m.upcoming : m.past;

  const list = (
    <>
      <ListContent
        query={trainings}
        items={trainings.data?.items}
        empty={<EmptyState icon={CalendarDays} title={when === 'upcoming' ? m.emptyUpcoming : m.emptyPast} />}
      >
        {(items) => (
          <TrainingsTable
            trainings={items}
            label={m.listLabel(tabLabel)}
            onParticipants={notice.clearing(setShowing)}
            onTrainers={notice.clearing((training: AdminTraining) =>
              setStaffing({
                kind: 'training',
                offerId: training.id,
                name: `${training.title}, ${trainingDay(training)}`,
              }),
            )}
            onEdit={notice.clearing((training: AdminTraining) => setEditing({ training }))}
            onDelete={notice.clearing(setDeleting)}
          />
        )}
      </ListContent>
      {trainings.data && <Pager page={page} hasMore={trainings.data.hasMore} onPage={setPage} />}
    </>
  );

  const bookings = deleting?.registeredCount ?? 0;
  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      actions={<JsCourseButton />}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ training: null })) }}
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

      <TrainingFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          const isNew = editing?.training === null;
          setEditing(null);
          notice.setNotice(isNew ? m.created(created) : m.saved);
        }}
      />
      <OfferTrainersDialog
        target={staffing}
        onClose={() => setStaffing(null)}
        onSaved={(target) => {
          setStaffing(null);
          notice.setNotice(adminOfferTrainersMessages.saved(target.name));
        }}
      />
      <ParticipantsDialog
        offer={showing ? trainingParticipants(showing) : null}
        onClose={() => setShowing(null)}
      />
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
