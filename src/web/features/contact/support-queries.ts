import type { SupportFormValues } from '@domain/support-form';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (values: SupportFormValues) => call('POST /support', { body: values }),
  });
}
