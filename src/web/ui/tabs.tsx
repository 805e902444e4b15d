import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/cx';

// Radix tabs with arrow-key navigation between triggers; styled as a segmented control that scrolls on phones.

export function Tabs(props: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root {...props} />;
}

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx('flex max-w-full gap-1 overflow-x-auto rounded-xl bg-stone-200/70 p-1', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        'h-9 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors',
        'hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-brand-800',
        'data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('mt-4 focus-visible:outline-none', className)} {...rest} />;
}
