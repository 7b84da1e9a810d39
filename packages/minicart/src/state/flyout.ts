import { $config, isToggleOn, logFailure, type SafeHtml } from '@nm/core';
import { atom } from 'nanostores';
import { getBanner, getMiniCartHtml } from '../api/flyout';
import { checkDelivery } from '../api/stores';
import { bannerHtml } from '../model/banner';
import { deliveryMessages, serviceLevel } from '../model/delivery';
import type { LineItem } from '../model/lineItem';
import { DT_MINICART, flyoutHtmlLoaded, inSimplifiedVariation } from './flyoutStore';
import { selectedZip } from './pickup';

/** header.md §4, §7: show loads the HTML; a failed load still opens the flyout, empty. */
export async function loadFlyoutHtml(signal: AbortSignal): Promise<void> {
  const result = await getMiniCartHtml(
    { smcEnabled: inSimplifiedVariation(), smcToggle: isToggleOn($config.get(), DT_MINICART) },
    signal,
  );
  if (signal.aborted) return;
  if (result.ok) flyoutHtmlLoaded(result.data);
  else {
    logFailure(result, 'Minicart');
    flyoutHtmlLoaded('');
  }
}

/** The banner, after the discard-or-sanitise rule; null when there is none to show. */
export const $banner = atom<SafeHtml | null>(null);
let bannerLoaded = false;

export async function loadBanner(signal: AbortSignal): Promise<void> {
  if (bannerLoaded) return;
  const result = await getBanner(signal);
  if (signal.aborted) return;
  bannerLoaded = true;
  if (result.ok) $banner.set(bannerHtml(result.data));
  else logFailure(result, 'Minicart');
}

/** The flyout's delivery messages (minicart.md §7), from the delivery check and the items. */
export const $deliveryMessages = atom<string[]>([]);

export async function loadDeliveryMessages(items: readonly LineItem[], signal: AbortSignal): Promise<void> {
  const zip = selectedZip();
  if (items.length === 0) {
    $deliveryMessages.set([]);
    return;
  }
  // The items' service level codes say next day / two day; the delivery check (needs a zip) says same day.
  const codes = items.flatMap((item) => item.serviceLevelCodes);
  if (!zip) {
    $deliveryMessages.set(deliveryMessages(serviceLevel(false, codes)));
    return;
  }
  const result = await checkDelivery(zip, items.map((item) => item.skuId).filter(Boolean), signal);
  if (signal.aborted) return;
  if (!result.ok) logFailure(result, 'Minicart');
  $deliveryMessages.set(deliveryMessages(serviceLevel(result.ok && result.data, codes)));
}
