import { emit, pageClock, type Cancel, type Clock, type OutboundEventDetails } from '@nm/core';
import { SHOW_DELAY_MS } from '../model/constants';
import {
  cancelsCountdown,
  momentBlock,
  triggerAccepted,
  type AbandonTrigger,
  type CountdownEvent,
  type Moment,
} from '../model/rules';
import { resetEarlyTriggers } from './early';
import { $abandonCart } from './store';

/**
 * What the machine asks of the page, injectable so a unit test drives it
 * with fake timers and fixed answers (page.ts builds the real one).
 */
export interface AbandonEnvironment {
  /** The countdown's time: core's page clock, or a test's. */
  clock: Clock;
  /** Everything the rules read at this moment. */
  moment(): Moment;
  /** Whether this tab leads (cross-tab election; true when there is no election). */
  isLeader(): boolean;
  /** The cross-tab once-a-day claim (seen.ts): true when this tab may show it. */
  claim(): Promise<boolean>;
  /** The countdown started: fetch the modal's chunk and the recommendations now, so both are in at 5 s. */
  prepare(): void;
  emit<K extends 'nm:abandon-cart-shown' | 'nm:abandon-cart-closed'>(name: K, detail: OutboundEventDetails[K]): void;
}

const noEnvironment: AbandonEnvironment = {
  clock: pageClock,
  moment: () => ({ pageBlock: 'toggle', count: 0, seen: false, otherDialogOpen: false, typing: false, hidden: false }),
  isLeader: () => true,
  claim: async () => false,
  prepare: () => {},
  emit: (name, detail) => emit(name, detail),
};

let env: AbandonEnvironment = noEnvironment;
let countdown: Cancel | null = null;

/** Installs the page's environment (page.ts) or a test's; returns the function that removes it. */
export function setAbandonEnvironment(next: AbandonEnvironment): () => void {
  env = next;
  return () => {
    if (env !== next) return;
    stopCountdown();
    env = noEnvironment;
    if ($abandonCart.get().phase === 'counting') $abandonCart.set({ phase: 'watching', trigger: null });
  };
}

function stopCountdown(): void {
  countdown?.();
  countdown = null;
}

/**
 * A trigger fired (header.md §4): exit intent, a return to the tab, or idle.
 * Ignored unless the page is watching, this tab may act on it, and the rules
 * allow it now; otherwise the 5 s countdown starts.
 */
export function triggerAbandonCart(trigger: AbandonTrigger): void {
  if ($abandonCart.get().phase !== 'watching') return;
  if (!triggerAccepted(trigger, env.isLeader())) return;
  if (momentBlock(env.moment()) !== null) return;
  $abandonCart.set({ phase: 'counting', trigger });
  env.prepare();
  countdown = env.clock.after(SHOW_DELAY_MS, () => void reveal());
}

/** Something happened during the countdown; it may cancel it (model cancelsCountdown). */
export function countdownEvent(event: CountdownEvent): void {
  const state = $abandonCart.get();
  if (state.phase !== 'counting' || !state.trigger || !cancelsCountdown(state.trigger, event)) return;
  stopCountdown();
  $abandonCart.set({ phase: 'watching', trigger: null });
}

/** 5 s later: the rules again (the bag may have emptied, a panel opened, the shopper started typing), then the cross-tab claim. */
async function reveal(): Promise<void> {
  countdown = null;
  const state = $abandonCart.get();
  if (state.phase !== 'counting' || !state.trigger) return;
  if (momentBlock(env.moment()) !== null) {
    $abandonCart.set({ phase: 'watching', trigger: null });
    return;
  }
  const claimed = await env.claim();
  // Cancelled while the claim was under way (a hidden tab, the environment removed).
  if ($abandonCart.get() !== state) return;
  if (!claimed) {
    // Shown in another tab in the meantime: once a day, so this page is done.
    $abandonCart.set({ phase: 'done', trigger: null });
    return;
  }
  $abandonCart.set({ phase: 'open', trigger: state.trigger });
  env.emit('nm:abandon-cart-shown', { trigger: state.trigger });
}

/**
 * The shopper closed it. Decision: Escape and a click on the backdrop are
 * reported as `cancel` (the dialog's own cancel), the × as `close-button`,
 * the link as `go-to-bag` (the contract has these three).
 */
export function closeAbandonCart(action: OutboundEventDetails['nm:abandon-cart-closed']['action']): void {
  if ($abandonCart.get().phase !== 'open') return;
  $abandonCart.set({ phase: 'done', trigger: null });
  env.emit('nm:abandon-cart-closed', { action });
}

/** For tests and stories: back to watching, no countdown. */
export function resetAbandonCart(): void {
  resetEarlyTriggers();
  stopCountdown();
  $abandonCart.set({ phase: 'watching', trigger: null });
}
