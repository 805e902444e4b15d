import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui';
import { useChildSearch } from '../children/children-queries';
import { SearchedList } from '../searched-list';

/**
 * Search every family's children by name (asked once typing pauses 200 ms, case-insensitive) and tag one: a button
 * per child, named for what it does. Children already tagged, and children whose parents gave no photo consent
 * ("Keine Foto-Einwilligung"), are shown as such, without the button.
 */
export function ChildTagSearch({
  taggedIds,
  busyId,
  onTag,
}: {
  taggedIds: ReadonlySet<string>;
  /** The child whose tag is being saved. */
  busyId: string | null;
  onTag: (child: { id: string; name: string }) => void;
}) {
  const [text, setText] = useState('');
  const search = useChildSearch(text);
  const results = search.data ?? [];
  return (
    <SearchedList labels={m} text={text} onText={setText} search={search} found={results.length}>
      <ul className="max-h-64 overflow-y-auto rounded-xl border border-stone-200">
        {results.map((child) => {
          const name = personName(child);
          return (
            <li
              key={child.id}
              className="flex items-center justify-between gap-3 border-b border-stone-100 px-3 py-2 last:border-0"
            >
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{name}</span>
                <span className="block text-sm text-stone-600">
                  {formatDate(child.dateOfBirth)} · {child.parentName}
                </span>
              </span>
              {taggedIds.has(child.id) ? (
                <span className="text-sm text-stone-600">{m.alreadyTagged}</span>
              ) : !child.photoConsentFamily ? (
                // The server refuses the tag too (PHOTO_CONSENT_MISSING); no button to press in vain.
                <span className="text-sm font-medium text-amber-800">{m.noConsent}</span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Plus aria-hidden="true" className="size-4" />}
                  aria-label={m.addTag(name)}
                  loading={busyId === child.id}
                  disabled={busyId !== null}
                  onClick={() => onTag({ id: child.id, name })}
                >
                  {m.bulkTag}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SearchedList>
  );
}
