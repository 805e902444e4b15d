import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import { PHOTO_VARIANTS } from '@domain/photos/photo-api';
import { formatDateTime } from '@domain/time';
import { X } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, PageSpinner } from '../../ui';
import { ChildTagSearch } from './child-tag-search';
import { adminPhotoSrc, useAdminPhoto, useTagPhoto, useUntagPhoto } from './photos-queries';

/** The photo modal: the preview (800 px, quality 70), the children tagged on it, and tagging by child search. */
export function PhotoDialog({ photoId, onClose }: { photoId: string | null; onClose: () => void }) {
  const photo = useAdminPhoto(photoId);
  const tag = useTagPhoto();
  const untag = useUntagPhoto();
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const data = photo.data?.id === photoId ? photo.data : undefined;

  const run = async (childId: string, action: Promise<unknown>, failure: string) => {
    setError(null);
    setBusyId(childId);
    try {
      await action;
    } catch (err) {
      setError(`${failure} ${errorText(err)}`);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog
      open={photoId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={data ? data.filename : m.modalTitle}
      {...(data ? { description: `${data.folderName} · ${formatDateTime(data.createdAt)}` } : {})}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    >
      {photo.isPending && <PageSpinner />}
      {photo.isError && <AlertMessage tone="error">{errorText(photo.error)}</AlertMessage>}
      {data && (
        <div className="flex flex-col gap-4">
          <img
            src={adminPhotoSrc(data, PHOTO_VARIANTS.adminPreview)}
            alt={m.previewAlt(data.filename)}
            className="max-h-[40dvh] w-full rounded-xl bg-stone-100 object-contain"
            {...(data.width && data.height ? { width: data.width, height: data.height } : {})}
          />
          {error && (
            <AlertMessage tone="error" onDismiss={() => setError(null)}>
              {error}
            </AlertMessage>
          )}
          <section aria-labelledby="photo-tags-heading">
            <h3 id="photo-tags-heading" className="mb-2 font-semibold text-stone-900">
              {m.tags}
            </h3>
            {data.children.some((c) => !c.photoConsentFamily) && (
              <p className="mb-2 text-sm text-amber-800">{m.withheldNote}</p>
            )}
            {data.children.length === 0 ? (
              <p className="text-sm text-stone-600">{m.noTags}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {data.children.map((child) => (
                  <li
                    key={child.id}
                    className="flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
                  >
                    {child.fullName}
                    {!child.photoConsentFamily && (
                      <span className="font-medium text-amber-800"> · {m.noConsent}</span>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 rounded-full px-2"
                      icon={<X aria-hidden="true" className="size-4" />}
                      aria-label={m.removeTag(child.fullName)}
                      loading={busyId === child.id}
                      disabled={busyId !== null}
                      onClick={() =>
                        run(
                          child.id,
                          untag.mutateAsync({ photoId: data.id, childId: child.id }),
                          m.untagFailed,
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ChildTagSearch
            taggedIds={new Set(data.children.map((c) => c.id))}
            busyId={busyId}
            onTag={(child) =>
              run(child.id, tag.mutateAsync({ photoId: data.id, childId: child.id }), m.tagFailed)
            }
          />
        </div>
      )}
    </Dialog>
  );
}
