import { describe, expect, it } from 'vitest';
import { newsImagePhotoId, newsThumbnailUrl } from './news-image-url';

const id = '76b30941-ad5a-4bd4-a8c7-67204ab9bc0e';

describe('news image URLs', () => {
  it('accepts only our own photo URLs', () => {
    expect(newsImagePhotoId(`/api/photos/${id}/image?size=1200&quality=80`)).toBe(id);
    expect(newsImagePhotoId('https://example.com/x.jpg')).toBeNull();
    expect(newsImagePhotoId('javascript:alert(1)')).toBeNull();
  });

  it('gives the thumbnail as the dashboard variant of the same photo and version', () => {
    expect(newsThumbnailUrl(`/api/photos/${id}/image?size=1200&quality=80&v=f10be541`)).toBe(
      `/api/photos/${id}/image?size=400&quality=60&v=f10be541`,
    );
    expect(newsThumbnailUrl(`/api/photos/${id}/image?size=1200`)).toBe(
      `/api/photos/${id}/image?size=400&quality=60`,
    );
    expect(newsThumbnailUrl('/elsewhere/image?size=1200')).toBeNull();
  });
});
