import type { ChildFormValues, ChildUpdateValues } from '@domain/children/child-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of "Meine Kinder". Other features (bookings, payments) read the children through `childrenQueryKey`.

const childrenQueryKey = ['children'] as const;

export function useChildren() {
  return useQuery({
    queryKey: childrenQueryKey,
    queryFn: ({ signal }) => call('GET /children', { signal }),
    select: (answer) => answer.children,
  });
}

/**
 * The child's emergency and health information for its edit form; only asked when the child has some (`childId`
 * null: not asked). Never kept once the form closes: it is read fresh for every opening.
 */
export function useChildHealthInfo(childId: string | null) {
  return useQuery({
    queryKey: ['children', 'health-info', childId],
    queryFn: ({ signal }) =>
      call('GET /children/:childId/health-info', { params: { childId: childId! }, signal }),
    select: (answer) => answer.healthInfo,
    enabled: childId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: 1,
  });
}

export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ChildFormValues | ChildUpdateValues }) =>
      id === null
        ? call('POST /children', { body: values as ChildFormValues })
        : call('PUT /children/:childId', { params: { childId: id }, body: values as ChildUpdateValues }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /children/:childId', { params: { childId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}

/** The child's full AHV number, asked for each time it is shown (every reveal is audited) and never cached. */
export async function revealChildAhv(childId: string): Promise<string> {
  return (await call('POST /children/:childId/ahv/reveal', { params: { childId } })).ahv;
}
