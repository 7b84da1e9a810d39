import { atom } from 'nanostores';

/**
 * Whether anything on this page needs to know who the shopper is
 * (docs/session.md "What starts what"): an element that shows the shopper
 * connected (its definition says `needsShopper`: the header, the bag, the
 * abandon-cart modal), or the page called `window.nmSession`. The search alone
 * does not: its calls carry no token. Until then the bundle fetches no
 * session chunk, guest token, /dt/config, analytics script or fingerprint.
 *
 * Written only by demandShopper. It never goes back to false on a page: the
 * element that asked may leave, but the guest token it caused is fetched.
 */
export const $shopperDemanded = atom(false);

/** Says that this page needs the shopper; every call after the first does nothing. */
export function demandShopper(): void {
  if (!$shopperDemanded.get()) $shopperDemanded.set(true);
}

/**
 * Runs `run` once, at the first demand, synchronously inside demandShopper
 * (at once if it has been demanded already). Synchronously because the
 * bundle marks the session as resolving there: a request that an element
 * makes right after it connects then waits for the token instead of going
 * out without one. Returns the cancel.
 */
export function onShopperDemanded(run: () => void): () => void {
  if ($shopperDemanded.get()) {
    run();
    return () => undefined;
  }
  const off = $shopperDemanded.listen((demanded) => {
    if (!demanded) return;
    off();
    run();
  });
  return off;
}
