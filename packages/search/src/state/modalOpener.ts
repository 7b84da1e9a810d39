import { pageClock, type Cancel, type Clock } from '@nm/core';
import { atom, type ReadableAtom } from 'nanostores';

export interface ModalOpener {
  $open: ReadableAtom<boolean>;
  /** The trigger was focused or pressed. */
  open(): void;
  close(): void;
  /** The trigger goes away: its pending timer is dropped. */
  stop(): void;
}

/**
 * Whether a search modal is open, opened from a trigger that opens it on
 * focus (header.md §2: the phone's box opens the modal when focused). When
 * the modal closes, focus returns to that trigger, and that returning focus
 * must not open the modal again: the first open() after a close is taken as
 * the return and ignored, until the close's task is over (if focus went
 * elsewhere because the trigger is gone, the next real focus still opens it).
 */
export function createModalOpener(initiallyOpen: boolean, clock: Clock = pageClock): ModalOpener {
  const $open = atom(initiallyOpen);
  let returning = false;
  let cancelReset: Cancel | undefined;
  return {
    $open,
    open() {
      if (returning) {
        returning = false;
        return;
      }
      $open.set(true);
    },
    close() {
      returning = true;
      $open.set(false);
      cancelReset?.();
      cancelReset = clock.after(0, () => {
        returning = false;
      });
    },
    stop() {
      cancelReset?.();
    },
  };
}
