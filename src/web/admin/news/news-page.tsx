import '../admin-error-texts';
import { adminMessages } from '@domain/messages/admin';
import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { shellMessages } from '@domain/messages/shell';
import type { AdminNewsItem } from '@domain/news/admin-news-api';
import { formatDateTime } from '@domain/time';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Badge, Card, EmptyState } from '../../ui';
import { AdminListPage, ListContent, usePageNotice } from '../admin-list-page';
import { withFailureText } from '../explained-error';
import { Pager } from '../pager';
import { ConfirmRowAction, deleteAction, editAction, RowActions } from '../row-actions';
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
  const notice = usePageNotice();

  return (
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      add={{ label: m.add, onClick: notice.clearing(() => setEditing({ item: null })) }}
      notice={notice}
    >
      <ListContent
        query={list}
        items={list.data?.items}
        empty={page === 1 && <EmptyState icon={Newspaper} title={m.empty} />}
      >
        {(items) => (
          <ul aria-label={m.listLabel} className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard
                  item={item}
                  onEdit={notice.clearing(() => setEditing({ item }))}
                  onDelete={notice.clearing(() => setDeleting(item))}
                />
              </li>
            ))}
          </ul>
        )}
      </ListContent>
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      <NewsFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(answer, created) => {
          setEditing(null);
          if (!created) notice.setNotice(m.updated);
          else notice.setNotice(answer.push ? m.createdWithPush(answer.push.devices) : m.created);
        }}
      />
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(item) => m.confirmDelete(item.title)}
        onConfirm={async (item) => {
          await withFailureText(adminMessages.deleteNewsFailed, () => remove.mutateAsync(item.id));
          notice.setNotice(m.deleted);
        }}
      />
    </AdminListPage>
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
    <Card
      as="article"
      dense
      aria-labelledby={`admin-news-${item.id}`}
      className="flex flex-col gap-3 sm:flex-row"
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
      <div className="flex shrink-0 items-start">
        <RowActions
          name={item.title}
          actions={[editAction(m.edit, onEdit), deleteAction(shellMessages.ui.delete, onDelete)]}
        />
      </div>
    </Card>
  );
}
