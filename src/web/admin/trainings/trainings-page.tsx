import '../admin-error-texts';
import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import {
  AlertMessage,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  PageSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import { JsCourseButton } from '../attendance/js-course-dialog';
import { AddButton, PageNotice } from '../page-header-parts';
import { Pager } from '../pager';
import { ParticipantsDialog } from '../participants/participants-dialog';
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
  const [notice, setNotice] = useState<string | null>(null);

  const tabLabel = when === 'upcoming' ? m.upcoming : m.past;

  const list = (
    <>
      {trainings.isPending && <PageSpinner />}
      {trainings.isError && <AlertMessage tone="error">{errorText(trainings.error)}</AlertMessage>}
      {trainings.data?.items.length === 0 && (
        <EmptyState icon={CalendarDays} title={when === 'upcoming' ? m.emptyUpcoming : m.emptyPast} />
      )}
      {trainings.data && trainings.data.items.length > 0 && (
        <TrainingsTable
          trainings={trainings.data.items}
          label={m.listLabel(tabLabel)}
          onParticipants={(training) => {
            setNotice(null);
            setShowing(training);
          }}
          onEdit={(training) => {
            setNotice(null);
            setEditing({ training });
          }}
          onDelete={(training) => {
            setNotice(null);
            setDeleting(training);
          }}
        />
      )}
      {trainings.data && <Pager page={page} hasMore={trainings.data.hasMore} onPage={setPage} />}
    </>
  );

  const bookings = deleting?.registeredCount ?? 0;
  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.description}
        actions={
          <>
            <JsCourseButton />
            <AddButton
              label={m.add}
              onClick={() => {
                setNotice(null);
                setEditing({ training: null });
              }}
            />
          </>
        }
      />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Tabs
        value={when}
        onValueChange={(value) => {
          setWhen(value as When);
          setPage(1);
        }}
      >
        <TabsList className="max-w-sm">
          <TabsTrigger value="upcoming">{m.upcoming}</TabsTrigger>
          <TabsTrigger value="past">{m.past}</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">{when === 'upcoming' && list}</TabsContent>
        <TabsContent value="past">{when === 'past' && list}</TabsContent>
      </Tabs>

      <TrainingFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          const isNew = editing?.training === null;
          setEditing(null);
          setNotice(isNew ? m.created(created) : m.saved);
        }}
      />
      <ParticipantsDialog
        offer={showing ? trainingParticipants(showing) : null}
        onClose={() => setShowing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={
          deleting
            ? [
                m.confirmDelete(deleting.title, trainingDay(deleting)),
                bookings > 0 ? m.confirmDeleteWithBookings(bookings) : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={bookings > 0 ? m.deleteAndCancel : undefined}
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await remove.mutateAsync({ id: deleting.id, cancelBookings: bookings > 0 });
          setNotice(
            answer.cancelledRegistrations > 0
              ? m.deletedWithCancellations(answer.cancelledRegistrations)
              : m.deleted,
          );
        }}
      />
    </>
  );
}
