import type { BulkSelection } from '@domain/bulk/bulk-api';
import type { BulkMessageValues } from '@domain/bulk/bulk-message';
import { useQuery } from '@tanstack/react-query';
import { call, callPath, pathOf } from '../../lib/api';
import { saveDownload } from '../../lib/save-download';
import type { PanelOffer } from './participants-queries';

// The participants panel's bulk actions (decision 056), each kind's endpoints under its own path
// (src/domain/bookings/bulk-participants.ts): move, remove and message run as the kit's confirm dialog asks (a dry run,
// then the run with the count the admin saw); the CSV is exactly the selection.

type Selection = BulkSelection<Record<string, never>, string>;
type RunOptions = { dryRun: boolean; expectedCount?: number };

export function moveParticipants(
  { kind, id }: PanelOffer,
  body: { selection: Selection; targetOfferId: string } & RunOptions,
) {
  return kind === 'training'
    ? call('POST /admin/trainings/:sessionId/participants/bulk/move', { params: { sessionId: id }, body })
    : call('POST /admin/camps/:campId/participants/bulk/move', { params: { campId: id }, body });
}

export function removeParticipants({ kind, id }: PanelOffer, body: { selection: Selection } & RunOptions) {
  return kind === 'training'
    ? call('POST /admin/trainings/:sessionId/participants/bulk/remove', { params: { sessionId: id }, body })
    : call('POST /admin/camps/:campId/participants/bulk/remove', { params: { campId: id }, body });
}

export function messageParticipantsParents(
  { kind, id }: PanelOffer,
  body: { selection: Selection } & BulkMessageValues & RunOptions,
) {
  return kind === 'training'
    ? call('POST /admin/trainings/:sessionId/participants/bulk/message', { params: { sessionId: id }, body })
    : call('POST /admin/camps/:campId/participants/bulk/message', { params: { campId: id }, body });
}

/** The CSV of the chosen participants: a POST whose file the browser saves under the server's name. */
export async function downloadParticipants({ kind, id }: PanelOffer, selection: Selection): Promise<void> {
  const path =
    kind === 'training'
      ? callPath(
          pathOf('POST /admin/trainings/:sessionId/participants/bulk/export.csv'),
          { sessionId: id },
          undefined,
        )
      : callPath(pathOf('POST /admin/camps/:campId/participants/bulk/export.csv'), { campId: id }, undefined);
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
    body: JSON.stringify({ selection }),
  });
  await saveDownload(response, 'teilnehmende-auswahl.csv');
}

/** Where the panel's children may move: the coming offers of the same kind, with their free seats. */
export function useMoveTargets({ kind, id }: PanelOffer, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'move-targets', kind, id],
    enabled,
    queryFn: ({ signal }) =>
      kind === 'training'
        ? call('GET /admin/trainings/:sessionId/participants/move-targets', {
            params: { sessionId: id },
            signal,
          })
        : call('GET /admin/camps/:campId/participants/move-targets', { params: { campId: id }, signal }),
    select: (answer) => answer.targets,
  });
}
