import { $mobileMenuOpen, lazyPart, type Gender, useStore } from '@nm/core';
import { Suspense, type ReactNode } from 'react';

/**
 * What the header renders from the first script: two lazy parts and nothing
 * else (the bar, its data, the drawers and the mobile
 * menu are chunks). The bar's chunk is fetched with the header's first
 * render; until it has drawn, the page's slotted nav is what shows.
 */
const barPart = lazyPart(() => import('./SiloBar'), 'SiloBar');
const menuPart = lazyPart(() => import('./MobileMenu'), 'MobileMenu');

export function NavigationBar({ structuredData }: { structuredData: boolean }) {
  return (
    <Suspense fallback={null}>
      <barPart.Component structuredData={structuredData} />
    </Suspense>
  );
}

interface NavigationMenuProps {
  genderChoice: boolean;
  redirect(gender: Gender): string | null;
  /** header.md §4 "the template's default path": a navpath, used when the page's URL has none. */
  defaultNavpath?: string;
  /** The header's own entries at the menu's root, after View Favorites (its Our Stores). */
  extra?: ReactNode;
}

/** The mobile menu, fetched when the hamburger first opens it; kept mounted after (it closes itself). */
export function NavigationMenu(props: NavigationMenuProps) {
  const open = useStore($mobileMenuOpen);
  const wanted = open || menuPart.isLoaded();
  return wanted ? (
    <Suspense fallback={null}>
      <menuPart.Component {...props} />
    </Suspense>
  ) : null;
}
