import type { Me } from '@domain/auth/me';
import type { SignedInAnswer } from '@domain/auth/sign-in-api';
import type { OnboardingValues, ProfileUpdateValues } from '@domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

// Both answer the saved user: it replaces the session in the cache, so guards and the shell see it at once.

function useSaveMe<V>(send: (values: V) => Promise<SignedInAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ user }) => queryClient.setQueryData<Me | null>(meQueryKey, user),
  });
}

export function useCompleteOnboarding() {
  return useSaveMe((values: OnboardingValues) => call('POST /profile/onboarding', { body: values }));
}

export function useUpdateProfile() {
  return useSaveMe((values: ProfileUpdateValues) => call('PATCH /profile', { body: values }));
}
