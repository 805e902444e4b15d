import { shellMessages } from '@domain/messages/shell';
import { type ReactNode, useEffect } from 'react';

export const PAGE_TITLE_ID = 'page-title';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
}

/** The page's one h1; also names the browser tab. The shell moves focus here after each navigation. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useEffect(() => {
    document.title = shellMessages.documentTitle(title);
  }, [title]);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1
          id={PAGE_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="mt-1 text-base text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
