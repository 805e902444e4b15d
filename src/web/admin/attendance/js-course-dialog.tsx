import { type JsCourseQuery, jsCourseQuerySchema } from '@domain/attendance/attendance-api';
import { SESSION_TYPES } from '@domain/constants';
import { attendanceMessages, jsCourseMessages as m } from '@domain/messages/admin-attendance';
import { personName } from '@domain/people/person-name';
import { addMonths, zurichToday } from '@domain/time';
import { useQuery } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { call, callPath, pathOf } from '../../lib/api';
import { AlertMessage, Badge, Button, buttonClasses, Dialog, Input, PageSpinner, Select } from '../../ui';
import { useTrainers } from '../trainers/trainers-queries';

// The J+S file of a course of trainings (issue 18): the admin names the course (a training type or a trainer, and a
// date range), sees what the file will hold (children without AHV number marked) and downloads it. Only the
// download decrypts the numbers, and the server writes it to the audit log.

interface Draft {
  type: string;
  trainerId: string;
  from: string;
  to: string;
}

function queryOf(draft: Draft): JsCourseQuery | string {
  if (!draft.type && !draft.trainerId) return m.needsTypeOrTrainer;
  const parsed = jsCourseQuerySchema.safeParse({
    ...(draft.type ? { type: draft.type } : {}),
    ...(draft.trainerId ? { trainerId: draft.trainerId } : {}),
    from: draft.from,
    to: draft.to,
  });
  return parsed.success ? parsed.data : m.rangeInvalid;
}

/** The course as its address names it: the range first, then the type and the trainer where chosen. */
const courseQuery = ({ from, to, type, trainerId }: JsCourseQuery) => ({ from, to, type, trainerId });

function useCoursePreview(query: JsCourseQuery | null) {
  return useQuery({
    queryKey: ['admin', 'js-course', query],
    queryFn: ({ signal }) =>
      call('GET /admin/trainings/js-course', { query: courseQuery(query as JsCourseQuery), signal }),
    enabled: query !== null,
  });
}

export function JsCourseButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<FileSpreadsheet aria-hidden="true" className="size-5" />}
        onClick={() => setOpen(true)}
      >
        {m.open}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.title}
        description={m.description}
        size="lg"
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {m.close}
          </Button>
        }
      >
        {open && <JsCourseForm />}
      </Dialog>
    </>
  );
}

function JsCourseForm() {
  const today = zurichToday(new Date());
  const [draft, setDraft] = useState<Draft>({
    type: 'TIZ',
    trainerId: '',
    from: addMonths(today, -6),
    to: today,
  });
  const trainers = useTrainers();
  const query = queryOf(draft);
  const preview = useCoursePreview(typeof query === 'string' ? null : query);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const withoutAhv = preview.data?.participants.filter((p) => !p.hasAhv).length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={m.type}
          value={draft.type}
          placeholder={m.anyType}
          options={SESSION_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={set('type')}
        />
        <Select
          label={m.trainer}
          value={draft.trainerId}
          placeholder={m.anyTrainer}
          options={(trainers.data ?? []).map((t) => ({ value: t.id, label: personName(t) }))}
          onChange={set('trainerId')}
        />
        <Input label={m.from} type="date" value={draft.from} onChange={set('from')} />
        <Input label={m.to} type="date" value={draft.to} onChange={set('to')} />
      </div>
      {typeof query === 'string' && <AlertMessage tone="error">{query}</AlertMessage>}
      {typeof query !== 'string' && preview.isPending && <PageSpinner />}
      {preview.isError && <AlertMessage tone="error">{preview.error.message}</AlertMessage>}
      {typeof query !== 'string' && preview.data && (
        <>
          <p className="text-stone-800">
            {preview.data.trainings.length === 0
              ? m.noTrainings
              : m.preview(preview.data.trainings.length, preview.data.participants.length)}
          </p>
          {preview.data.participants.length > 0 && (
            <ul
              aria-label={m.listLabel}
              className="divide-y divide-stone-100 rounded-xl border border-stone-200"
            >
              {preview.data.participants.map((p) => (
                <li key={p.childId} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="text-stone-900">{personName(p)}</span>
                  {!p.hasAhv && <Badge tone="yellow">{attendanceMessages.noAhv}</Badge>}
                </li>
              ))}
            </ul>
          )}
          {withoutAhv > 0 && (
            <p className="text-sm text-stone-600">{attendanceMessages.noAhvHint(withoutAhv)}</p>
          )}
          {preview.data.trainings.length > 0 && (
            <div className="flex flex-col gap-1">
              <a
                className={buttonClasses('primary', 'md', 'self-start')}
                href={`/api${callPath(pathOf('GET /admin/trainings/js-course.csv'), undefined, courseQuery(query))}`}
                download
              >
                <Download aria-hidden="true" className="size-5" />
                {m.download}
              </a>
              <p className="text-sm text-stone-600">{attendanceMessages.jsExportHint}</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
