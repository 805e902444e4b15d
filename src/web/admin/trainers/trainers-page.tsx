import '../admin-error-texts';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { adminTrainerAccountMessages as accountText } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, EmptyState } from '../../ui';
import { AdminListPage, ListContent, usePageNotice } from '../admin-list-page';
import { TrainerAccountDialog } from './trainer-account-dialog';
import { TrainerFormDialog } from './trainer-form-dialog';
import { useDeleteTrainer, useTrainers, useUnlinkTrainerAccount } from './trainers-queries';
import { TrainersTable } from './trainers-table';

// "Ausbildner" (admin-back-office.md section 2): the trainers with create, edit, delete and the AHV on demand.
export function AdminTrainersPage() {
  const trainers = useTrainers();
  const remove = useDeleteTrainer();
  const [editing, setEditing] = useState<{ trainer: AdminTrainer | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTrainer | null>(null);
  const [inviting, setInviting] = useState<AdminTrainer | null>(null);
  const unlink = useUnlinkTrainerAccount();
  const notice = usePageNotice();

  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ trainer: null })) }}
      notice={notice}
    >
      <ListContent
        query={trainers}
        items={trainers.data}
        empty={<EmptyState icon={UserRound} title={m.empty} />}
      >
        {(items) => (
          <TrainersTable
            trainers={items}
            onEdit={notice.clearing((trainer: AdminTrainer) => setEditing({ trainer }))}
            onDelete={notice.clearing(setDeleting)}
            onInvite={notice.clearing(setInviting)}
            onUnlink={notice.clearing((trainer: AdminTrainer) =>
              unlink.mutate(trainer.id, { onSuccess: () => notice.setNotice(accountText.accountUnlinked) }),
            )}
          />
        )}
      </ListContent>
      <TrainerFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notice.setNotice(m.saved);
        }}
      />
      <TrainerAccountDialog
        trainer={inviting}
        onClose={() => setInviting(null)}
        onSaved={(invited) => {
          setInviting(null);
          notice.setNotice(invited ? accountText.invitationSent : accountText.accountLinked);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={deleting ? m.confirmDelete(personName(deleting)) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notice.setNotice(m.deleted);
        }}
      />
    </AdminListPage>
  );
}
