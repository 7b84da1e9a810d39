import { $config, $gender, ErrorBoundary, isToggleOn, useElement, type Brand, useStore } from '@nm/core';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { brandOf } from '../model/brand';
import { pageRules, parsePageId } from '../model/pageId';
import { themeFor } from '../model/gender';
import { connectHeader } from '../state/start';
import { HeaderContext, type HeaderContextValue } from './shell/context';
import { HeaderShell } from './shell/HeaderShell';
import { PARTS } from './parts';
import { applyHeaderSheets } from './sheets';

/** `<nm-header>`'s properties (element.ts documents each attribute). */
export interface HeaderProps {
  /** Attribute `page-id`: PLP, SRP, CART, CHECKOUT, PDP, HOME, NMASSISTANCE, STORES (default HOME). */
  pageId: string;
  /** Attribute `brand`: NM or HC, overriding the config's brand for the header's look; empty: the config's. */
  brand: string;
  /** Attribute `search-placeholder`. */
  searchPlaceholder: string;
  /** Attribute `search-value`: the term a results page searched, kept in the box. */
  searchValue: string;
  /** Attribute `default-navpath`: header.md §4 "the template's default path", where the mobile menu starts without a navpath. */
  defaultNavpath: string;
}

function useHeaderSheets(brand: Brand, stickyDesktop: boolean): void {
  const { host } = useElement();
  useLayoutEffect(() => {
    if (host.shadowRoot) applyHeaderSheets(host.shadowRoot, brand, stickyDesktop);
  }, [host, brand, stickyDesktop]);
}

function HeaderBody({ pageId, brand, searchPlaceholder, searchValue, defaultNavpath }: HeaderProps) {
  const config = useStore($config);
  const gender = useStore($gender);
  const { host } = useElement();
  const shownBrand = brandOf(brand, config.brand);
  const stickyDesktop = isToggleOn(config, 'STICKY_HEADER_DESKTOP');
  useHeaderSheets(shownBrand, stickyDesktop);
  // What the header does on the page (the count, the scroll follower) is state's: once per page, not per header.
  useEffect(() => connectHeader(host), [host]);

  const page = parsePageId(pageId);
  const collapsedSearchBar = isToggleOn(config, 'COLLAPSED_SEARCH_BAR');
  const dark = themeFor(gender, isToggleOn(config, 'MEN_DARKMODE')) === 'dark';
  const context = useMemo<HeaderContextValue>(
    () => ({ pageId: page, rules: pageRules(page, { collapsedSearchBar }), brand: shownBrand, dark, defaultNavpath }),
    [page, collapsedSearchBar, shownBrand, dark, defaultNavpath],
  );

  return (
    <HeaderContext.Provider value={context}>
      <HeaderShell parts={PARTS} searchPlaceholder={searchPlaceholder} searchValue={searchValue} />
    </HeaderContext.Provider>
  );
}

/**
 * `<nm-header>`. When it fails to render, it shows the page's own fallback
 * markup again (README "The site header"): the error boundary's fallback is
 * the default slot, which the working header never renders.
 */
export function Header(props: HeaderProps) {
  return (
    <ErrorBoundary
      tag="nm-header"
      fallback={
        <>
          <slot />
          <slot name="navigation" />
        </>
      }
    >
      <HeaderBody {...props} />
    </ErrorBoundary>
  );
}
