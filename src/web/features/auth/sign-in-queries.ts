import {
  CODE_PATH,
  type CodeRequestAnswer,
  type CodeRequestBody,
  type SignedInAnswer,
  VERIFY_PATH,
} from '@domain/auth/sign-in-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

export function useRequestCode() {
  return useMutation({
    mutationFn: (body: CodeRequestBody) => api.post<CodeRequestAnswer>(CODE_PATH, body),
  });
}

/**
 * Signs in. The answer's user becomes the session every guard reads: the login route's guard then moves on to
 * redirectTo (or onboarding) by itself.
 */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => api.post<SignedInAnswer>(VERIFY_PATH, body),
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
