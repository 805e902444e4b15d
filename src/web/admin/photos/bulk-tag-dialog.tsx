import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog } from '../../ui';
import { ChildTagSearch } from './child-tag-search';
import { useBulkTagPhotos } from './photos-queries';

/** Bulk tagging: one child on every selected photo, in one request (all or none). */
export function BulkTagDialog({
  photoIds,
  open,
  onClose,
  onDone,
}: {
  photoIds: string[];
  open: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const bulk = useBulkTagPhotos();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const tagAll = async (child: { id: string; name: string }) => {
    setError(null);
    setBusyId(child.id);
    try {
      const answer = await bulk.mutateAsync({ photoIds, childId: child.id });
      onDone(`${child.name}: ${m.bulkDone(answer.tagged, answer.alreadyTagged)}`);
    } catch (err) {
      setError(`${m.tagFailed} ${errorText(err)}`);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          onClose();
        }
      }}
      title={m.bulkTitle(photoIds.length)}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <AlertMessage tone="error">{error}</AlertMessage>}
        <ChildTagSearch taggedIds={new Set()} busyId={busyId} onTag={tagAll} />
      </div>
    </Dialog>
  );
}
