import { $bag } from './bag';
import { loadBanner, loadDeliveryMessages, loadFlyoutHtml } from './flyout';
import { loadBagOnOpen } from './loadBag';
import { loadPickupStores } from './pickup';
import { loadRecommendations } from './recommendations';
import { clearRemovalErrors } from './remove';

/**
 * What opening each panel loads, kept out of the components: they only say
 * when the panel opened and hand over a signal that aborts when it closes.
 */

/** minicart.md §2, §7: the drawer loads the cart; recommendations and pickup stores follow from its items. */
export async function loadDrawerOnOpen(signal: AbortSignal): Promise<void> {
  clearRemovalErrors();
  await loadBagOnOpen(signal);
  if (signal.aborted) return;
  const { items } = $bag.get();
  void loadRecommendations(items, signal);
  void loadPickupStores(items, signal);
}

/**
 * header.md §4, §7: the flyout loads its banner (once), its HTML, and the
 * cart with its delivery messages. Settles when the HTML and the messages have.
 */
export async function loadFlyoutOnOpen(signal: AbortSignal): Promise<void> {
  void loadBanner(signal);
  await Promise.all([
    loadFlyoutHtml(signal),
    loadBagOnOpen(signal).then(() => loadDeliveryMessages($bag.get().items, signal)),
  ]);
}
