import '../admin-error-texts';
import {
  ADMIN_CHILDREN_SORTS,
  type AdminChild,
  type AdminChildrenSort,
  type ChildRecordKind,
} from '@domain/children/admin-children-api';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminMessages } from '@domain/messages/admin';
import { adminChildrenMessages as m } from '@domain/messages/admin-people';
import { ADMIN_PAGE_SIZE, pageCount } from '@domain/paging';
import { personName } from '@domain/people/person-name';
import { Baby } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { EmptyState, SearchInput, Select } from '../../ui';
import { AdminListPage, ListContent, usePageNotice } from '../admin-list-page';
import { PeopleBulkBar } from '../bulk/bulk-actions';
import { downloadSelection } from '../bulk/bulk-download';
import { useSelection } from '../bulk/use-selection';
import { explainedError } from '../explained-error';
import { Pager } from '../pager';
import { ConfirmRowAction } from '../row-actions';
import { StatBlocks } from '../stat-blocks';
import { ChildEditDialog } from './child-edit-dialog';
import { useAdminChildren, useAdminChildrenSummary, useDeleteChild } from './children-queries';
import { ChildrenTable } from './children-table';

/** Why a delete failed, in words: the records that keep the child, or the spec's general text. */
function deleteError(error: unknown, child: AdminChild): ApiError {
  if (error instanceof ApiError && error.code === 'CHILD_HAS_RECORDS') {
    const records = (error.details?.records ?? []) as ChildRecordKind[];
    const kinds = records.map((kind) => m.recordKinds[kind] ?? kind);
    return explainedError(error, m.hasRecords(personName(child), kinds));
  }
  return explainedError(error, `${adminMessages.deleteChildFailed}: ${errorText(error)}`);
}

function sortFrom(value: string | null): AdminChildrenSort {
  return ADMIN_CHILDREN_SORTS.find((sort) => sort === value) ?? 'name';
}

// "Kinder" (admin-back-office.md section 2): every family's children, searched, filtered, ordered and paged by the
// server; stats over the filtered children; edit, delete and the AHV on demand.
export function AdminChildrenPage() {
  const [text, setText] = useState('');
  const [club, setClub] = useState('');
  const [level, setLevel] = useState('');
  // ?sort= opens the list in that order (the dashboard's birthdays link to ?sort=birthday).
  const [params] = useSearchParams();
  const [sort, setSort] = useState<AdminChildrenSort>(() => sortFrom(params.get('sort')));
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const filter = { q, club, level };
  const list = useAdminChildren({ ...filter, sort, page, pageSize: ADMIN_PAGE_SIZE });
  const summary = useAdminChildrenSummary(filter);
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<AdminChild | null>(null);
  const [deleting, setDeleting] = useState<AdminChild | null>(null);
  const notice = usePageNotice();

  const filtered = Boolean(q || club || level);
  // A new filter starts at the first page.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const stats = summary.data?.stats;
  const selection = useSelection<typeof filter, string>({
    filter,
    rows: list.data?.items.map((child) => child.id) ?? [],
    total: stats?.children,
  });
  const choices = (values: string[] | undefined) => (values ?? []).map((v) => ({ value: v, label: v }));

  return (
    <AdminListPage title={m.pageTitle} description={m.description} notice={notice}>
      <section aria-label={m.filtersLabel} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
          label={m.club}
          options={choices(summary.data?.clubs)}
          placeholder={m.anyClub}
          value={club}
          onChange={(e) => choose(setClub)(e.target.value)}
        />
        <Select
          label={m.level}
          options={choices(summary.data?.levels)}
          placeholder={m.anyLevel}
          value={level}
          onChange={(e) => choose(setLevel)(e.target.value)}
        />
        <Select
          label={m.sort}
          options={ADMIN_CHILDREN_SORTS.map((value) => ({ value, label: m.sorts[value] }))}
          placeholder={false}
          value={sort}
          onChange={(e) => choose(setSort)(e.target.value as AdminChildrenSort)}
        />
      </section>
      {stats && (
        <StatBlocks
          label={m.statsLabel}
          note={filtered ? m.statsFiltered : m.statsAll}
          items={[
            [m.statChildren, stats.children],
            [m.statParents, stats.parents],
            [m.statClubs, stats.clubs],
            [m.statWithAhv, stats.withAhv],
          ]}
        />
      )}
      <PeopleBulkBar
        selection={selection}
        send={(body) => call('POST /admin/children/bulk/message', { body })}
        download={(body) => downloadSelection('POST /admin/children/bulk/export.csv', body)}
        onDone={(sentence) => notice.setNotice(`${sentence}.`)}
      />
      <ListContent
        query={list}
        items={list.data?.items}
        empty={<EmptyState icon={Baby} title={filtered ? m.noMatch : m.empty} />}
      >
        {(items) => (
          <ChildrenTable
            selection={selection}
            items={items}
            onEdit={notice.clearing(setEditing)}
            onDelete={notice.clearing(setDeleting)}
          />
        )}
      </ListContent>
      {list.data && (
        <Pager
          page={page}
          hasMore={list.data.hasMore}
          {...(stats ? { pages: pageCount(stats.children, ADMIN_PAGE_SIZE) } : {})}
          onPage={setPage}
        />
      )}
      <ChildEditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notice.setNotice(m.saved);
        }}
      />
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(child) => m.confirmDelete(personName(child))}
        onConfirm={async (child) => {
          try {
            await remove.mutateAsync(child.id);
          } catch (error) {
            throw deleteError(error, child);
          }
          notice.setNotice(m.deleted);
        }}
      />
    </AdminListPage>
  );
}
