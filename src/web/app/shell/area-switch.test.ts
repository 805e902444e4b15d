import { describe, expect, it } from 'vitest';
import { lenaParent } from '../../testing/people';
import { areaSwitchFor } from './area-switch';

const parent = lenaParent;

describe('the way between the areas', () => {
  it('leads a trainer from the parent area to the trainer area and back (issue 29)', () => {
    const trainer = { ...parent, trainer: true };
    expect(areaSwitchFor(trainer, '/dashboard')).toMatchObject({ to: '/trainer', label: 'Trainer-Bereich' });
    expect(areaSwitchFor(trainer, '/trainer/trainings/x')).toMatchObject({
      to: '/dashboard',
      label: 'Eltern-Bereich',
    });
  });

  it('offers a parent none, and an admin the back office', () => {
    expect(areaSwitchFor(parent, '/dashboard')).toBeNull();
    expect(areaSwitchFor(null, '/')).toBeNull();
    expect(areaSwitchFor({ ...parent, role: 'admin' }, '/dashboard')).toMatchObject({ to: '/admin' });
  });
});
