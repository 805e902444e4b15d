import '../admin-error-texts';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { personName } from '@domain/people/person-name';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, ConfirmDialog, EmptyState, PageHeader, PageSpinner } from '../../ui';
import { AddButton, PageNotice } from '../page-header-parts';
import { TrainerFormDialog } from './trainer-form-dialog';
import { useDeleteTrainer, useTrainers } from './trainers-queries';
import { TrainersTable } from './trainers-table';

// "Ausbildner" (admin-back-office.md section 2): the trainers with create, edit, delete and the AHV on demand.
export function AdminTrainersPage() {
  const trainers = useTrainers();
  const remove = useDeleteTrainer();
  const [editing, setEditing] = useState<{ trainer: AdminTrainer | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTrainer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const addButton = (
    <AddButton
      label={m.add}
      onClick={() => {
        setNotice(null);
        setEditing({ trainer: null });
      }}
    />
  );

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.description} actions={addButton} />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {trainers.isPending && <PageSpinner />}
      {trainers.isError && <AlertMessage tone="error">{errorText(trainers.error)}</AlertMessage>}
      {trainers.data?.length === 0 && <EmptyState icon={UserRound} title={m.empty} />}
      {trainers.data && trainers.data.length > 0 && (
        <TrainersTable
          trainers={trainers.data}
          onEdit={(trainer) => {
            setNotice(null);
            setEditing({ trainer });
          }}
          onDelete={(trainer) => {
            setNotice(null);
            setDeleting(trainer);
          }}
        />
      )}
      <TrainerFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice(m.saved);
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
          setNotice(m.deleted);
        }}
      />
    </>
  );
}
