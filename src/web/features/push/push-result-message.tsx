import { AlertMessage } from '../../ui';

export interface ResultMessage {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

/** The outcome of enabling or disabling, closable. */
export function PushResultMessage({
  result,
  onDismiss,
}: {
  result: ResultMessage | null;
  onDismiss: () => void;
}) {
  if (!result) return null;
  return (
    <AlertMessage tone={result.tone} onDismiss={onDismiss}>
      {result.text}
    </AlertMessage>
  );
}
