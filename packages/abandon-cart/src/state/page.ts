import {
  $config,
  $count,
  $country,
  $miniCartPanel,
  $mobileMenuOpen,
  $mobileMiniCart,
  deepActiveElement,
  emit,
  isToggleOn,
  pageClock,
  sendLinkEvent,
} from '@nm/core';
import { ABANDON_CART_TOGGLE } from '../model/constants';
import { isExitIntent, isTextField, pageBlock, type DeviceInfo, type PageGate } from '../model/rules';
import { setAbandonEnvironment, countdownEvent, triggerAbandonCart } from './machine';
import { loadRecommendations } from './recommendations';
import { takeEarlyTrigger } from './early';
import { claimShowing, readSeen } from './seen';

const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

function readDevice(win: Window): DeviceInfo {
  return { width: win.innerWidth, touchOnly: win.matchMedia?.(TOUCH_ONLY_QUERY).matches ?? false };
}

export function pageGate(win: Window, pageId: string): PageGate {
  const config = $config.get();
  return {
    toggleOn: isToggleOn(config, ABANDON_CART_TOGGLE),
    countryPreference: $country.get(),
    pageId,
    device: readDevice(win),
  };
}

/** What our overlays look like from outside: an open `<dialog>`, an open popover, an expanded disclosure (the mobile menu's button, the account menu). */
const OPEN_OVERLAY = 'dialog[open], :popover-open, [aria-expanded="true"]';

/**
 * Whether another overlay of ours is open: the bag and the mobile menu from
 * their shared core stores (the drawer, the flyout, the add-to-bag modal;
 * `$mobileMenuOpen`), and whatever the other elements show in their shadow
 * roots (the header's stores dialog and account menu, the search modal). The
 * stores panel's store is the header's own and @nm/header does not export it,
 * so it is read from what it renders: core's Dialog, an open <dialog>. Read
 * only when a trigger fires and at the moment of showing.
 */
export function otherDialogOpen(doc: Document, ownTag: string): boolean {
  if ($miniCartPanel.get().open || $mobileMiniCart.get() !== null || $mobileMenuOpen.get()) return true;
  for (const element of doc.querySelectorAll('*')) {
    if (!element.localName.startsWith('nm-') || element.localName === ownTag) continue;
    const root = element.shadowRoot;
    try {
      if (root?.querySelector(OPEN_OVERLAY)) return true;
    } catch {
      // A browser without :popover-open: the dialogs and the expanded buttons alone.
      if (root?.querySelector('dialog[open], [aria-expanded="true"]')) return true;
    }
  }
  return doc.querySelector('dialog[open]') !== null;
}

export interface WatchOptions {
  win: Window & typeof globalThis;
  pageId: string;
  ownTag: string;
  /** The idle timer's leader election. */
  isLeader(): boolean;
  /** Fetches the modal's chunk. */
  preloadModal(): Promise<void>;
  signal?: AbortSignal;
}

/**
 * Starts watching this page (one watcher per page: the Watcher's owner):
 * installs the browser environment and the exit-intent and tab listeners.
 * The idle trigger comes from the idle timer (ui/Watcher.tsx). Returns the
 * function that stops everything.
 */
export function startWatching({ win, pageId, ownTag, isLeader, preloadModal, signal }: WatchOptions): () => void {
  const doc = win.document;
  const removeEnvironment = setAbandonEnvironment({
    clock: pageClock,
    moment: () => ({
      pageBlock: pageBlock(pageGate(win, pageId)),
      count: $count.get(),
      seen: readSeen(pageClock.now()),
      otherDialogOpen: otherDialogOpen(doc, ownTag),
      typing: isTextField(deepActiveElement(doc)),
      hidden: doc.visibilityState === 'hidden',
    }),
    isLeader,
    claim: () => claimShowing(pageClock.now),
    prepare: () => {
      void preloadModal().catch(() => {});
      void loadRecommendations(signal);
    },
    // header.md §4: "Analytics link events are sent on showing and closing": our DOM event, and the page's hook.
    emit: (name, detail) => {
      emit(name, detail, doc);
      sendLinkEvent(name, detail);
    },
  });

  const listeners = new AbortController();
  const options = { passive: true, signal: listeners.signal };
  // Only a tab the shopper saw and then left: a tab opened in the background and then looked at was never left.
  let wasHidden = false;
  doc.addEventListener(
    'mouseout',
    (event) => {
      if (isExitIntent(event)) triggerAbandonCart('exit-intent');
    },
    options,
  );
  doc.addEventListener(
    'mouseover',
    (event) => {
      if (event.relatedTarget === null) countdownEvent('pointer-back');
    },
    options,
  );
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState === 'hidden') {
        wasHidden = true;
        countdownEvent('hidden');
      } else if (wasHidden) {
        wasHidden = false;
        triggerAbandonCart('page-hidden');
      }
    },
    options,
  );

  // A trigger from before this chunk loaded (state/early.ts), acted on now, once.
  const early = takeEarlyTrigger();
  if (early) triggerAbandonCart(early);

  return () => {
    listeners.abort();
    removeEnvironment();
  };
}
