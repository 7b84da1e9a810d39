import { afterEach, beforeEach, vi } from 'vitest';
import { setScreenWindow } from '../state/screen';

class FakeWindow extends EventTarget {
  innerWidth = 390;
}

/**
 * For each test of the calling file: fake timers and a 390 px window for the
 * screen follower (core state/screen.ts); after it, every follower started
 * through `start` is stopped and the page's window is back.
 */
export function fakeScreenPerTest(): {
  /** Keeps a follower's stop, to be called after the test. */
  start(stop: () => void): () => void;
  /** The width a follower reads when it starts, with no event. */
  setWidth(width: number): void;
  rotateTo(width: number): void;
  resizeTo(width: number): void;
} {
  let win = new FakeWindow();
  const stops: Array<() => void> = [];
  const moveTo = (width: number, event: string) => {
    win.innerWidth = width;
    win.dispatchEvent(new Event(event));
  };
  beforeEach(() => {
    vi.useFakeTimers();
    win = new FakeWindow();
    setScreenWindow(win);
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    setScreenWindow();
    vi.useRealTimers();
  });
  return {
    start: (stop) => {
      stops.push(stop);
      return stop;
    },
    setWidth: (width) => {
      win.innerWidth = width;
    },
    rotateTo: (width) => moveTo(width, 'orientationchange'),
    resizeTo: (width) => moveTo(width, 'resize'),
  };
}
