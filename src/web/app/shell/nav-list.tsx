import { NavLink } from 'react-router';
import { cx } from '../../lib/cx';
import { Badge } from '../../ui';
import type { MenuItem } from '../menus';

interface NavListProps {
  items: readonly MenuItem[];
  label: string;
  onNavigate?: () => void;
}

/** A menu of links; the current page is marked with aria-current (NavLink does that) and a tint. */
export function NavList({ items, label, onNavigate }: NavListProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label: text, icon: Icon, badge, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{text}</span>
              {badge && <Badge tone="green">{badge}</Badge>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
