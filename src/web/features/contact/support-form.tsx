import { contactMessages as m } from '@domain/messages/contact';
import { SUPPORT_FORM_CLOSE_MS } from '@domain/support-api';
import { type SupportFormValues, supportFormSchema } from '@domain/support-form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Input, Textarea } from '../../ui';
import { currentDeviceFacts, describeDevice } from './device-summary';
import { useSendSupportRequest } from './support-queries';

type FormFields = { problem: string; smartphone: string };

interface SupportFormProps {
  email: string;
  /** Called 3 s after a successful send (parent-portal.md section 9) with true, and on "Abbrechen" with false. */
  onClose: (sent: boolean) => void;
}

/** The problem description (required) and the device, prefilled from the browser; sent by mail to the provider. */
export function SupportForm({ email, onClose }: SupportFormProps) {
  const send = useSendSupportRequest();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormFields, unknown, SupportFormValues>({
    resolver: formResolver(supportFormSchema),
    defaultValues: { problem: '', smartphone: describeDevice(currentDeviceFacts()) },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onClose(true), SUPPORT_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFailure(m.failed(errorText(error)));
    }
  });

  if (sent) return <AlertMessage tone="success">{m.success}</AlertMessage>;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Textarea
        label={m.problem}
        required
        rows={5}
        hint={m.problemHint}
        error={errors.problem?.message}
        {...register('problem')}
      />
      <Input
        label={m.smartphone}
        hint={m.smartphoneHint}
        error={errors.smartphone?.message}
        {...register('smartphone')}
      />
      <p className="text-sm text-stone-600">{m.replyTo(email)}</p>
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onClose(false)}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? m.sending : m.submit}
        </Button>
      </div>
    </form>
  );
}
