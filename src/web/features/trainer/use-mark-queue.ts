import type { AttendanceStatus, OfferKind } from '@domain/attendance/attendance-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { enqueueMarks, newMark, type QueuedMark, queuedStatus, readQueue, syncQueue } from './mark-queue';
import { sendMarks, trainerKeys } from './trainer-queries';

export interface MarkQueueState {
  /** The cell as the trainer sees it: a queued mark over the server's answer. */
  statusOf: (
    childId: string,
    day: string,
    stored: AttendanceStatus | undefined,
  ) => AttendanceStatus | undefined;
  /** Queues marks of this offer and sends them at once if it can. */
  mark: (cells: readonly { childId: string; day: string; status: AttendanceStatus }[]) => void;
  /** Marks of this offer not yet answered by the server. */
  pending: number;
  /** The last sync could not reach the server. */
  offline: boolean;
  /** Marks the server refused in the last sync. */
  refused: number;
}

/**
 * The offline queue of one offer's marks on the page (decision 050): a tap is queued and sent at once; without a
 * network it waits and goes out when the browser is online again (or the page is opened again).
 */
export function useMarkQueue(kind: OfferKind, offerId: string): MarkQueueState {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedMark[]>(() => readQueue());
  const [offline, setOffline] = useState(false);
  const [refused, setRefused] = useState(0);

  const flush = useCallback(async () => {
    const outcome = await syncQueue(sendMarks);
    // The server's cells first, then the queue without the answered marks: no tap flickers back meanwhile.
    if (outcome.answered > 0)
      await queryClient.invalidateQueries({ queryKey: trainerKeys.offer(kind, offerId) });
    setQueue(readQueue());
    setOffline(outcome.offline);
    if (outcome.refused > 0) setRefused(outcome.refused);
  }, [queryClient, kind, offerId]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const mark = useCallback<MarkQueueState['mark']>(
    (cells) => {
      const now = new Date();
      enqueueMarks(
        cells.map((cell) => ({ kind, offerId, mark: newMark(cell.childId, cell.day, cell.status, now) })),
      );
      setQueue(readQueue());
      setRefused(0);
      void flush();
    },
    [kind, offerId, flush],
  );

  const own = queue.filter((entry) => entry.kind === kind && entry.offerId === offerId);
  return {
    statusOf: (childId, day, stored) => queuedStatus(own, { kind, offerId, childId, day }) ?? stored,
    mark,
    pending: own.length,
    offline,
    refused,
  };
}
