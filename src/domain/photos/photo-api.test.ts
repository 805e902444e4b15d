import { describe, expect, it } from 'vitest';
import { PHOTO_VARIANTS, photoImagePath, photoImageQuerySchema, snapQuality } from './photo-api';

describe('photo image requests', () => {
  it.each([
    [60, 60],
    [64, 60],
    [65, 70],
    [90, 90],
    [100, 100],
    [1, 30],
    [29, 30],
  ])('quality %i is served as %i', (asked, served) => {
    expect(snapQuality(asked)).toBe(served);
  });

  it('reads the query as the screens send it and refuses sizes that are not offered', () => {
    expect(photoImageQuerySchema.parse({ size: '400', quality: '60' })).toEqual({ size: '400', quality: 60 });
    expect(photoImageQuerySchema.parse({})).toEqual({ size: '800', quality: 80 });
    expect(photoImageQuerySchema.safeParse({ size: '500' }).success).toBe(false);
    expect(photoImageQuerySchema.safeParse({ quality: '0' }).success).toBe(false);
  });

  it('builds the URLs of the spec’s variants with the content version', () => {
    const photo = { id: 'a1b2', version: 'c0ffee' };
    expect(photoImagePath(photo, PHOTO_VARIANTS.dashboard)).toBe(
      '/photos/a1b2/image?size=400&quality=60&v=c0ffee',
    );
    expect(photoImagePath(photo, PHOTO_VARIANTS.gallery)).toBe(
      '/photos/a1b2/image?size=800&quality=70&v=c0ffee',
    );
    expect(photoImagePath(photo, PHOTO_VARIANTS.download)).toBe(
      '/photos/a1b2/image?size=original&quality=90&v=c0ffee',
    );
  });
});
