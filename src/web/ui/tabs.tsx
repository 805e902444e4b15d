import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useRef,
} from 'react';
import { cx } from '../lib/cx';

// A plain WAI-ARIA tab list (tablist, tab, tabpanel): arrow keys, Home and End move between the tabs and select the
// one they reach, only the selected tab is in the Tab order, only its panel is rendered. It replaced Radix Tabs,
// whose collection, roving focus and presence machinery was 8.7 KB gzip of /schedule's first view (decision 028).
// Always controlled: every page keeps the selected tab in its own state or in the address.

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (value: string, part: 'tab' | 'panel') => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts belong inside <Tabs>');
  return state;
}

export function Tabs({
  value,
  onValueChange,
  children,
  ...rest
}: { value: string; onValueChange: (value: string) => void; children: ReactNode } & Omit<
  ComponentProps<'div'>,
  'onChange'
>) {
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next);
    },
    // Values are our own words ('camps', 'verlauf'), safe inside an id.
    idOf: (tab, part) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...rest}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = MOVES[event.key];
    if (!next || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []),
    ];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    // Focus selects (automatic activation): the tab's onFocus does it.
    tabs[next(index, tabs.length)]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      className={cx('flex max-w-full gap-1 overflow-x-auto rounded-xl bg-stone-200/70 p-1', className)}
      onKeyDown={move}
      {...rest}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...rest
}: { value: string } & Omit<ComponentProps<'button'>, 'value' | 'type' | 'role'>) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf(value, 'tab')}
      aria-selected={selected}
      aria-controls={tabs.idOf(value, 'panel')}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cx(
        'h-9 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors',
        'hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-brand-800',
        'data-[state=active]:shadow-sm',
        className,
      )}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...rest}
    />
  );
}

export function TabsContent({ value, className, ...rest }: { value: string } & ComponentProps<'div'>) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf(value, 'panel')}
      aria-labelledby={tabs.idOf(value, 'tab')}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop (WAI-ARIA tabs pattern, as Radix did)
      tabIndex={0}
      className={cx('mt-4 focus-visible:outline-none', className)}
      {...rest}
    />
  );
}
