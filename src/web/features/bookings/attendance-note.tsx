import type { AttendanceMark } from '@domain/attendance/attendance-api';
import { registrationMessages as m } from '@domain/messages/offer-cards';
import { formatDate } from '@domain/time';
import { Badge } from '../../ui';

// What the provider marked for a booking (issue 18): an absence shows as "Abwesend" (with its days on a camp of
// several days); a child who was there gets a quiet "Anwesend"; nothing while no day is marked.
export function AttendanceNote({
  marks,
  multiDay,
}: {
  marks: AttendanceMark[] | undefined;
  multiDay: boolean;
}) {
  if (!marks || marks.length === 0) return null;
  const absent = marks.filter((mark) => mark.status === 'absent');
  if (absent.length === 0) return <span className="text-sm text-stone-600">{m.present}</span>;
  return (
    <Badge tone="red">
      {multiDay ? m.absentOn(absent.map((mark) => formatDate(mark.day)).join(', ')) : m.absent}
    </Badge>
  );
}
