import { pushMessages } from '@domain/messages/push';

const m = pushMessages.installHints;

/** For browsers without push: how to get it on iOS (home screen, 16.4+), Android, macOS and Windows. */
export function PushInstallHints() {
  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
      <h3 className="font-semibold text-stone-900">{m.title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{m.ios}</li>
        <li>{m.android}</li>
        <li>{m.macos}</li>
        <li>{m.windows}</li>
      </ul>
    </div>
  );
}
