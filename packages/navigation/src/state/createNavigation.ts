import { pageClock, type Cancel, type Clock } from '@nm/core';
import { atom, type ReadableAtom } from 'nanostores';
import { HOVER_INTERVAL_MS, HOVER_OUT_MS, HOVER_SENSITIVITY_PX } from '../model/constants';
import { neighbourMayOpen, rested, type Point, type Rect } from '../model/hoverIntent';

/**
 * The desktop silo bar's machine (header.md §4 "Silo drawer", §9), shaped
 * like the search's (packages/search/src/state/machine.ts): stores out,
 * actions in, the clock injected, start()/stop. No DOM: the UI forwards
 * pointer positions, keys and taps, and does the focusing the answers ask for.
 *
 * Opening: hover intent (5 px, 100 ms polls, timeout 0), Enter / Space /
 * Down on the silo's disclosure button, or a first tap. Closing: Escape
 * (focus back to the trigger), outside click, the close button, focus
 * leaving the navigation, a second toggle, or the pointer away from the silo
 * and its drawer for 300 ms. A neighbouring silo crossed on the way into an
 * open drawer (inside the safe triangle) does not take over.
 */
export type OpenedBy = 'pointer' | 'keyboard' | 'touch';
type CloseReason = 'escape' | 'outside' | 'close-button' | 'focus-left' | 'hover-out' | 'toggle';

export interface NavigationSnapshot {
  /** The silo whose drawer is open, by id; null when none is. */
  openId: string | null;
  openedBy: OpenedBy | null;
}

interface NavigationActions {
  /** The pointer (a mouse or a pen, not a touch) entered a silo's trigger. */
  pointerEnterTrigger(id: string, point: Point): void;
  /** The pointer moved anywhere over the bar or a drawer. */
  pointerMove(point: Point): void;
  pointerLeaveTrigger(id: string, point: Point): void;
  pointerEnterDrawer(): void;
  pointerLeaveDrawer(): void;
  /** The open drawer's box, for the safe triangle (null when none is drawn). */
  setDrawerRect(rect: Rect | null): void;
  /** Enter or Space on the disclosure button: opens, or closes the open one. */
  toggle(id: string): void;
  /** Down on the disclosure button: opens (the UI then focuses the drawer's first link). */
  openFromKeyboard(id: string): void;
  /** A tap on a silo: `open` (first tap: the UI cancels the link) or `follow` (second tap: let the link go). */
  tap(id: string): 'open' | 'follow';
  /** Escape: closes; returns the id of the silo whose trigger gets focus back, or null when nothing was open. */
  escape(): string | null;
  close(reason: Exclude<CloseReason, 'escape' | 'hover-out' | 'toggle'>): void;
}

export interface NavigationOptions {
  clock?: Clock;
}

const CLOSED: NavigationSnapshot = { openId: null, openedBy: null };

export function createNavigation({ clock = pageClock }: NavigationOptions = {}) {
  const $snapshot = atom<NavigationSnapshot>(CLOSED);
  let intent: { id: string; noted: Point; cancel: Cancel } | null = null;
  let closeTimer: Cancel | null = null;
  let last: Point = { x: 0, y: 0 };
  let drawer: Rect | null = null;
  /** Where the pointer left the open silo's trigger, and when: the safe triangle's apex. */
  let apex: { point: Point; at: number } | null = null;

  const cancelIntent = () => {
    intent?.cancel();
    intent = null;
  };
  const cancelClose = () => {
    closeTimer?.();
    closeTimer = null;
  };

  function open(id: string, openedBy: OpenedBy): void {
    cancelClose();
    cancelIntent();
    apex = null;
    const now = $snapshot.get();
    if (now.openId !== id || now.openedBy !== openedBy) $snapshot.set({ openId: id, openedBy });
  }

  /** Shuts the drawer; a pending intent on another trigger is dropped too unless `keepIntent`. */
  function closeNow(keepIntent = false): void {
    cancelClose();
    if (!keepIntent) cancelIntent();
    apex = null;
    if ($snapshot.get().openId !== null) $snapshot.set(CLOSED);
  }

  function poll(id: string): void {
    if (!intent || intent.id !== id) return;
    const current = last;
    const { openId } = $snapshot.get();
    const mayOpen =
      openId === null ||
      openId === id ||
      neighbourMayOpen({
        apex: apex?.point ?? null,
        point: current,
        drawer,
        since: apex?.at ?? 0,
        now: clock.now(),
        grace: HOVER_OUT_MS,
      });
    if (rested(intent.noted, current, HOVER_SENSITIVITY_PX) && mayOpen) {
      open(id, 'pointer');
      return;
    }
    intent.noted = current;
    intent.cancel = clock.after(HOVER_INTERVAL_MS, () => poll(id));
  }

  function scheduleClose(): void {
    if ($snapshot.get().openId === null || closeTimer) return;
    // The hover-out close keeps a pending intent: the pointer that left the drawer may be on its way to rest on
    // another silo, which then opens at its first resting poll (with the drawer shut, nothing holds it off).
    closeTimer = clock.after(HOVER_OUT_MS, () => {
      closeTimer = null;
      closeNow(true);
    });
  }

  const actions: NavigationActions = {
    pointerEnterTrigger(id, point) {
      last = point;
      if ($snapshot.get().openId === id) {
        cancelClose();
        return;
      }
      cancelIntent();
      intent = { id, noted: point, cancel: clock.after(HOVER_INTERVAL_MS, () => poll(id)) };
    },
    pointerMove(point) {
      last = point;
    },
    pointerLeaveTrigger(id, point) {
      last = point;
      // §9 timeout 0: a pending intent on this trigger is dropped at once.
      if (intent?.id === id) cancelIntent();
      if ($snapshot.get().openId === id) {
        apex = { point, at: clock.now() };
        scheduleClose();
      }
    },
    pointerEnterDrawer() {
      cancelClose();
      cancelIntent();
    },
    pointerLeaveDrawer() {
      scheduleClose();
    },
    setDrawerRect(rect) {
      drawer = rect;
    },
    toggle(id) {
      if ($snapshot.get().openId === id) closeNow();
      else open(id, 'keyboard');
    },
    openFromKeyboard(id) {
      open(id, 'keyboard');
    },
    tap(id) {
      if ($snapshot.get().openId === id) return 'follow';
      open(id, 'touch');
      return 'open';
    },
    escape() {
      const { openId } = $snapshot.get();
      closeNow();
      return openId;
    },
    close() {
      closeNow();
    },
  };

  return {
    $snapshot: $snapshot as ReadableAtom<NavigationSnapshot>,
    actions,
    /** Nothing to subscribe to; stop cancels the timers (React's strict mode starts it again). */
    start(): () => void {
      return () => {
        cancelIntent();
        cancelClose();
      };
    },
  };
}

export type Navigation = ReturnType<typeof createNavigation>;
