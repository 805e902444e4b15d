import '../admin-error-texts';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { SUCCESS_NOTICE_MS } from '@domain/constants';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { formatDateRange } from '@domain/time';
import { Tent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import {
  AlertMessage,
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  PageSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import { AddButton, PageNotice } from '../page-header-parts';
import { ParticipantsDialog } from '../participants/participants-dialog';
import { CampCards } from './camp-cards';
import { type CampEditing, CampFormDialog } from './camp-form-dialog';
import { campParticipants } from './camp-participants';
import { useAdminCamps, useDeleteCamp, type When } from './camps-queries';

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
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const pages = camps.data ? Math.max(1, Math.ceil(camps.data.total / camps.data.pageSize)) : 1;
  const tabLabel = when === 'upcoming' ? m.upcoming : m.past;
  /** Opening a dialog clears the last notice. */
  const openWith =
    <T,>(show: (value: T) => void) =>
    (value: T) => {
      setNotice(null);
      show(value);
    };

  const list = (
    <>
      {camps.isPending && <PageSpinner />}
      {camps.isError && <AlertMessage tone="error">{errorText(camps.error)}</AlertMessage>}
      {camps.data?.items.length === 0 && (
        <EmptyState icon={Tent} title={when === 'upcoming' ? m.emptyUpcoming : m.emptyPast} />
      )}
      {camps.data && camps.data.items.length > 0 && (
        <CampCards
          camps={camps.data.items}
          label={m.listLabel(tabLabel)}
          onParticipants={openWith(setShowing)}
          onEdit={openWith((camp: AdminCamp) => setEditing({ camp }))}
          onDelete={openWith(setDeleting)}
        />
      )}
      {pages > 1 && (
        <nav aria-label={m.page(page, pages)} className="mt-4 flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {m.previous}
          </Button>
          <span className="text-sm text-stone-700">{m.page(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {m.next}
          </Button>
        </nav>
      )}
    </>
  );

  const registrations = deleting?.registeredCount ?? 0;
  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.description}
        actions={<AddButton label={m.add} onClick={() => openWith(setEditing)({ camp: null })} />}
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

      <CampFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setNotice(text);
        }}
        onSavedWithoutFlyer={(camp, problem) => setEditing({ camp, problem })}
      />
      <ParticipantsDialog
        offer={showing ? campParticipants(showing) : null}
        onClose={() => setShowing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={
          deleting
            ? [
                m.confirmDelete(deleting.name, formatDateRange(deleting.startDate, deleting.endDate)),
                registrations > 0 ? m.confirmDeleteWithBookings(registrations) : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={registrations > 0 ? m.deleteAndCancel : undefined}
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await remove.mutateAsync({
            id: deleting.id,
            cancelRegistrations: registrations > 0,
          });
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
