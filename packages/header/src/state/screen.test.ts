import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $screen, followScreen, setScreenEnvironment } from './screen';

class FakeWindow extends EventTarget {
  innerWidth = 390;
}

let win: FakeWindow;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  win = new FakeWindow();
  setScreenEnvironment({ window: win as unknown as Window });
});

afterEach(() => {
  stop();
  setScreenEnvironment();
  vi.useRealTimers();
});

describe('screen-size flags follow rotation (header.md §4, §9: re-evaluated 200 ms after)', () => {
  it('starts from the width at the first follower', () => {
    stop = followScreen();
    expect($screen.get()).toEqual({ isPhone: true, isDesktopInMobile: false, isMobile: true });
  });

  it('re-evaluates 200 ms after an orientation change, not before', () => {
    stop = followScreen();
    win.innerWidth = 812;
    win.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(199);
    expect($screen.get().isDesktopInMobile).toBe(false);
    vi.advanceTimersByTime(1);
    expect($screen.get()).toEqual({ isPhone: false, isDesktopInMobile: true, isMobile: false });
  });

  it('a second rotation within the 200 ms starts the wait again', () => {
    stop = followScreen();
    win.innerWidth = 812;
    win.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(150);
    win.innerWidth = 375;
    win.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(199);
    expect($screen.get().isPhone).toBe(true);
    vi.advanceTimersByTime(1);
    expect($screen.get()).toEqual({ isPhone: true, isDesktopInMobile: false, isMobile: true });
  });

  it('stops with the last follower', () => {
    const first = followScreen();
    const second = followScreen();
    first();
    second();
    win.innerWidth = 1440;
    win.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(200);
    expect($screen.get().isMobile).toBe(true);
  });
});
