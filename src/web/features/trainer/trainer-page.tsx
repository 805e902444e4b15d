import { trainerMessages as m } from '@domain/messages/trainer';
import { formatWeekdayDateTime } from '@domain/time';
import type { TrainerSession } from '@domain/trainers/trainer-api';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { trainerSessionPath } from '../../lib/paths';
import { AlertMessage, Badge, EmptyState, PageHeader, PageSpinner } from '../../ui';
import { useTrainerSessions } from './trainer-queries';

// /trainer (issue 29): the trainer's next trainings and camps, soonest first, each a big tap target on a phone.
export function TrainerPage() {
  const sessions = useTrainerSessions();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.pageTitle} description={m.description} />
      {sessions.isPending && <PageSpinner />}
      {sessions.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {sessions.data?.sessions.length === 0 && <EmptyState title={m.empty} />}
      {sessions.data && sessions.data.sessions.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={m.pageTitle}>
          {sessions.data.sessions.map((session) => (
            <li key={`${session.kind}-${session.id}`}>
              <SessionLink session={session} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SessionLink({ session }: { session: TrainerSession }) {
  return (
    <Link
      to={trainerSessionPath(session.kind, session.id)}
      className="flex min-h-16 items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          <span>{session.title}</span>
          <Badge tone="neutral">{session.kind === 'training' ? m.training : m.camp}</Badge>
          {session.lead && <Badge tone="info">{m.lead}</Badge>}
        </p>
        <p className="text-sm text-stone-700">
          {formatWeekdayDateTime(session.startsAt)} · {session.location}
        </p>
        <p className="text-sm text-stone-600">
          {m.participants(session.participants)}
          {session.waitlist > 0 && ` · ${m.waitlist(session.waitlist)}`}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
    </Link>
  );
}
