import type { Brand } from '@nm/core';
import { createContext, useContext } from 'react';
import type { PageId, PageRules } from '../../model/pageId';

/**
 * What every part of the header (the account area with its notification badge,
 * the offers tooltip, the stores button, the gender nav, the navigation)
 * reads from the shell: the page it is on, that page's rules, and the brand
 * the header shows (the `brand` attribute, or the config's).
 */
export interface HeaderContextValue {
  pageId: PageId;
  rules: PageRules;
  brand: Brand;
  /** MEN_DARKMODE on and the gender M: the header shows its dark tokens. */
  dark: boolean;
  /** The `default-navpath` attribute ('' when none): the mobile menu's start without a navpath query. */
  defaultNavpath: string;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

export function useHeader(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('useHeader() is only available inside <nm-header>');
  return value;
}
