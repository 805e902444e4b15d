import {
  type AllPresentResponse,
  type AttendanceSheet,
  type AttendanceStatus,
  attendanceApi,
  type OfferKind,
} from '@domain/attendance/attendance-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
    queryFn: ({ signal }) =>
      api.get<AttendanceSheet>(attendanceApi.sheet(target.kind, target.offerId), signal),
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
      return { ...p, marks: status ? { ...rest, [day]: status } : rest };
    }),
  };
}

function statusIn(sheet: AttendanceSheet | undefined, childId: string, day: string): AttendanceStatus | null {
  return sheet?.participants.find((p) => p.childId === childId)?.marks[day] ?? null;
}

function patch(queryClient: QueryClient, target: AttendanceTarget, change: CellChange) {
  queryClient.setQueryData<AttendanceSheet>(sheetKey(target), (sheet) => sheet && withCell(sheet, change));
}

/** One cell: PUT the status (idempotent, last write wins) or DELETE it. */
export function useSetAttendance(target: AttendanceTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CellChange) => {
      const cell = attendanceApi.cell(target.kind, target.offerId, change.childId, change.day);
      if (change.status) await api.put(cell, { status: change.status });
      else await api.delete(cell);
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
    mutationFn: (day: string) =>
      api.post<AllPresentResponse>(attendanceApi.allPresent(target.kind, target.offerId, day)),
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
