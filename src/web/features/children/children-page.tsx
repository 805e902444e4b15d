import type { ChildView } from '@domain/children/children-api';
import { childrenMessages } from '@domain/messages/family';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, ConfirmDialog, EmptyState, PageHeader, PageSpinner } from '../../ui';
import { ChildCard, childName } from './child-card';
import { ChildFormDialog } from './child-form-dialog';
import { useChildren, useDeleteChild } from './children-queries';
import { SecondParentSection } from './second-parent-section';

// "Meine Kinder" (parent-portal.md section 2): the family's children, the add/edit modal and "Elternteil 2".

export function ChildrenPage() {
  const children = useChildren();
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<{ child: ChildView | null } | null>(null);
  const [deleting, setDeleting] = useState<ChildView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const addButton = (
    <Button
      icon={<Plus aria-hidden="true" className="size-5" />}
      onClick={() => {
        setNotice(null);
        setEditing({ child: null });
      }}
    >
      {childrenMessages.addChild}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={childrenMessages.pageTitle}
        actions={children.data?.length ? addButton : undefined}
      />
      {notice && (
        <AlertMessage tone="success" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </AlertMessage>
      )}
      {children.isPending && <PageSpinner />}
      {children.isError && <AlertMessage tone="error">{errorText(children.error)}</AlertMessage>}
      {children.data?.length === 0 && (
        <EmptyState icon={Users} title={childrenMessages.empty} action={addButton} />
      )}
      {children.data && children.data.length > 0 && (
        <ul aria-label={childrenMessages.pageTitle} className="flex flex-col gap-4">
          {children.data.map((child) => (
            <li key={child.id} aria-label={childName(child)}>
              <ChildCard
                child={child}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ child });
                }}
                onDelete={() => {
                  setNotice(null);
                  setDeleting(child);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <SecondParentSection />
      </div>

      <ChildFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice(childrenMessages.saved);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={childrenMessages.delete}
        description={deleting ? childrenMessages.confirmDelete(childName(deleting)) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          setNotice(childrenMessages.deleted);
        }}
      />
    </>
  );
}
