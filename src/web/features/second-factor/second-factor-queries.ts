import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { createPasskey, provePasskey } from '../../lib/passkey-ceremony';
import { meQueryKey } from '../../lib/session';

const statusKey = ['second-factor'] as const;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => call('GET /auth/second-factor', { signal }),
    staleTime: 0,
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => call('POST /auth/second-factor/totp') });
}

export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) => call('POST /auth/second-factor/totp/confirm', { body: { code } }),
  });
}

/** Ten new recovery codes in place of all earlier ones; the status (how many are left) is read again. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /auth/second-factor/recovery-codes'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useEnrolPasskey() {
  return useMutation({
    mutationFn: () => createPasskey(),
  });
}

/** An admin's passkey from before the promotion, proven and made the factor (at enrolment: with the codes). */
export function useConfirmPasskey() {
  return useMutation({
    mutationFn: () => provePasskey('POST /auth/second-factor/passkey/confirm'),
  });
}

/** The session passed: the admin pages open (the factor page's guard moves on to redirectTo by itself). */
function usePassed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useVerifyTotp() {
  const passed = usePassed();
  return useMutation({
    mutationFn: (code: string) => call('POST /auth/second-factor/verify', { body: { code } }),
    onSuccess: passed,
  });
}

export function useRecoveryCode() {
  const passed = usePassed();
  return useMutation({
    mutationFn: (code: string) => call('POST /auth/second-factor/recovery', { body: { code } }),
    onSuccess: passed,
  });
}

export function useVerifyPasskey() {
  const passed = usePassed();
  return useMutation({
    mutationFn: () => provePasskey('POST /auth/second-factor/passkey'),
    onSuccess: passed,
  });
}
