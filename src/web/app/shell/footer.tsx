import { shellMessages } from '@domain/messages/shell';
import { zurichYear } from '@domain/time/zurich-clock';
import { useBranding } from '../../lib/branding';
import { contentColumn } from './content-column';

/** `wide` on admin screens, so the footer lines up with their wider content column. */
export function Footer({ wide = false }: { wide?: boolean }) {
  const { branding, providerName } = useBranding();
  // The year in Zurich, where the provider is, not in the browser's zone.
  const year = String(zurichYear(new Date()));
  const poweredBy = shellMessages.footer.poweredBy;
  return (
    <footer className="border-t border-stone-200 bg-white py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-sm text-stone-600">
      <div className={`${contentColumn(wide)} flex flex-col items-center justify-between gap-2 sm:flex-row`}>
        <p>{shellMessages.footer.copyright(year, providerName)}</p>
        {branding?.poweredByUrl ? (
          <a
            href={branding.poweredByUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="underline decoration-stone-300 underline-offset-4 hover:text-brand-800"
          >
            {poweredBy}
          </a>
        ) : (
          <p>{poweredBy}</p>
        )}
      </div>
    </footer>
  );
}
