import '../admin-error-texts';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditLogEntry } from '@domain/audit/audit-log-api';
import { auditLogMessages as m } from '@domain/messages/admin-audit-log';
import { ADMIN_PAGE_SIZE } from '@domain/paging';
import { formatDateTime } from '@domain/time';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Card, EmptyState, PageHeader, PageSpinner, Select } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { Pager } from '../pager';
import { auditActionLabel, auditDetailLines, auditSubjectLabel } from './audit-entry-text';
import { useAuditLog } from './audit-log-queries';

// "Protokoll" (issue 12, reached from the dashboard): who did what to which object and when, newest first, paged
// by the server; filter by action or object type. The log never holds an AHV number, so none can show here.

const actor = (entry: AuditLogEntry) => entry.actor.name ?? m.deletedAccount;
const subject = (entry: AuditLogEntry) =>
  `${auditSubjectLabel(entry.subject.type)}: ${entry.subject.label ?? m.unknownObject}`;

function Details({ entry }: { entry: AuditLogEntry }) {
  const lines = auditDetailLines(entry.details);
  if (lines.length === 0) return null;
  return (
    <ul className="text-sm text-stone-600">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Entries({ items }: { items: AuditLogEntry[] }) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable caption={m.listLabel} columns={[m.when, m.who, m.what, m.which, m.details]} cardsBelow>
        {items.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatDateTime(entry.at)}</td>
            <td className={`${cell} text-stone-700`}>{actor(entry)}</td>
            <th scope="row" className={`${cell} font-semibold text-stone-900`}>
              {auditActionLabel(entry.action)}
            </th>
            <td className={`${cell} text-stone-700`}>{subject(entry)}</td>
            <td className={cell}>
              <Details entry={entry} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul aria-label={m.listLabel} className="flex flex-col gap-3 lg:hidden">
        {items.map((entry) => (
          <li key={entry.id}>
            <Card>
              <p className="font-semibold text-stone-900">{auditActionLabel(entry.action)}</p>
              <p className="text-sm text-stone-700">{subject(entry)}</p>
              <p className="text-sm text-stone-600">
                {formatDateTime(entry.at)} · {actor(entry)}
              </p>
              <div className="mt-2">
                <Details entry={entry} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

export function AdminAuditLogPage() {
  const [action, setAction] = useState('');
  const [subjectType, setSubjectType] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action, subjectType, page, pageSize: ADMIN_PAGE_SIZE });
  const filtered = Boolean(action || subjectType);

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.description} />
      <section aria-label={m.filtersLabel} className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <Select
          label={m.action}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) }))}
          placeholder={m.anyAction}
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
        />
        <Select
          label={m.subjectType}
          options={AUDIT_SUBJECT_TYPES.map((value) => ({ value, label: auditSubjectLabel(value) }))}
          placeholder={m.anySubjectType}
          value={subjectType}
          onChange={(e) => {
            setSubjectType(e.target.value);
            setPage(1);
          }}
        />
      </section>
      {log.isPending && <PageSpinner />}
      {log.isError && <AlertMessage tone="error">{errorText(log.error)}</AlertMessage>}
      {log.data?.items.length === 0 && (
        <EmptyState icon={ScrollText} title={filtered ? m.noMatch : m.empty} />
      )}
      {log.data && log.data.items.length > 0 && <Entries items={log.data.items} />}
      {log.data && <Pager page={page} hasMore={log.data.hasMore} onPage={setPage} />}
    </>
  );
}
