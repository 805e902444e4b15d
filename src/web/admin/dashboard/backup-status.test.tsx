import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackupStatus } from './backup-status';

// The dashboard's backup line (decision 044): the last success in Zurich time, and a warning when it went wrong.

describe('the backup status on the admin dashboard', () => {
  it('shows the last successful backup in Zurich time', () => {
    render(
      <BackupStatus
        status={{ mode: 'embedded', lastSuccessAt: '2026-11-28T01:30:12.000Z', failing: false, stale: false }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Datensicherung' })).toHaveTextContent(
      'Letzte Sicherung: 28.11.2026, 02:30 Uhr',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns when the newest backup failed, and when none succeeded for 26 hours', () => {
    const { rerender } = render(
      <BackupStatus
        status={{ mode: 'embedded', lastSuccessAt: '2026-11-26T01:30:00.000Z', failing: true, stale: true }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die letzte Sicherung ist fehlgeschlagen oder ausgeblieben',
    );
    rerender(
      <BackupStatus
        status={{ mode: 'embedded', lastSuccessAt: '2026-11-26T01:30:00.000Z', failing: false, stale: true }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Seit über 26 Stunden keine erfolgreiche Sicherung.',
    );
  });

  it('says when there is none yet, and nothing with a managed database', () => {
    const { rerender, container } = render(
      <BackupStatus status={{ mode: 'embedded', lastSuccessAt: null, failing: false, stale: false }} />,
    );
    expect(screen.getByRole('region', { name: 'Datensicherung' })).toHaveTextContent(
      'Noch keine Sicherung erstellt.',
    );
    rerender(<BackupStatus status={{ mode: 'managed' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
