import {
  PASSKEY_CONFIRM_OPTIONS_PATH,
  PASSKEY_CONFIRM_PATH,
  PASSKEY_FACTOR_OPTIONS_PATH,
  PASSKEY_FACTOR_PATH,
  PASSKEYS_PATH,
  type PasskeyRow,
} from '@domain/second-factor/passkeys-api';
import {
  type RecoveryCodesAnswer,
  SECOND_FACTOR_PATH,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@domain/second-factor/second-factor-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { createPasskey, provePasskey } from '../../lib/passkey-ceremony';
import { meQueryKey } from '../../lib/session';

const statusKey = ['second-factor'] as const;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<SecondFactorStatus>(SECOND_FACTOR_PATH, signal),
    staleTime: 0,
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post<TotpEnrolment>(`${SECOND_FACTOR_PATH}/totp`) });
}

export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodesAnswer>(`${SECOND_FACTOR_PATH}/totp/confirm`, { code }),
  });
}

/** Ten new recovery codes in place of all earlier ones; the status (how many are left) is read again. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RecoveryCodesAnswer>(`${SECOND_FACTOR_PATH}/recovery-codes`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useEnrolPasskey() {
  return useMutation({
    mutationFn: () =>
      createPasskey<{ passkey: PasskeyRow; recoveryCodes: string[] }>(
        `${PASSKEYS_PATH}/options`,
        PASSKEYS_PATH,
      ),
  });
}

/** An admin's passkey from before the promotion, proven and made the factor (at enrolment: with the codes). */
export function useConfirmPasskey() {
  return useMutation({
    mutationFn: () =>
      provePasskey<{ passkey: PasskeyRow; recoveryCodes: string[] }>(
        PASSKEY_CONFIRM_OPTIONS_PATH,
        PASSKEY_CONFIRM_PATH,
      ),
  });
}

/** The session passed: the admin pages open (the factor page's guard moves on to redirectTo by itself). */
export function usePassed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useVerifyTotp() {
  const passed = usePassed();
  return useMutation({
    mutationFn: (code: string) => api.post<SecondFactorStatus>(`${SECOND_FACTOR_PATH}/verify`, { code }),
    onSuccess: passed,
  });
}

export function useRecoveryCode() {
  const passed = usePassed();
  return useMutation({
    mutationFn: (code: string) => api.post<SecondFactorStatus>(`${SECOND_FACTOR_PATH}/recovery`, { code }),
    onSuccess: passed,
  });
}

export function useVerifyPasskey() {
  const passed = usePassed();
  return useMutation({
    mutationFn: () => provePasskey<SecondFactorStatus>(PASSKEY_FACTOR_OPTIONS_PATH, PASSKEY_FACTOR_PATH),
    onSuccess: passed,
  });
}
