import type { AttendanceStatus } from '@domain/attendance/attendance-api';
import { attendanceMessages as m } from '@domain/messages/admin-attendance';
import { MarkChoices } from '../../ui/mark-choices';

// Anwesend / Abwesend per child: one tap saves, tapping the chosen one again clears it.

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
    <MarkChoices
      choices={[
        { status: 'present', label: m.present, name: m.mark(m.present, name) },
        { status: 'absent', label: m.absent, name: m.mark(m.absent, name) },
      ]}
      status={status}
      disabled={disabled}
      onChoose={(choice, pressed) => onChange(pressed ? null : choice)}
      className="flex shrink-0 gap-2"
      buttonClassName="min-w-28 px-3"
    />
  );
}
