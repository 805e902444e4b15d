import type { AttendanceStatus } from '@domain/attendance/attendance-api';
import { Check, Clock, type LucideIcon, X } from 'lucide-react';
import { cx } from '../lib/cx';

// Big buttons per child, made for a thumb at the pitch: one per status, the child's mark pressed, one tap saves.
// The back office's attendance and the trainer's session page draw them alike; what a tap on the pressed one does
// is theirs.

const looks: Record<AttendanceStatus, { Icon: LucideIcon; on: string }> = {
  present: { Icon: Check, on: 'bg-emerald-700 text-white border-emerald-700' },
  late: { Icon: Clock, on: 'bg-amber-600 text-white border-amber-700' },
  absent: { Icon: X, on: 'bg-red-700 text-white border-red-700' },
};

export function MarkChoices<S extends AttendanceStatus>({
  choices,
  status,
  disabled,
  onChoose,
  className,
  buttonClassName,
}: {
  /** The statuses offered, each with its label and the button's accessible name (which names the child). */
  choices: readonly { status: S; label: string; name: string }[];
  status: AttendanceStatus | null | undefined;
  disabled: boolean;
  onChoose: (choice: S, pressed: boolean) => void;
  /** The row's layout, and each button's width. */
  className: string;
  buttonClassName: string;
}) {
  return (
    <div className={className}>
      {choices.map(({ status: choice, label, name }) => {
        const pressed = status === choice;
        const { Icon, on } = looks[choice];
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            aria-label={name}
            disabled={disabled}
            onClick={() => onChoose(choice, pressed)}
            className={cx(
              'inline-flex h-12 items-center justify-center gap-1.5 rounded-lg border text-base font-medium transition-colors',
              buttonClassName,
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
