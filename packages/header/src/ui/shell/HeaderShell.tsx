import { $config, isToggleOn, PHONE_QUERY, useMediaQuery, useStore } from '@nm/core';
import { MiniCart, miniCartElement } from '@nm/minicart';
import { SearchBox, searchElement } from '@nm/search';
import { useId, type ReactNode } from 'react';
import { HEADER_LABEL, NAVIGATION_LABEL } from '../../model/strings';
import { $mobileMenuOpen } from '../../state/menu';
import { $sticky } from '../../state/stickyStore';
import { useHeader } from './context';
import { GiftFinderLink } from './GiftFinderLink';
import { Logo } from './Logo';
import { MenuButton } from './MenuButton';
import { Part } from './Part';
import { useNavigationSlotted } from './useNavigationSlotted';

/**
 * The places other parts of the header are rendered into (docs/header.md
 * "Wiring the parts"). Each is a React node rendered inside the header's
 * shadow root, under the HeaderContext (`useHeader()`), in its own error boundary.
 */
export interface HeaderParts {
  /** The account area: "Hello, {name}" / "Sign In / Register", its menu, the panel button with the notification badge (header.md §2). */
  account?: ReactNode;
  /** The special offers tooltip, anchored near the account area. */
  offers?: ReactNode;
  /** The "Our Stores" button and its store-list dialog. */
  stores?: ReactNode;
  /** The Women / Men gender nav. */
  gender?: ReactNode;
  /** The mobile menu (the navigation package's), rendered in the region the hamburger controls. */
  menu?: ReactNode;
  /** The silo bar (docs/navigation.md): drawn in the navigation landmark when the page slotted its own nav, which it replaces. */
  navigation?: ReactNode;
}

export interface HeaderShellProps {
  parts: HeaderParts;
  searchPlaceholder: string;
  searchValue: string;
}

/**
 * header.md §1, §2: the header's layout. Desktop: logo, search, then the
 * gender nav, stores, gift finder, account and the "Shopping Bag" button,
 * with the navigation under them. Phone (767 px and under): the hamburger,
 * logo, gift finder, account and the bag icon, the search on its own row.
 * The search and the bag are `<nm-search>`'s and `<nm-minicart>`'s own
 * components, on the same stores.
 */
export function HeaderShell({ parts, searchPlaceholder, searchValue }: HeaderShellProps) {
  const { brand, rules, dark } = useHeader();
  const config = useStore($config);
  const sticky = useStore($sticky);
  const menuOpen = useStore($mobileMenuOpen);
  const phone = useMediaQuery(PHONE_QUERY);
  const menuId = useId();
  const navFilled = useNavigationSlotted();
  const giftFinder = isToggleOn(config, 'GIFT_FINDER_ICON');

  return (
    <header
      className="header"
      aria-label={HEADER_LABEL}
      data-brand={brand}
      data-theme={dark ? 'dark' : 'light'}
      data-hidden={sticky.isHidden || undefined}
      data-shadowed={sticky.isShadowed || undefined}
      data-sticky={sticky.isStickyActive || undefined}
      data-search-exposed={sticky.isSearchExposed || undefined}
    >
      <div className="bar">
        <div className="bar__start">
          {phone && <MenuButton controls={menuId} />}
          <Logo brand={brand} />
        </div>
        <div className="bar__search search-host">
          <SearchBox
            placeholder={searchPlaceholder}
            cameraUrl={searchElement.props.cameraUrl.default}
            value={searchValue}
          />
        </div>
        <div className="bar__end">
          {!phone && <Part name="gender">{parts.gender}</Part>}
          {/* On a phone the button is hidden (the mobile menu's entry opens the same dialog, which is drawn here). */}
          <Part name="stores">{parts.stores}</Part>
          {giftFinder && <GiftFinderLink />}
          <Part name="account">{parts.account}</Part>
          <Part name="offers">{parts.offers}</Part>
          <div className="bag-host">
            <MiniCart
              presentation={phone || rules.desktopBag === 'icon' ? 'drawer' : 'flyout'}
              showZeroValue={false}
              autoCloseMs={miniCartElement.props.autoCloseMs.default}
            />
          </div>
        </div>
      </div>
      <div id={menuId} className="menu-region" hidden={!menuOpen}>
        <Part name="menu">{parts.menu}</Part>
      </div>
      <nav className="navigation" aria-label={NAVIGATION_LABEL} hidden={!navFilled}>
        <slot name="navigation" />
        {navFilled && <Part name="navigation">{parts.navigation}</Part>}
      </nav>
    </header>
  );
}
