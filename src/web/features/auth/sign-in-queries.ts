import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

export function useRequestCode() {
  return useMutation({
    mutationFn: (body: { email: string; redirectTo?: string }) => call('POST /auth/code', { body }),
  });
}

/**
 * Signs in. The answer's user becomes the session every guard reads: the login route's guard then moves on to
 * redirectTo (or onboarding) by itself.
 */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => call('POST /auth/verify', { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
