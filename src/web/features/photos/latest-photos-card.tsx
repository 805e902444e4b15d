import { photoMessages as m } from '@domain/messages/photos';
import { PHOTO_VARIANTS } from '@domain/photos/photo-api';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AlertMessage, Card, Spinner } from '../../ui';
import { childNames, photoSrc } from './photo-src';
import { useLatestPhotos } from './photos-queries';

// Dashboard "Fotos" (parent-portal.md sections 2 and 9): the latest 3 thumbnails (size 400, quality 60) and a link
// to the gallery.
export function LatestPhotosCard() {
  const photos = useLatestPhotos();
  const allPhotos = (
    <Link to={paths.photos} className="text-sm font-medium text-brand-800 underline">
      {m.allPhotos}
    </Link>
  );
  return (
    <Card title={m.title} actions={allPhotos}>
      {photos.isPending && <Spinner />}
      {photos.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {photos.data?.length === 0 && <p className="text-base text-stone-600">{m.empty}</p>}
      {photos.data && photos.data.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {photos.data.map((photo) => (
            <li key={photo.id}>
              <Link to={paths.photos} className="block overflow-hidden rounded-lg border border-stone-200">
                <img
                  src={photoSrc(photo, PHOTO_VARIANTS.dashboard)}
                  alt={m.photoAlt(childNames(photo))}
                  loading="lazy"
                  width={400}
                  height={400}
                  className="aspect-square w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
