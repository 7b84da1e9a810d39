import type { RefObject } from 'react';
import type { Category } from '../model/types';
import type { Navigation } from '../state/createNavigation';

/** What the silo bar hands each drawer (the bar and the drawers' chunks both know this, not each other). */
export interface DrawerProps {
  silo: Category;
  id: string;
  machine: Navigation;
  /** The silo whose drawer should focus its first link once drawn (Down on the trigger); cleared by the drawer. */
  focusFirstRef: RefObject<string | null>;
  onClose(): void;
}
