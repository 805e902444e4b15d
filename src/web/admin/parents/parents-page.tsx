import '../admin-error-texts';
import type { AdminParentsFilter } from '@domain/bulk/admin-bulk-endpoints';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminMessages } from '@domain/messages/admin';
import { adminParentsMessages as m } from '@domain/messages/admin-people';
import { ADMIN_PAGE_SIZE, pageCount } from '@domain/paging';
import {
  ADMIN_PARENTS_SORTS,
  type AdminParent,
  type AdminParentsSort,
  PARENT_CHILDREN_FILTERS,
  type ParentChildrenFilter,
} from '@domain/parents/admin-parents-api';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { ApiError, call, errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { EmptyState, SearchInput, Select } from '../../ui';
import { AdminListPage, ListContent, usePageNotice } from '../admin-list-page';
import { PeopleBulkBar } from '../bulk/bulk-actions';
import { downloadSelection } from '../bulk/bulk-download';
import { useSelection } from '../bulk/use-selection';
import { explainedError } from '../explained-error';
import { Pager } from '../pager';
import { ConfirmRowAction, sentences } from '../row-actions';
import { StatBlocks } from '../stat-blocks';
import { ParentEditDialog } from './parent-edit-dialog';
import { ParentMessagesDialog } from './parent-messages-dialog';
import { parentName } from './parent-name';
import { useAdminParents, useAdminParentsSummary, useDeleteParent } from './parents-queries';
import { ParentsTable } from './parents-table';

/** Why a delete failed, in words ('Fehler beim Löschen des Elternteils' with its reason). */
function deleteError(error: unknown): ApiError {
  if (error instanceof ApiError && error.code === 'PARENT_HAS_CHILDREN') {
    return explainedError(error, m.deleteNeedsNoChildren(Number(error.details?.children ?? 1)));
  }
  if (error instanceof ApiError && error.code === 'PARENT_HAS_RECORDS') return error;
  return explainedError(error, `${adminMessages.deleteParentFailed}: ${errorText(error)}`);
}

// "Eltern" (admin-back-office.md section 2): the parents (never an admin), searched by name or e-mail, with or
// without children, paged by the server; stats over the search; edit of names and mobile; delete without children.
export function AdminParentsPage() {
  const [text, setText] = useState('');
  const [children, setChildren] = useState<ParentChildrenFilter>('all');
  const [sort, setSort] = useState<AdminParentsSort>('name');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const list = useAdminParents({ q, children, sort, page, pageSize: ADMIN_PAGE_SIZE });
  const summary = useAdminParentsSummary(q);
  const remove = useDeleteParent();
  const [editing, setEditing] = useState<AdminParent | null>(null);
  const [deleting, setDeleting] = useState<AdminParent | null>(null);
  const [messagesOf, setMessagesOf] = useState<AdminParent | null>(null);
  const notice = usePageNotice();

  const stats = summary.data?.stats;
  const matching = stats
    ? { all: stats.total, with: stats.withChildren, without: stats.withoutChildren }[children]
    : undefined;
  const selection = useSelection<AdminParentsFilter, string>({
    filter: { q, children },
    rows: list.data?.items.map((parent) => parent.id) ?? [],
    total: matching,
  });
  const linkedPartner = deleting?.partner?.status === 'linked' ? deleting.partner.name : null;

  return (
    <AdminListPage title={m.pageTitle} description={m.description} notice={notice}>
      <section aria-label={m.filtersLabel} className="mb-4 grid gap-3 sm:grid-cols-3">
        <SearchInput
          label={m.search}
          placeholder={m.searchPlaceholder}
          value={text}
          onSearch={(typed) => {
            setText(typed);
            setPage(1);
          }}
        />
        <Select
          label={m.childrenFilter}
          options={PARENT_CHILDREN_FILTERS.map((value) => ({ value, label: m.childrenFilters[value] }))}
          placeholder={false}
          value={children}
          onChange={(e) => {
            setChildren(e.target.value as ParentChildrenFilter);
            setPage(1);
          }}
        />
        <Select
          label={m.sort}
          options={ADMIN_PARENTS_SORTS.map((value) => ({ value, label: m.sorts[value] }))}
          placeholder={false}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as AdminParentsSort);
            setPage(1);
          }}
        />
      </section>
      {stats && (
        <StatBlocks
          label={m.statsLabel}
          note={q ? m.statsFiltered : m.statsAll}
          items={[
            [m.statTotal, stats.total],
            [m.statWithChildren, stats.withChildren],
            [m.statWithoutChildren, stats.withoutChildren],
            [m.statWithPartner, stats.withPartner],
          ]}
        />
      )}
      <PeopleBulkBar
        selection={selection}
        send={(body) => call('POST /admin/parents/bulk/message', { body })}
        download={(body) => downloadSelection('POST /admin/parents/bulk/export.csv', body)}
        onDone={(sentence) => notice.setNotice(`${sentence}.`)}
      />
      <ListContent
        query={list}
        items={list.data?.items}
        empty={<EmptyState icon={Users} title={q || children !== 'all' ? m.noMatch : m.empty} />}
      >
        {(items) => (
          <ParentsTable
            selection={selection}
            items={items}
            onEdit={notice.clearing(setEditing)}
            onDelete={notice.clearing(setDeleting)}
            onMessages={setMessagesOf}
          />
        )}
      </ListContent>
      {list.data && (
        <Pager
          page={page}
          hasMore={list.data.hasMore}
          {...(matching === undefined ? {} : { pages: pageCount(matching, ADMIN_PAGE_SIZE) })}
          onPage={setPage}
        />
      )}
      <ParentEditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notice.setNotice(m.saved);
        }}
      />
      <ParentMessagesDialog parent={messagesOf} onClose={() => setMessagesOf(null)} />
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(parent) =>
          sentences(
            m.confirmDelete(parentName(parent)),
            linkedPartner && m.confirmDeleteLinked(linkedPartner),
          )
        }
        onConfirm={async (parent) => {
          try {
            await remove.mutateAsync(parent.id);
          } catch (error) {
            throw deleteError(error);
          }
          notice.setNotice(m.deleted);
        }}
      />
    </AdminListPage>
  );
}
