import type { ChildFormValues, ChildUpdateValues } from '@domain/children/child-form';
import {
  CHILDREN_PATH,
  type ChildResponse,
  type ChildrenResponse,
  childPath,
  SECOND_PARENT_PATH,
  type SecondParentResponse,
} from '@domain/children/children-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

// Server state of "Meine Kinder". Other features (bookings, payments) read the children through `childrenQueryKey`.

export const childrenQueryKey = ['children'] as const;
export const secondParentQueryKey = ['second-parent'] as const;

export function useChildren() {
  return useQuery({
    queryKey: childrenQueryKey,
    queryFn: ({ signal }) => api.get<ChildrenResponse>(CHILDREN_PATH, signal),
    select: (answer) => answer.children,
  });
}

export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ChildFormValues | ChildUpdateValues }) =>
      id === null
        ? api.post<ChildResponse>(CHILDREN_PATH, values)
        : api.put<ChildResponse>(childPath(id), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(childPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}

export function useSecondParent() {
  return useQuery({
    queryKey: secondParentQueryKey,
    queryFn: ({ signal }) => api.get<SecondParentResponse>(SECOND_PARENT_PATH, signal),
    select: (answer) => answer.secondParent,
  });
}

/** Linking and unlinking change which children this parent sees, and the signed-in user's own record. */
export function useSecondParentLink() {
  const queryClient = useQueryClient();
  const onSuccess = async (answer: SecondParentResponse) => {
    queryClient.setQueryData(secondParentQueryKey, answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
  };
  const link = useMutation({
    mutationFn: (email: string) => api.put<SecondParentResponse>(SECOND_PARENT_PATH, { email }),
    onSuccess,
  });
  const unlink = useMutation({
    mutationFn: () => api.delete<SecondParentResponse>(SECOND_PARENT_PATH),
    onSuccess,
  });
  return { link, unlink };
}
