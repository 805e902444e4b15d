import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import type { AdminPhoto } from '@domain/photos/admin-photos-api';
import { PHOTO_VARIANTS } from '@domain/photos/photo-api';
import { formatDateTime } from '@domain/time';
import { adminPhotoSrc } from './photos-queries';

interface Props {
  items: AdminPhoto[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
  onOpen: (id: string) => void;
}

/** One page of the library: select for bulk tagging, a thumbnail that opens the photo modal, the tagged children. */
export function PhotosTable({ items, selected, onToggle, onTogglePage, onOpen }: Props) {
  const cell = 'border-b border-stone-100 px-3 py-2 align-middle';
  const allSelected = items.every((p) => selected.has(p.id));
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left">
        <caption className="sr-only">{m.listLabel}</caption>
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            <th scope="col" className="w-12 border-b border-stone-200 px-3 py-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={m.selectPage}
                checked={allSelected}
                onChange={(e) => onTogglePage(e.target.checked)}
              />
            </th>
            {[m.photo, m.file, m.created, m.tagged].map((h) => (
              <th key={h} scope="col" className="border-b border-stone-200 px-3 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((photo) => (
            <tr key={photo.id} className={selected.has(photo.id) ? 'bg-brand-50' : undefined}>
              <td className={cell}>
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  aria-label={m.select(photo.filename)}
                  checked={selected.has(photo.id)}
                  onChange={() => onToggle(photo.id)}
                />
              </td>
              <td className={cell}>
                <button
                  type="button"
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  aria-label={m.open(photo.filename)}
                  onClick={() => onOpen(photo.id)}
                >
                  <img
                    src={adminPhotoSrc(photo, PHOTO_VARIANTS.adminThumbnail)}
                    alt=""
                    loading="lazy"
                    className="h-16 w-24 max-w-none rounded-lg bg-stone-100 object-cover"
                  />
                </button>
              </td>
              <th scope="row" className={`${cell} font-medium text-stone-900`}>
                <span className="block break-words">{photo.filename}</span>
                <span className="block text-sm font-normal text-stone-600">{photo.folderName}</span>
              </th>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>
                {formatDateTime(photo.createdAt)}
              </td>
              <td className={`${cell} text-stone-700`}>
                {photo.children.length === 0 ? (
                  <span className="text-stone-600">{m.none}</span>
                ) : (
                  photo.children.map((c) => c.fullName).join(', ')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
