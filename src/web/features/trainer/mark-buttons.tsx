import type { AttendanceStatus } from '@domain/attendance/attendance-api';
import { trainerMessages as m } from '@domain/messages/trainer';
import { MarkChoices } from '../../ui/mark-choices';

// "Da", "Zu spät", "Fehlt" per child, one tap each. A mark is never taken back, only replaced by another, so tapping
// the chosen one again changes nothing.

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
    <MarkChoices
      choices={(['present', 'late', 'absent'] as const).map((status) => ({
        status,
        label: m[status],
        name: m.mark(m[status], name),
      }))}
      status={status}
      disabled={disabled}
      onChoose={(choice, pressed) => {
        if (!pressed) onMark(choice);
      }}
      className="grid grid-cols-3 gap-2"
      buttonClassName="px-2"
    />
  );
}
