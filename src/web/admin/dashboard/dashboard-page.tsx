import '../admin-error-texts';
import type { AdminDashboardResponse } from '@domain/dashboard/admin-dashboard-api';
import { auditLogMessages } from '@domain/messages/admin-audit-log';
import { adminDashboardMessages as m } from '@domain/messages/admin-dashboard';
import { secondFactorMessages } from '@domain/messages/second-factor';
import { shellMessages } from '@domain/messages/shell';
import { personName } from '@domain/people/person-name';
import { formatDate, formatTime, formatWeekdayDate } from '@domain/time';
import {
  Baby,
  CalendarDays,
  CreditCard,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  Tent,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Badge, type BadgeTone, Card, PageHeader, PageSpinner, SeatBadge } from '../../ui';
import { AttendanceRatesCard } from './attendance-rates-card';
import { BackupStatus } from './backup-status';
import { useAdminDashboard } from './dashboard-queries';
import { WeeklyFiguresCard } from './weekly-figures-card';

// The back office's start page (admin-back-office.md section 2): counts, bookings and revenue per week, birthdays
// of the next 14 days, quick access to the screens, the next trainings, and attendance rates (issue 29).

const linkClass = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

function Counts({ counts }: { counts: AdminDashboardResponse['counts'] }) {
  const items: [string, number, LucideIcon][] = [
    [m.activeTrainers, counts.activeTrainers, UserRound],
    [m.upcomingTrainings, counts.upcomingTrainings, CalendarDays],
    [m.children, counts.children, Baby],
    [m.parents, counts.parents, Users],
  ];
  return (
    <section aria-label={m.counts}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map(([label, value, Icon]) => (
          <div key={label} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-stone-600">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const badgeTone: Record<string, BadgeTone> = { today: 'green', 'this-week': 'info', 'next-week': 'neutral' };

function Birthdays({ data }: { data: AdminDashboardResponse }) {
  const more = data.birthdaysInWindow - data.birthdays.length;
  return (
    <Card title={m.birthdays}>
      {data.birthdays.length === 0 ? (
        <p className="text-stone-600">{m.noBirthdays}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {data.birthdays.map((b) => (
            <li key={b.childId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{personName(b)}</p>
                <p className="text-sm text-stone-600">
                  {m.turns(b.age)} {m.birthdayOn(formatDate(b.nextBirthday))}
                </p>
              </div>
              {b.badge && <Badge tone={badgeTone[b.badge]}>{m.birthdayBadge[b.badge]}</Badge>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to={`${paths.admin.children}?sort=birthday`} className={linkClass}>
          {more > 0 ? m.moreBirthdays(more) : m.allChildren}
        </Link>
      </p>
    </Card>
  );
}

const quickLinks: [string, string, string, LucideIcon][] = [
  [paths.admin.trainers, shellMessages.adminNav.trainers, m.quickAccessHints.trainers, UserRound],
  [paths.admin.trainings, shellMessages.adminNav.trainings, m.quickAccessHints.trainings, CalendarDays],
  [paths.admin.camps, shellMessages.adminNav.camps, m.quickAccessHints.camps, Tent],
  [paths.admin.children, shellMessages.adminNav.children, m.quickAccessHints.children, Baby],
  [paths.admin.parents, shellMessages.adminNav.parents, m.quickAccessHints.parents, Users],
  [paths.admin.payments, shellMessages.adminNav.payments, m.quickAccessHints.payments, CreditCard],
  [paths.admin.auditLog, auditLogMessages.pageTitle, auditLogMessages.quickAccessHint, ScrollText],
  [
    paths.admin.administrators,
    secondFactorMessages.administratorsTitle,
    secondFactorMessages.quickAccessHint,
    ShieldCheck,
  ],
];

function QuickAccess() {
  return (
    <section aria-labelledby="quick-access">
      <h2 id="quick-access" className="mb-3 text-lg font-semibold text-stone-900">
        {m.quickAccess}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {quickLinks.map(([to, label, hint, Icon]) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-600">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NextTrainings({ data }: { data: AdminDashboardResponse }) {
  return (
    <Card title={m.nextTrainings}>
      {data.nextTrainings.length === 0 ? (
        <p className="text-stone-600">{m.noTrainings}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {data.nextTrainings.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{s.title}</p>
                <p className="text-sm text-stone-600">
                  {formatWeekdayDate(new Date(s.startsAt))}, {formatTime(s.startsAt)} ·{' '}
                  {m.registered(s.registeredCount, s.capacity)}
                </p>
              </div>
              <SeatBadge seatsLeft={s.seatsLeft} kind="session" />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to={paths.admin.trainings} className={linkClass}>
          {m.allTrainings}
        </Link>
      </p>
    </Card>
  );
}

export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeader title={m.pageTitle} />
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && <AlertMessage tone="error">{errorText(dashboard.error)}</AlertMessage>}
      {dashboard.data && (
        <div className="flex flex-col gap-6">
          <Counts counts={dashboard.data.counts} />
          <BackupStatus status={dashboard.data.backup} />
          <WeeklyFiguresCard />
          <AttendanceRatesCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <NextTrainings data={dashboard.data} />
            <Birthdays data={dashboard.data} />
          </div>
          <QuickAccess />
        </div>
      )}
    </>
  );
}
