import type { AttendanceStatus } from '@domain/attendance/attendance-api';
import { trainerMessages as m } from '@domain/messages/trainer';
import { Check, Clock, X } from 'lucide-react';
import { cx } from '../../lib/cx';

// Three big buttons per child, one tap each: "Da", "Zu spät", "Fehlt". A mark is never taken back, only replaced by
// another, so tapping the chosen one again changes nothing.

const choices = [
  { status: 'present', label: m.present, Icon: Check, on: 'bg-emerald-700 text-white border-emerald-700' },
  { status: 'late', label: m.late, Icon: Clock, on: 'bg-amber-600 text-white border-amber-700' },
  { status: 'absent', label: m.absent, Icon: X, on: 'bg-red-700 text-white border-red-700' },
] as const;

export function MarkButtons({
  name,
  status,
  disabled = false,
  onMark,
}: {
  name: string;
  status: AttendanceStatus | undefined;
  disabled?: boolean;
  onMark: (status: AttendanceStatus) => void;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {choices.map(({ status: choice, label, Icon, on }) => {
        const pressed = status === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            aria-label={m.mark(label, name)}
            disabled={disabled}
            onClick={() => {
              if (!pressed) onMark(choice);
            }}
            className={cx(
              'inline-flex h-12 items-center justify-center gap-1.5 rounded-lg border px-2 text-base font-medium transition-colors',
              'disabled:cursor-not-allowed disabled:opacity-60',
              pressed ? on : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span>{label}</span>
          </button>
        );
      })}
    </div>
  );
}
