import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendanceNote } from './attendance-note';

describe('AttendanceNote', () => {
  it('shows nothing while no day is marked', () => {
    const { container } = render(<AttendanceNote marks={undefined} multiDay={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "Abwesend" for a missed training and a quiet "Anwesend" otherwise', () => {
    const { rerender } = render(
      <AttendanceNote marks={[{ day: '2026-05-09', status: 'absent' }]} multiDay={false} />,
    );
    expect(screen.getByText('Abwesend')).toBeInTheDocument();
    rerender(<AttendanceNote marks={[{ day: '2026-05-09', status: 'present' }]} multiDay={false} />);
    expect(screen.getByText('Anwesend')).toBeInTheDocument();
    expect(screen.queryByText('Abwesend')).toBeNull();
  });

  it('names the missed days of a camp', () => {
    render(
      <AttendanceNote
        marks={[
          { day: '2026-07-13', status: 'absent' },
          { day: '2026-07-14', status: 'present' },
          { day: '2026-07-15', status: 'absent' },
        ]}
        multiDay
      />,
    );
    expect(screen.getByText('Abwesend: 13.07.2026, 15.07.2026')).toBeInTheDocument();
  });
});
