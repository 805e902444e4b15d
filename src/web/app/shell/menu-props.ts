import type { MenuItem } from '../menus';
import type { AreaSwitch } from './area-switch';

// What the side menu and its phone drawer both show (the drawer is its own chunk, loaded when first opened).
export interface SideMenuProps {
  items: readonly MenuItem[];
  label: string;
  /** The drawer below 1024 px; from 1024 px the menu is always shown beside the content. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string | undefined;
  /** An admin's link to the other area: in the top bar it is only an icon on phones, here it has its label. */
  area?: AreaSwitch | null;
}
