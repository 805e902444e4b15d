import type { ChildRegistration, FamilyChild } from '@domain/bookings/contracts';
import { campConfirmationMessages as m } from '@domain/messages/camp-confirmation';
import { personName } from '@domain/people/person-name';
import { FileDown } from 'lucide-react';
import { callPath, pathOf } from '../../lib/api';

/** The confirmation PDF of each registered child of the family (decision 054), a file the browser downloads. */
export function ConfirmationLinks({
  campId,
  registrations,
  familyChildren,
}: {
  campId: string;
  registrations: ChildRegistration[];
  familyChildren: FamilyChild[];
}) {
  const byId = new Map(familyChildren.map((c) => [c.id, c]));
  const linked = registrations.flatMap((r) => {
    const child = byId.get(r.childId);
    return child ? [{ childId: r.childId, name: personName(child) }] : [];
  });
  if (linked.length === 0) return null;
  const path = pathOf('GET /camps/:campId/registrations/:childId/confirmation.pdf');
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {linked.map(({ childId, name }) => (
        <li key={childId}>
          <a
            href={`/api${callPath(path, { campId, childId }, undefined)}`}
            download
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {m.downloadFor(name)}
          </a>
        </li>
      ))}
    </ul>
  );
}
