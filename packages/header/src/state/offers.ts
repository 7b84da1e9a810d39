import {
  $authPhase,
  $config,
  $signedIn,
  firstPaintStore,
  isToggleOn,
  pageWide,
  startDismissal,
  webStorage,
} from '@nm/core';
import { atom, computed } from 'nanostores';
import { OFFERS_PROMPT_SESSION_KEY, OFFERS_PROMPT_TOGGLE, isDismissedFlag, type OfferPrompt } from '../model/offers';
import { $notifications } from './notifications';

/** header.md §4 "Special offers tooltip": dismissed this session (session storage `specialOffers`). Written below only. */
const $offersPromptDismissed = atom<boolean>(isDismissedFlag(webStorage.readRaw('session', OFFERS_PROMPT_SESSION_KEY)));

export type OffersTooltip = { kind: 'guest' } | { kind: 'offer'; prompt: OfferPrompt };

/**
 * What the tooltip shows, or null: with SPECIAL_OFFERS_PROMPT on, not yet
 * dismissed this session, and once the session is known (a guest prompt
 * must not flash before a customer's message). A first paint's snapshot
 * carries it: the dismissal is in the page's session storage, which a
 * server never sees. Guests are prompted to sign
 * in; a signed-in shopper sees the prompt of their new offers, and nothing
 * when they have none.
 */
export const $offersTooltip = firstPaintStore(
  'offersTooltip',
  computed(
    [$config, $offersPromptDismissed, $authPhase, $signedIn, $notifications],
    (config, dismissed, phase, signedIn, notifications): OffersTooltip | null => {
      if (!isToggleOn(config, OFFERS_PROMPT_TOGGLE) || dismissed || phase === 'resolving') return null;
      if (!signedIn) return { kind: 'guest' };
      return notifications.promptData ? { kind: 'offer', prompt: notifications.promptData } : null;
    },
  ),
);

/** header.md §4: dismissed (its button, Escape, any click or press), then flagged in session storage for the session. */
export function dismissOffersTooltip(): void {
  if ($offersPromptDismissed.get()) return;
  webStorage.writeJson('session', OFFERS_PROMPT_SESSION_KEY, true);
  $offersPromptDismissed.set(true);
}

/** Re-reads the flag (a test, or a page that cleared it). */
export function restoreOffersPromptFlag(): void {
  $offersPromptDismissed.set(isDismissedFlag(webStorage.readRaw('session', OFFERS_PROMPT_SESSION_KEY)));
}

/** The tooltips on screen: a press inside one is its own (its link must still be followed), see below. */
const tooltipNodes = new Set<Element>();

/** The tooltip's ref: holds its root while it is on screen (a React 19 ref cleanup lets it go). */
export function holdOffersTooltip(node: Element | null): (() => void) | undefined {
  if (!node) return undefined;
  tooltipNodes.add(node);
  return () => {
    tooltipNodes.delete(node);
  };
}

/** Per page, not per element: every OffersPrompt shares one set of listeners (the last to leave removes them). */
const tooltipDismissal = pageWide(() => startOffersTooltipDismissal(document));

/** One OffersPrompt on screen; returns its leave. */
export function shareOffersTooltipDismissal(): () => void {
  return tooltipDismissal.join();
}

/**
 * While the tooltip shows (core startDismissal): a press anywhere outside
 * it (header.md §4 "shown until dismissed or any click") and Escape
 * anywhere (WCAG 1.4.13: dismissible without moving focus) dismiss it. A
 * press inside it is left to its own click (the tooltip's root dismisses on
 * click), so its link is still followed: dismissed on pointerdown, it
 * would be gone before the click landed. Returns the stop.
 */
export function startOffersTooltipDismissal(doc: Document = document): () => void {
  let stop: (() => void) | null = null;
  const attach = (visible: boolean) => {
    if (visible && !stop) {
      stop = startDismissal({
        inside: () => [...tooltipNodes],
        onDismiss: dismissOffersTooltip,
        focusLeaving: false,
        document: doc,
      });
    } else if (!visible && stop) {
      stop();
      stop = null;
    }
  };
  const off = $offersTooltip.subscribe((tooltip) => attach(tooltip !== null));
  return () => {
    off();
    attach(false);
  };
}
