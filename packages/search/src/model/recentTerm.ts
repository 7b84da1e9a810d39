import { isToggleOn, type WidgetsConfig } from '@nm/core';

/**
 * header.md §9 names the toggle RECENTLY_SEARCHED; §3's session key
 * `recently_searched` is the value it gates: the term typed, kept 500 ms
 * after typing stops (the recent-term debounce, state/recentTerm.ts). Off,
 * nothing is written there. The recent-search list (SRP_SEARCH_RECENT_KEYWORDS)
 * is not gated by it: §2 shows that list without naming a toggle.
 * Kept out of constants.ts, which is in the first script; only the
 * interactive search reads it.
 */
const RECENTLY_SEARCHED_TOGGLE = 'RECENTLY_SEARCHED';

export function writesRecentTerm(config: Pick<WidgetsConfig, 'toggles'>): boolean {
  return isToggleOn(config, RECENTLY_SEARCHED_TOGGLE);
}
