import { describe, expect, it, vi } from 'vitest';
import { fakeScreenPerTest } from '../testing/fakeScreen';
import { $screen, followScreen } from './screen';

const { start, setWidth, rotateTo, resizeTo } = fakeScreenPerTest();

describe('$screen (header.md §4, §9: re-evaluated 200 ms after rotation; under 400 px phone, over 768 desktop-in-mobile)', () => {
  it('is evaluated when the first follower starts', () => {
    expect($screen.get()).toEqual({ phone: true, desktopInMobile: false });
    setWidth(1024);
    start(followScreen());
    expect($screen.get()).toEqual({ phone: false, desktopInMobile: true });
  });

  it('a rotation: 199 ms after it the old flags, at 200 ms the new', () => {
    start(followScreen());
    rotateTo(812);
    vi.advanceTimersByTime(199);
    expect($screen.get()).toEqual({ phone: true, desktopInMobile: false });
    vi.advanceTimersByTime(1);
    expect($screen.get()).toEqual({ phone: false, desktopInMobile: true });
  });

  it('the boundaries: 399 phone, 400 not; 768 not desktop-in-mobile, 769 is', () => {
    start(followScreen());
    const after = (width: number) => {
      rotateTo(width);
      vi.advanceTimersByTime(200);
      return $screen.get();
    };
    expect(after(399)).toEqual({ phone: true, desktopInMobile: false });
    expect(after(400)).toEqual({ phone: false, desktopInMobile: false });
    expect(after(768)).toEqual({ phone: false, desktopInMobile: false });
    expect(after(769)).toEqual({ phone: false, desktopInMobile: true });
  });

  it('a resize too, 200 ms after the last one (a dragged window is evaluated once)', () => {
    start(followScreen());
    const writes = vi.fn();
    start($screen.listen(writes));
    for (const width of [500, 700, 900, 1200]) {
      resizeTo(width);
      vi.advanceTimersByTime(150);
    }
    expect($screen.get().desktopInMobile).toBe(false);
    vi.advanceTimersByTime(49);
    expect($screen.get().desktopInMobile).toBe(false);
    vi.advanceTimersByTime(1);
    expect($screen.get()).toEqual({ phone: false, desktopInMobile: true });
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('a second rotation within the 200 ms starts the wait again', () => {
    start(followScreen());
    rotateTo(812);
    vi.advanceTimersByTime(150);
    rotateTo(375);
    vi.advanceTimersByTime(199);
    expect($screen.get()).toEqual({ phone: true, desktopInMobile: false });
    vi.advanceTimersByTime(1);
    expect($screen.get()).toEqual({ phone: true, desktopInMobile: false });
  });

  it('one set of listeners for the page, removed with the last follower', () => {
    const first = followScreen();
    const second = followScreen();
    first();
    first();
    rotateTo(812);
    vi.advanceTimersByTime(200);
    expect($screen.get().desktopInMobile).toBe(true);
    second();
    rotateTo(390);
    vi.advanceTimersByTime(200);
    expect($screen.get().desktopInMobile).toBe(true);
  });

  it('a follower stopped within the 200 ms leaves the flags as they were', () => {
    const stop = followScreen();
    rotateTo(812);
    vi.advanceTimersByTime(100);
    stop();
    vi.advanceTimersByTime(200);
    expect($screen.get().desktopInMobile).toBe(false);
  });
});
