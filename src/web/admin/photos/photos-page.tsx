import '../admin-error-texts';
import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Checkbox, EmptyState, PageHeader, PageSpinner, Select } from '../../ui';
import { Pager } from '../pager';
import { BulkTagDialog } from './bulk-tag-dialog';
import { PhotoDialog } from './photo-dialog';
import { useAdminPhotoFolders, useAdminPhotos } from './photos-queries';
import { PhotosTable } from './photos-table';
import { SyncPanel } from './sync-panel';

// "Fotos" (admin-back-office.md sections 2 and 9): folder select (not the news folder), an Untagged toggle, Sync
// with its progress, 50 photos per page from the server, the photo modal with tagging, and bulk tagging of the
// selected photos.
export function AdminPhotosPage() {
  const [folderId, setFolderId] = useState('');
  const [untagged, setUntagged] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const folders = useAdminPhotoFolders();
  const list = useAdminPhotos({ ...(folderId ? { folderId } : {}), untagged, page });

  // Another view starts at its first page, with nothing selected.
  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const photo of list.data?.items ?? []) {
        if (select) next.add(photo.id);
        else next.delete(photo.id);
      }
      return next;
    });

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.description} />
      <SyncPanel folderId={folderId || undefined}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Select
            label={m.folder}
            className="sm:min-w-72"
            placeholder={m.allFolders}
            options={(folders.data ?? []).map((f) => ({
              value: f.id,
              label: m.folderOption(f.name, f.photos, f.untagged),
            }))}
            value={folderId}
            onChange={(e) => {
              setFolderId(e.target.value);
              reset();
            }}
          />
          <Checkbox
            label={m.untagged}
            className="sm:pb-3"
            checked={untagged}
            onChange={(e) => {
              setUntagged(e.target.checked);
              reset();
            }}
          />
        </div>
      </SyncPanel>
      {notice && (
        <AlertMessage tone="success" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </AlertMessage>
      )}
      {selected.size > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <span className="font-medium text-brand-900">{m.selected(selected.size)}</span>
          <Button size="sm" onClick={() => setBulkOpen(true)}>
            {m.bulkTag}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {m.clearSelection}
          </Button>
        </div>
      )}
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <AlertMessage tone="error">
          {m.loadFailed} {errorText(list.error)}
        </AlertMessage>
      )}
      {list.data?.items.length === 0 && (
        <EmptyState icon={Images} title={m.empty} description={m.emptyHint} />
      )}
      {list.data && list.data.items.length > 0 && (
        <PhotosTable
          items={list.data.items}
          selected={selected}
          onToggle={toggle}
          onTogglePage={togglePage}
          onOpen={(id) => {
            setNotice(null);
            setOpenId(id);
          }}
        />
      )}
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      <PhotoDialog photoId={openId} onClose={() => setOpenId(null)} />
      <BulkTagDialog
        open={bulkOpen}
        photoIds={[...selected]}
        onClose={() => setBulkOpen(false)}
        onDone={(text) => {
          setBulkOpen(false);
          setSelected(new Set());
          setNotice(text);
        }}
      />
    </>
  );
}
