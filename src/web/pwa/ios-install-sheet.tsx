import { pwaMessages } from '@domain/messages/pwa';
import { Button, Dialog } from '../ui';

const m = pwaMessages.install.iosSheet;

/** iOS cannot install from a button: three steps through Safari's share menu (admin back office, section 2). */
export function IosInstallSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description}
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>{m.done}</Button>}
    >
      <ol className="space-y-3">
        {m.steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-stone-800">{step}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
