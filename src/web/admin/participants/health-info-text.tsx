import type { HealthInfo } from '@domain/children/health-info';
import { participantsHealthMessages as m } from '@domain/messages/child-data';

/** A child's emergency and health information as the panel and the printable list show it; "Keine Angaben" without. */
export function HealthInfoText({ info }: { info: HealthInfo | null }) {
  if (!info) return <span className="text-stone-600">{m.none}</span>;
  const contact = [info.emergencyContactName, info.emergencyContactPhone].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    [m.allergies, info.allergies],
    [m.medication, info.medication],
    [m.emergencyContact, contact || null],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="whitespace-pre-wrap text-stone-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
