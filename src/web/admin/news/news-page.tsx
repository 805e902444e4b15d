import '../admin-error-texts';
import { adminMessages } from '@domain/messages/admin';
import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { shellMessages } from '@domain/messages/shell';
import type { AdminNewsItem } from '@domain/news/admin-news-api';
import { formatDateTime } from '@domain/time';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Badge, ConfirmDialog, EmptyState, PageHeader, PageSpinner } from '../../ui';
import { withFailureText } from '../explained-error';
import { AddButton, PageNotice } from '../page-header-parts';
import { Pager } from '../pager';
import { DeleteButton, EditButton } from '../row-actions';
import { NewsFormDialog } from './news-form-dialog';
import { useAdminNews, useDeleteNews } from './news-queries';

// "Neuigkeiten" (admin-back-office.md sections 2, 5 and 8): the list newest first, paged by the server; create and
// edit in a dialog with the image picker and the push on publish; delete after confirmation.
export function AdminNewsPage() {
  const [page, setPage] = useState(1);
  const list = useAdminNews(page);
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<{ item: AdminNewsItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.description}
        actions={
          <AddButton
            label={m.add}
            onClick={() => {
              setNotice(null);
              setEditing({ item: null });
            }}
          />
        }
      />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {list.isPending && <PageSpinner />}
      {list.isError && <AlertMessage tone="error">{errorText(list.error)}</AlertMessage>}
      {list.data?.items.length === 0 && page === 1 && <EmptyState icon={Newspaper} title={m.empty} />}
      {list.data && list.data.items.length > 0 && (
        <ul aria-label={m.listLabel} className="flex flex-col gap-3">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ item });
                }}
                onDelete={() => {
                  setNotice(null);
                  setDeleting(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      <NewsFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(answer, created) => {
          setEditing(null);
          if (!created) setNotice(m.updated);
          else setNotice(answer.push ? m.createdWithPush(answer.push.devices) : m.created);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={deleting ? m.confirmDelete(deleting.title) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await withFailureText(adminMessages.deleteNewsFailed, () => remove.mutateAsync(deleting.id));
          setNotice(m.deleted);
        }}
      />
    </>
  );
}

function NewsCard({
  item,
  onEdit,
  onDelete,
}: {
  item: AdminNewsItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      aria-labelledby={`admin-news-${item.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          className="h-24 w-32 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-600">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
        <h2 id={`admin-news-${item.id}`} className="text-base font-semibold text-stone-900">
          {item.title}
        </h2>
        <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-stone-800">{item.content}</p>
        {(item.sendPush || item.imageUrl) && (
          <p className="mt-2 flex gap-2">
            {item.sendPush && <Badge tone="info">{m.withPush}</Badge>}
            {item.imageUrl && <Badge tone="neutral">{m.withImage}</Badge>}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-start gap-2">
        <EditButton label={m.editLabel(item.title)} text={m.edit} compact={false} onClick={onEdit} />
        <DeleteButton
          label={m.deleteLabel(item.title)}
          text={shellMessages.ui.delete}
          compact={false}
          onClick={onDelete}
        />
      </div>
    </article>
  );
}
