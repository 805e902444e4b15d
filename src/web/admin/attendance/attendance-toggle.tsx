import type { AttendanceStatus } from '@domain/attendance/attendance-api';
import { attendanceMessages as m } from '@domain/messages/admin-attendance';
import { Check, X } from 'lucide-react';
import { cx } from '../../lib/cx';

// Two big buttons per child, made for a thumb at the pitch: one tap saves. Tapping the chosen one again clears it.

const choices = [
  { status: 'present', label: m.present, Icon: Check, on: 'bg-emerald-700 text-white border-emerald-700' },
  { status: 'absent', label: m.absent, Icon: X, on: 'bg-red-700 text-white border-red-700' },
] as const;

export function AttendanceToggle({
  name,
  status,
  disabled = false,
  onChange,
}: {
  name: string;
  status: AttendanceStatus | null;
  disabled?: boolean;
  onChange: (status: AttendanceStatus | null) => void;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      {choices.map(({ status: choice, label, Icon, on }) => {
        const pressed = status === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            aria-label={m.mark(label, name)}
            disabled={disabled}
            onClick={() => onChange(pressed ? null : choice)}
            className={cx(
              'inline-flex h-12 min-w-28 items-center justify-center gap-1.5 rounded-lg border px-3 text-base font-medium transition-colors',
              'disabled:cursor-not-allowed disabled:opacity-60',
              pressed ? on : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
