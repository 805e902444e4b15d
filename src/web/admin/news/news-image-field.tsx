import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui';
import { NewsImagePicker } from './news-image-picker';

/** The news item's picture: a preview, "choose" (the news folder's picker) and "remove". */
export function NewsImageField({
  value,
  title,
  error,
  onChange,
}: {
  value: string;
  title: string;
  error?: string | undefined;
  onChange: (url: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-stone-800">{m.image}</span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={m.imageAlt(title || m.image)}
            className="h-24 w-32 rounded-lg border border-stone-200 object-cover"
          />
        ) : (
          <span className="flex h-24 w-32 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-stone-300 text-sm text-stone-600">
            <ImageOff aria-hidden="true" className="size-5" />
            {m.noImage}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<ImagePlus aria-hidden="true" className="size-4" />}
            aria-expanded={picking}
            onClick={() => setPicking(true)}
          >
            {value ? m.changeImage : m.chooseImage}
          </Button>
          {value && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => onChange('')}
            >
              {m.removeImage}
            </Button>
          )}
        </div>
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {picking && (
        <NewsImagePicker
          onClose={() => setPicking(false)}
          onPick={(url) => {
            onChange(url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
