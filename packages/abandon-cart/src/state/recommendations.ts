import { $auth, $cart, $config, $gender, $session, $signedIn, $userId, isRecord, isToggleOn } from '@nm/core';
import { fetchRecommendations, type StylyzeQuery } from '../api/stylyze';
import { RECS_TOGGLE } from '../model/constants';
import { keptRecommendations } from '../model/recommendations';
import { $recommendations } from './store';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The bag's lines as the cart service sends them (minicart.md §3), read only for the ids the call needs. */
function cartLines(): Record<string, unknown>[] {
  const shipments = $cart.get().cart?.shoppingCart?.commerceItems?.shipments ?? [];
  return shipments.flatMap((shipment) => (Array.isArray(shipment.items) ? shipment.items.filter(isRecord) : []));
}

/**
 * Decision (§7 names the parameters, not where they come from): the product
 * is the bag line updated last (the one the shopper just added), when the
 * cart has loaded: prodId its productId, subProductId its sku id, variantId
 * productId_colour as the mini-cart's recommendations build it. Without a
 * loaded cart the three are left out. gender is the shopper's W/M, ucaId the
 * session's (else the profile cookie's), customerId the shopper id the
 * calls use, isGuest not signed in, brand the config's.
 */
export function stylyzeQuery(): StylyzeQuery {
  const lines = cartLines();
  const stamp = (line: Record<string, unknown>) => Number(line.lastUpdatedTimestamp) || 0;
  const line = lines.reduce<Record<string, unknown> | undefined>(
    (best, next) => (!best || stamp(next) > stamp(best) ? next : best),
    undefined,
  );
  const productId = line ? text(line.productId) : '';
  const sku = line && isRecord(line.currentSku) ? line.currentSku : {};
  const details = line && isRecord(line.productDetails) ? line.productDetails : {};
  const selected = isRecord(details.selectedSku) ? details.selectedSku : {};
  const colour = (text(sku.colorName) || text(selected.colorName)).replace(/\s+/g, '');
  return {
    prodId: productId || undefined,
    subProductId: (line && (text(line.skuId) || text(sku.cmosSkuId))) || undefined,
    variantId: productId ? (colour ? `${productId}_${colour}` : productId) : undefined,
    gender: $gender.get(),
    ucaId: $auth.get().ucaId ?? ($session.get().profile.universal_customer_id || undefined),
    isGuest: !$signedIn.get(),
    customerId: $userId.get(),
    brand: $config.get().brand,
  };
}

let asked: Promise<void> | null = null;

/**
 * Asks once per page (the countdown may start again after a cancel; the
 * answer is kept), and only with ABANDON_CART_RECS on: off, there is none to
 * show and the reminder shows without a carousel.
 */
export function loadRecommendations(signal?: AbortSignal): Promise<void> {
  if (!isToggleOn($config.get(), RECS_TOGGLE)) {
    $recommendations.set({ status: 'none', label: '', products: [] });
    return Promise.resolve();
  }
  asked ??= (async () => {
    $recommendations.set({ status: 'loading', label: '', products: [] });
    const answer = await fetchRecommendations(stylyzeQuery(), signal);
    const kept = answer ? keptRecommendations(answer.products) : null;
    $recommendations.set({ status: kept ? 'ready' : 'none', label: answer?.label ?? '', products: kept ?? [] });
  })();
  return asked;
}

/** For tests and stories. */
export function resetRecommendations(): void {
  asked = null;
  $recommendations.set({ status: 'idle', label: '', products: [] });
}
