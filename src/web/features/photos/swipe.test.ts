import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe';

describe('lightbox swipe (threshold 40 px, parent-portal.md section 9)', () => {
  it.each([
    [-40, 0, 1],
    [-120, 30, 1],
    [40, 0, -1],
    [95, -20, -1],
    [-39, 0, 0],
    [39, 0, 0],
    [0, 0, 0],
    [-60, 80, 0],
    [60, -60, 0],
  ])('dx=%i dy=%i -> %i', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});
