import { SUPPORT_PATH, type SupportResponse } from '@domain/support-api';
import type { SupportFormValues } from '@domain/support-form';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (values: SupportFormValues) => api.post<SupportResponse>(SUPPORT_PATH, values),
  });
}
