import { $count, $countAdded, $miniCartPanel, announce, pageClock, type PanelTrigger } from '@nm/core';
import { atom } from 'nanostores';
import { addedAnnouncement, addedLineIds } from '../model/addedItems';
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

/**
 * Openings that can follow an add to bag: the page's `showMiniCartEvent`, or
 * `window.minicart.open()` (the page hands the cart over and asks the bag to
 * show itself). A shopper's own click on the icon is never "after an add".
 */
const ADD_TRIGGERS: ReadonlySet<PanelTrigger> = new Set<PanelTrigger>(['event', 'bridge', 'item-added']);

/**
 * The lines the drawer marks as just added, by item id.
 * Written here only: each opening sets it (empty unless the opening follows
 * an add), the lines and the scroll read it.
 */
export const $addedLines = atom<readonly string[]>([]);

/**
 * When the drawer last opened, on core's clock: the moment its lines' notes count their dates from (minicart.md §4
 * "Item notes": a drop-ship's expected date, whether a pre-order's ship date is still ahead), so that a render reads
 * a store and never the time itself (docs/ARCHITECTURE.md: a first render is a pure function of stores and props).
 * Written here only, by each opening: a drawer opened the next day counts from that day.
 */
export const $drawerOpenedAt = atom(0);

/**
 * `$countAdded` as of the last opening: what rose since is what this opening
 * may mark. 0 at first, not the value when this (lazily loaded) module
 * arrives: the opening an add asks for may be what loads it.
 */
let addedHandled = 0;

interface Opening {
  signal: AbortSignal;
  /** Units the count rose by before this opening, when it follows an add (else 0). */
  addedUnits: number;
}
let current: Opening | null = null;

/** How much was added since the last opening, when this opening follows an add; the rise is used up either way. */
function takeAddedUnits(trigger: PanelTrigger | null): number {
  const total = $countAdded.get();
  const rise = total - addedHandled;
  addedHandled = total;
  return trigger !== null && ADD_TRIGGERS.has(trigger) ? Math.max(0, rise) : 0;
}

async function loadDrawer(opening: Opening): Promise<void> {
  const { signal } = opening;
  clearRemovalErrors();
  $addedLines.set([]);
  const loaded = await loadBagOnOpen(signal);
  if (signal.aborted || !loaded) return;
  const { items } = $bag.get();
  const added = addedLineIds(items, opening.addedUnits);
  $addedLines.set(added);
  // Said once, for this opening: a retry or a later opening without an add says nothing.
  if (added.length > 0) {
    announce(
      addedAnnouncement(
        items.filter((item) => added.includes(item.itemId)),
        $count.get(),
      ),
    );
    opening.addedUnits = 0;
  }
  void loadRecommendations(items, signal);
  void loadPickupStores(items, signal);
}

/**
 * minicart.md §2, §7: the drawer loads the cart; recommendations and pickup
 * stores follow from its items (not after a failed load: the drawer then
 * shows the fallback only). An opening that follows an add marks what was
 * added (`$addedLines`) and announces it once.
 */
export async function loadDrawerOnOpen(signal: AbortSignal): Promise<void> {
  $drawerOpenedAt.set(pageClock.now());
  current = { signal, addedUnits: takeAddedUnits($miniCartPanel.get().trigger) };
  await loadDrawer(current);
}

/**
 * The drawer's "Try again" after a failed load. Loads the
 * cart again for the opening that failed (its signal still aborts on close);
 * does nothing once the drawer has closed.
 */
export async function retryDrawerLoad(): Promise<void> {
  if (!current || current.signal.aborted) return;
  await loadDrawer(current);
}

/**
 * Whether the flyout's opening load (its HTML and the cart) is under way: the
 * skeleton shows, and the empty text waits. Written only by `loadFlyoutOnOpen`, below.
 */
export const $flyoutLoading = atom(false);

/**
 * header.md §4, §7: the flyout loads its banner (once), its HTML, and the
 * cart with its delivery messages. Settles when the HTML and the messages have.
 */
export async function loadFlyoutOnOpen(signal: AbortSignal): Promise<void> {
  $flyoutLoading.set(true);
  void loadBanner(signal);
  try {
    await Promise.all([
      loadFlyoutHtml(signal),
      loadBagOnOpen(signal).then(() => loadDeliveryMessages($bag.get().items, signal)),
    ]);
  } finally {
    // An opening that was closed leaves the flag to the next one, which sets it again.
    if (!signal.aborted) $flyoutLoading.set(false);
  }
}
