import {
  $miniCartPanel,
  closeMiniCart,
  pageClock,
  REDUCED_MOTION_QUERY,
  type Cancel,
  type PanelTrigger,
} from '@nm/core';
import { atom, onMount } from 'nanostores';
import { FLYOUT_CLOSE_ANIMATION_MS, HOVER_OPEN_DELAY_MS } from '../model/constants';
import { flyoutCloseTimerSet, inSimplifiedVariation } from './flyoutStore';
import { $panelOwner, openPanelFor } from './owner';

/**
 * The flyout's one owner of time (header.md §4): the 500 ms hover-open, the
 * close that follows the pointer leaving, and the 300 ms close animation.
 * Page-wide, not per element: with two `<nm-minicart presentation="flyout">`
 * (a header and a sticky header) there is one panel, so there is one close
 * timer, and only the pointer leaving the instance that shows the panel
 * starts it. Components call the actions below and render the stores. The
 * time is core's page clock (tests drive it with fake timers).
 */

interface Pending {
  cancel: Cancel;
  instance: symbol;
}
let hoverOpen: Pending | null = null;
let closeTimer: Cancel | null = null;
let timerIds = 0;

function cancelHoverOpen(): void {
  hoverOpen?.cancel();
  hoverOpen = null;
}

function cancelClose(): void {
  closeTimer?.();
  closeTimer = null;
  flyoutCloseTimerSet(null);
}

/** Opens the panel under `instance`'s button: a click, a key, the hover. Moves an open panel to it. */
export function openFlyout(instance: symbol, trigger: PanelTrigger): void {
  cancelHoverOpen();
  cancelClose();
  openPanelFor(instance, trigger);
}

/**
 * A click on `instance`'s button: closes the panel it shows, else opens it
 * there. A click on the other instance's button while this one's panel is
 * open moves the panel, never closes it.
 */
export function toggleFlyout(instance: symbol): void {
  if ($miniCartPanel.get().open && $panelOwner.get() === instance) closeMiniCart('icon');
  else openFlyout(instance, 'icon');
}

/**
 * The pointer is over `instance`'s button or panel. Back over the panel's own
 * instance, the close is cancelled; over a closed one in the simplified
 * test's variation b, on desktop, the panel opens after 500 ms (header.md §4).
 */
export function pointerEnteredFlyout(instance: symbol, desktop: boolean): void {
  const { open } = $miniCartPanel.get();
  if (open && $panelOwner.get() === instance) cancelClose();
  if (open || !desktop || !inSimplifiedVariation()) return;
  cancelHoverOpen();
  hoverOpen = {
    instance,
    cancel: pageClock.after(HOVER_OPEN_DELAY_MS, () => {
      hoverOpen = null;
      openFlyout(instance, 'hover');
    }),
  };
}

/**
 * The pointer left `instance`'s button or panel: its pending hover-open is
 * off, and when it shows the open panel, the panel closes `closeDelayMs`
 * later (`auto-close-ms`; 0: never). Leaving an instance that does not show
 * the panel leaves the panel alone.
 */
export function pointerLeftFlyout(instance: symbol, closeDelayMs: number): void {
  if (hoverOpen?.instance === instance) cancelHoverOpen();
  const panel = $miniCartPanel.get();
  if (!panel.open || $panelOwner.get() !== instance || closeDelayMs <= 0) return;
  cancelClose();
  closeTimer = pageClock.after(closeDelayMs, () => {
    closeTimer = null;
    flyoutCloseTimerSet(null);
    // Only the opening it was started in: a panel closed and opened again meanwhile is a new one.
    if ($miniCartPanel.get() === panel) closeMiniCart('timer');
  });
  timerIds += 1;
  flyoutCloseTimerSet(timerIds);
}

/**
 * header.md §4 "close animates (animateClosed)": true for the 300 ms after
 * the panel closes (none under reduced motion), while the flyout fades out
 * before it leaves the top layer. Watched only while a flyout renders it.
 */
export const $flyoutClosing = atom(false);
let hide: Cancel | null = null;

onMount($flyoutClosing, () =>
  $miniCartPanel.listen((panel, previous) => {
    hide?.();
    hide = null;
    if (panel.open || !previous?.open) {
      $flyoutClosing.set(false);
      return;
    }
    cancelClose();
    cancelHoverOpen();
    if (prefersReducedMotion()) {
      $flyoutClosing.set(false);
      return;
    }
    $flyoutClosing.set(true);
    hide = pageClock.after(FLYOUT_CLOSE_ANIMATION_MS, () => {
      hide = null;
      $flyoutClosing.set(false);
    });
  }),
);

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia(REDUCED_MOTION_QUERY).matches;
  } catch {
    return false;
  }
}
