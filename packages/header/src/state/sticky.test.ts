import { $config, mergeConfig, pageClock, type Clock } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $sticky, followSticky, setStickyEnvironment } from './sticky';
import { writable } from '@nm/core/testing';

/**
 * The page's scroll follower with fake timers and a scripted window: the
 * 90 ms throttle (header.md §4, §9), one read per frame, and the blur.
 */
class FakeWindow extends EventTarget {
  scrollY = 0;
  innerHeight = 800;
  innerWidth = 390;
  document = document;
  listenerOptions: unknown[] = [];
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: AddEventListenerOptions | boolean,
  ): void {
    if (type === 'scroll') this.listenerOptions.push(options);
    super.addEventListener(type, listener, options);
  }
  /** The phone layout by core's PHONE_QUERY: header.md §9 "Mobile breakpoint 767 px". */
  matchMedia(query: string) {
    return { matches: query === '(max-width: 767px)' && this.innerWidth <= 767 } as MediaQueryList;
  }
  scrollTo(y: number) {
    this.scrollY = y;
    this.dispatchEvent(new Event('scroll'));
  }
}

let win: FakeWindow;
let frames: Array<() => void>;
let reads = 0;
/** The page's timers (faked) with frames run one by one, counting the reads. */
const clock: Clock = {
  ...pageClock,
  frame: (run) => {
    frames.push(() => {
      reads += 1;
      run();
    });
    return () => {
      frames = [];
    };
  },
};
const flushFrame = () => {
  const pending = frames;
  frames = [];
  pending.forEach((run) => run());
};
let stops: Array<() => void> = [];
const follow = (host: Element) => {
  const stop = followSticky(host);
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  reads = 0;
  win = new FakeWindow();
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  setStickyEnvironment({ clock, window: win as unknown as Window & { document: Document } });
  writable($config).set(mergeConfig('localhost', {}));
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  setStickyEnvironment();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the scroll follower (state/sticky.ts)', () => {
  it('listens once, passively, however many headers follow', () => {
    follow(document.createElement('div'));
    follow(document.createElement('div'));
    expect(win.listenerOptions).toEqual([{ passive: true }]);
  });

  it('answers the first scroll in the next frame, then at most one read per 90 ms, keeping the last scroll', () => {
    follow(document.createElement('div'));
    flushFrame();
    reads = 0;
    win.scrollTo(300);
    flushFrame();
    expect(reads).toBe(1);
    expect($sticky.get().isHidden).toBe(true);

    for (let y = 310; y <= 400; y += 10) {
      win.scrollTo(y);
      vi.advanceTimersByTime(5);
    } // 50 ms of scrolling
    win.scrollTo(200); // the last scroll, going up
    flushFrame();
    expect(reads).toBe(1);
    vi.advanceTimersByTime(89 - 50);
    flushFrame();
    expect(reads).toBe(1);
    vi.advanceTimersByTime(1); // 90 ms after the first: the trailing read
    flushFrame();
    expect(reads).toBe(2);
    expect($sticky.get().isHidden).toBe(false);
  });

  it('writes the store only when what it shows changes', () => {
    follow(document.createElement('div'));
    flushFrame();
    const seen: boolean[] = [];
    const unlisten = $sticky.listen((state) => seen.push(state.isHidden));
    win.scrollTo(300);
    flushFrame();
    vi.advanceTimersByTime(90);
    win.scrollTo(400);
    flushFrame();
    vi.advanceTimersByTime(90);
    win.scrollTo(500);
    flushFrame();
    vi.advanceTimersByTime(90);
    unlisten();
    expect(seen).toEqual([true]);
  });

  it('blurs a focused control inside the header when it hides, not an input, and not focus elsewhere', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    const input = document.createElement('input');
    shadow.append(button, input);
    const pageLink = document.createElement('a');
    pageLink.href = '#x';
    document.body.append(host, pageLink);
    follow(host);
    flushFrame();

    button.focus();
    win.scrollTo(300);
    flushFrame();
    vi.advanceTimersByTime(90);
    expect(shadow.activeElement).toBe(null);

    win.scrollTo(0);
    flushFrame();
    vi.advanceTimersByTime(90);
    input.focus();
    win.scrollTo(300);
    flushFrame();
    vi.advanceTimersByTime(90);
    expect(shadow.activeElement).toBe(input);

    win.scrollTo(0);
    flushFrame();
    vi.advanceTimersByTime(90);
    pageLink.focus();
    win.scrollTo(300);
    flushFrame();
    vi.advanceTimersByTime(90);
    expect(document.activeElement).toBe(pageLink);
  });

  it('stops listening with the last header', () => {
    const stopA = follow(document.createElement('div'));
    const stopB = follow(document.createElement('div'));
    flushFrame();
    stopA();
    win.scrollTo(300);
    flushFrame();
    expect($sticky.get().isHidden).toBe(true);
    vi.advanceTimersByTime(90);
    stopB();
    win.scrollTo(100);
    flushFrame();
    expect($sticky.get().isHidden).toBe(true);
  });

  it('desktop follows STICKY_HEADER_DESKTOP', () => {
    win.innerWidth = 1440;
    follow(document.createElement('div'));
    flushFrame();
    win.scrollTo(300);
    flushFrame();
    vi.advanceTimersByTime(90);
    expect($sticky.get()).toMatchObject({ isHidden: false, isShadowed: false });
    writable($config).set(mergeConfig('localhost', { toggles: { STICKY_HEADER_DESKTOP: true } }));
    win.scrollTo(400);
    flushFrame();
    vi.advanceTimersByTime(90);
    expect($sticky.get()).toMatchObject({ isHidden: true, isShadowed: true });
  });
});
