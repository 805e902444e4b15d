import type { Me } from '@domain/auth/me';
import { shellMessages } from '@domain/messages/shell';
import { ClipboardCheck, LayoutDashboard, type LucideIcon, ShieldCheck } from 'lucide-react';
import { isAdminPath, isTrainerPath, paths } from '../../lib/paths';

export interface AreaSwitch {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * An admin's way between the two areas: to the back office from parent pages, back to the parent area from it. A
 * trainer's (issue 29) likewise between the trainer area and the parent area.
 */
export function areaSwitchFor(me: Me | null, pathname: string): AreaSwitch | null {
  if (me?.role !== 'admin') {
    if (!me?.trainer) return null;
    return isTrainerPath(pathname)
      ? { to: paths.dashboard, label: shellMessages.topBar.parentArea, icon: LayoutDashboard }
      : { to: paths.trainer.home, label: shellMessages.topBar.trainerArea, icon: ClipboardCheck };
  }
  return isAdminPath(pathname)
    ? { to: paths.dashboard, label: shellMessages.topBar.parentArea, icon: LayoutDashboard }
    : { to: paths.admin.dashboard, label: shellMessages.topBar.adminArea, icon: ShieldCheck };
}
