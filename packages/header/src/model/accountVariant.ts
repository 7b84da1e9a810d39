import type { Brand } from '@nm/core';
import type { PageRules } from './pageId';

/**
 * header.md §2: which account area the header draws. The sister brand's
 * header has its two links (assistance, YOUR ACCOUNT); on cart and checkout
 * pages the panel button is a plain Sign In link; everywhere else it is the
 * panel button, a disclosure with the account menu.
 */
export type AccountVariant = 'hc-links' | 'plain-link' | 'disclosure';

export function accountVariant(brand: Brand, rules: Pick<PageRules, 'accountAsSignInLink'>): AccountVariant {
  if (brand === 'HC') return 'hc-links';
  return rules.accountAsSignInLink ? 'plain-link' : 'disclosure';
}
