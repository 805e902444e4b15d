import { shellMessages } from '@domain/messages/shell';
import {
  Baby,
  CalendarDays,
  CreditCard,
  Dumbbell,
  Images,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Newspaper,
  Repeat,
  Send,
  ShoppingBag,
  Tent,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { paths } from '../lib/paths';

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  badge?: string;
  /** Active only on exactly this path (for entries whose path prefixes the others, like /admin). */
  end?: boolean;
}

const nav = shellMessages.nav;
const adminNav = shellMessages.adminNav;

/** The parent side menu, in the spec's order. */
export const parentMenu: readonly MenuItem[] = [
  { to: paths.dashboard, label: nav.dashboard, icon: LayoutDashboard },
  { to: paths.children, label: nav.children, icon: Baby },
  { to: paths.trainings, label: nav.trainings, icon: Dumbbell },
  { to: paths.camps, label: nav.camps, icon: Tent, badge: nav.newBadge },
  { to: paths.payments, label: nav.payments, icon: Wallet },
  { to: paths.photos, label: nav.photos, icon: Images },
  { to: paths.shop, label: nav.shop, icon: ShoppingBag },
  { to: paths.contact, label: nav.contact, icon: Mail },
];

/** The admin menu: the 11 entries of the admin route table, in its order. */
export const adminMenu: readonly MenuItem[] = [
  { to: paths.admin.dashboard, label: adminNav.dashboard, icon: LayoutDashboard, end: true },
  { to: paths.admin.trainers, label: adminNav.trainers, icon: UserRound },
  { to: paths.admin.trainings, label: adminNav.trainings, icon: CalendarDays },
  { to: paths.admin.camps, label: adminNav.camps, icon: Tent },
  { to: paths.admin.children, label: adminNav.children, icon: Baby },
  { to: paths.admin.parents, label: adminNav.parents, icon: Users },
  { to: paths.admin.payments, label: adminNav.payments, icon: CreditCard },
  { to: paths.admin.subscriptions, label: adminNav.subscriptions, icon: Repeat },
  { to: paths.admin.photos, label: adminNav.photos, icon: Images },
  { to: paths.admin.news, label: adminNav.news, icon: Newspaper },
  { to: paths.admin.push, label: adminNav.push, icon: Send },
];
