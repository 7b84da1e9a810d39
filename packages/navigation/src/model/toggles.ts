import { isToggleOn, type WidgetsConfig } from '@nm/core';

/**
 * header.md §9 lists these toggles without saying what they do for the
 * navigation; our reading (docs/navigation.md "Toggles"):
 *
 * - GLOBAL_NAV_UPDATE: the navigation call asks for the global assets (its
 *   header flag true): the drawers' promo content. Off: the flag is false and
 *   drawers show the categories only.
 * - TOP_NAV_CENTER: the silo bar is centred (off: it starts at the left edge,
 *   under the logo).
 * - GIFT_SILO_IMAGE: the Gifts silo's drawer shows its promo image (off: the
 *   Gifts drawer's promo is text only, as the other drawers' without an image).
 * - HN_RIGHT: a drawer's promo column is at its right end (off: before the columns).
 * - NM_NEW_HEADER: the new header's bar, silo names as written, not upper
 *   case; and the call's extra parameter `newHeader=true`, which asks the
 *   service for the new header's menu.
 */
export interface NavToggles {
  globalNavUpdate: boolean;
  topNavCenter: boolean;
  giftSiloImage: boolean;
  hnRight: boolean;
  newHeader: boolean;
}

export function navToggles(config: Pick<WidgetsConfig, 'toggles'>): NavToggles {
  return {
    globalNavUpdate: isToggleOn(config, 'GLOBAL_NAV_UPDATE'),
    topNavCenter: isToggleOn(config, 'TOP_NAV_CENTER'),
    giftSiloImage: isToggleOn(config, 'GIFT_SILO_IMAGE'),
    hnRight: isToggleOn(config, 'HN_RIGHT'),
    newHeader: isToggleOn(config, 'NM_NEW_HEADER'),
  };
}

/** The Gifts silo, by name (its id differs by deployment). */
export const isGiftsSilo = (name: string): boolean => name.trim().toLowerCase() === 'gifts';
