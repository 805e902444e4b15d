import type { AttendanceSheet, AttendanceStatus, OfferKind } from '@domain/attendance/attendance-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Attendance at the pitch (issue 18): a tap shows at once (optimistic) and is saved in the background; when the
// server refuses, only that cell goes back to what it was, so a quick series of taps on other children stands.

export interface AttendanceTarget {
  kind: OfferKind;
  offerId: string;
}

const sheetKey = ({ kind, offerId }: AttendanceTarget) => ['admin', 'attendance', kind, offerId] as const;

export function useAttendance(target: AttendanceTarget) {
  return useQuery({
    queryKey: sheetKey(target),
    queryFn: ({ signal }) => {
      const params = { offerId: target.offerId };
      return target.kind === 'training'
        ? call('GET /admin/trainings/:offerId/attendance', { params, signal })
        : call('GET /admin/camps/:offerId/attendance', { params, signal });
    },
  });
}

interface CellChange {
  childId: string;
  day: string;
  /** null clears the cell. */
  status: AttendanceStatus | null;
}

function withCell(sheet: AttendanceSheet, { childId, day, status }: CellChange): AttendanceSheet {
  return {
    ...sheet,
    participants: sheet.participants.map((p) => {
      if (p.childId !== childId) return p;
      const { [day]: _, ...rest } = p.marks;
      // Who set the cell is the server's to say (the sheet is read again once the taps are saved).
      const { [day]: _author, ...markedBy } = p.markedBy;
      return { ...p, marks: status ? { ...rest, [day]: status } : rest, markedBy };
    }),
  };
}

function statusIn(sheet: AttendanceSheet | undefined, childId: string, day: string): AttendanceStatus | null {
  return sheet?.participants.find((p) => p.childId === childId)?.marks[day] ?? null;
}

function patch(queryClient: QueryClient, target: AttendanceTarget, change: CellChange) {
  queryClient.setQueryData<AttendanceSheet>(sheetKey(target), (sheet) => sheet && withCell(sheet, change));
}

/**
 * Reads the sheet again (who marked what, issue 29) once the last of the taps under way is saved: read between two
 * taps, it would draw the later one back until its answer came.
 */
function refreshWhenSettled(queryClient: QueryClient, target: AttendanceTarget) {
  if (queryClient.isMutating({ mutationKey: sheetKey(target) }) === 1)
    void queryClient.invalidateQueries({ queryKey: sheetKey(target) });
}

/** One cell: PUT the status (idempotent, last write wins) or DELETE it. */
export function useSetAttendance(target: AttendanceTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sheetKey(target),
    onSettled: () => refreshWhenSettled(queryClient, target),
    mutationFn: async ({ childId, day, status }: CellChange) => {
      const params = { offerId: target.offerId, childId, day };
      const training = target.kind === 'training';
      if (status && training)
        await call('PUT /admin/trainings/:offerId/attendance/:childId/:day', { params, body: { status } });
      else if (status)
        await call('PUT /admin/camps/:offerId/attendance/:childId/:day', { params, body: { status } });
      else if (training) await call('DELETE /admin/trainings/:offerId/attendance/:childId/:day', { params });
      else await call('DELETE /admin/camps/:offerId/attendance/:childId/:day', { params });
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: sheetKey(target) });
      const before = statusIn(queryClient.getQueryData(sheetKey(target)), change.childId, change.day);
      patch(queryClient, target, change);
      return { before };
    },
    onError: (_err, change, context) => {
      patch(queryClient, target, { ...change, status: context?.before ?? null });
    },
  });
}

/** "Alle anwesend": the unmarked children of the day turn present at once; the server's answer confirms it. */
export function useAllPresent(target: AttendanceTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sheetKey(target),
    onSettled: () => refreshWhenSettled(queryClient, target),
    mutationFn: (day: string) => {
      const params = { offerId: target.offerId, day };
      return target.kind === 'training'
        ? call('POST /admin/trainings/:offerId/attendance/:day/all-present', { params })
        : call('POST /admin/camps/:offerId/attendance/:day/all-present', { params });
    },
    onMutate: async (day) => {
      await queryClient.cancelQueries({ queryKey: sheetKey(target) });
      const before = queryClient.getQueryData<AttendanceSheet>(sheetKey(target));
      const unmarked = before?.participants.filter((p) => !p.marks[day]).map((p) => p.childId) ?? [];
      for (const childId of unmarked) patch(queryClient, target, { childId, day, status: 'present' });
      return { unmarked };
    },
    onError: (_err, day, context) => {
      for (const childId of context?.unmarked ?? [])
        patch(queryClient, target, { childId, day, status: null });
    },
  });
}
