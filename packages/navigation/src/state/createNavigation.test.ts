import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigation } from './createNavigation';

/** header.md §4 "Silo drawer", §9: sensitivity 5, interval 100 ms, timeout 0, hover-out 300 ms. */
describe('createNavigation (desktop silo bar)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const nav = createNavigation();
    const stop = nav.start();
    return { nav, a: nav.actions, open: () => nav.$snapshot.get().openId, stop };
  };

  it('hover intent: a pointer resting on a silo opens it at the first poll, 100 ms', () => {
    const { a, open } = setup();
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(99);
    expect(open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(open()).toBe('shoes');
  });

  it('a pointer moving 5 px or more between polls does not open; it opens once it rests', () => {
    const { a, open } = setup();
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(50);
    a.pointerMove({ x: 105, y: 20 });
    vi.advanceTimersByTime(50);
    expect(open()).toBeNull();
    a.pointerMove({ x: 111, y: 21 });
    vi.advanceTimersByTime(100);
    expect(open()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(open()).toBe('shoes');
  });

  it('timeout 0: leaving before the poll drops the intent', () => {
    const { a, open } = setup();
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(60);
    a.pointerLeaveTrigger('shoes', { x: 100, y: 0 });
    vi.advanceTimersByTime(500);
    expect(open()).toBeNull();
  });

  it('hover-out: closes 300 ms after the pointer left the silo and its drawer; coming back cancels', () => {
    const { a, open } = setup();
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(100);
    a.pointerLeaveTrigger('shoes', { x: 100, y: 41 });
    a.pointerEnterDrawer();
    vi.advanceTimersByTime(1000);
    expect(open()).toBe('shoes');
    a.pointerLeaveDrawer();
    vi.advanceTimersByTime(299);
    expect(open()).toBe('shoes');
    a.pointerEnterDrawer();
    vi.advanceTimersByTime(1000);
    expect(open()).toBe('shoes');
    a.pointerLeaveDrawer();
    vi.advanceTimersByTime(300);
    expect(open()).toBeNull();
  });

  it('safe triangle: crossing a neighbour on the diagonal into the open drawer keeps the drawer', () => {
    const { a, open } = setup();
    a.setDrawerRect({ left: 0, top: 40, right: 1200, bottom: 400 });
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(100);
    a.pointerLeaveTrigger('shoes', { x: 140, y: 24 });
    a.pointerEnterTrigger('handbags', { x: 142, y: 25 });
    // Slowing down over the neighbour (under 5 px per poll) while heading down into the drawer.
    vi.advanceTimersByTime(100);
    a.pointerMove({ x: 145, y: 28 });
    vi.advanceTimersByTime(100);
    expect(open()).toBe('shoes');
    a.pointerLeaveTrigger('handbags', { x: 146, y: 40 });
    a.pointerEnterDrawer();
    vi.advanceTimersByTime(1000);
    expect(open()).toBe('shoes');
  });

  it('a deliberate move along the bar to the neighbour switches at its first resting poll', () => {
    const { a, open } = setup();
    a.setDrawerRect({ left: 0, top: 40, right: 1200, bottom: 400 });
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(100);
    a.pointerLeaveTrigger('shoes', { x: 140, y: 20 });
    a.pointerEnterTrigger('handbags', { x: 180, y: 20 });
    vi.advanceTimersByTime(100);
    expect(open()).toBe('handbags');
  });

  it('a jump along the bar (the leave point is where it landed) switches at the first poll', () => {
    const { a, open } = setup();
    a.setDrawerRect({ left: 0, top: 40, right: 1200, bottom: 400 });
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(100);
    a.pointerLeaveTrigger('shoes', { x: 300, y: 20 });
    a.pointerEnterTrigger('handbags', { x: 300, y: 20 });
    vi.advanceTimersByTime(100);
    expect(open()).toBe('handbags');
  });

  it('hover-out closing the drawer while the pointer is still settling on another silo keeps that intent: it opens when the pointer rests', () => {
    const { a, open } = setup();
    a.setDrawerRect({ left: 0, top: 40, right: 1200, bottom: 400 });
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    vi.advanceTimersByTime(100);
    a.pointerLeaveTrigger('shoes', { x: 100, y: 41 });
    a.pointerEnterDrawer();
    a.pointerLeaveDrawer();
    a.pointerEnterTrigger('beauty', { x: 400, y: 20 });
    // A slow approach: still moving at every poll until after the 300 ms hover-out has shut the drawer.
    for (let x = 410; x <= 440; x += 10) {
      a.pointerMove({ x, y: 20 });
      vi.advanceTimersByTime(100);
    }
    expect(open()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(open()).toBe('beauty');
  });

  it('keyboard: toggle opens and closes; Down opens; Escape closes and names the trigger for focus', () => {
    const { nav, a, open } = setup();
    a.toggle('shoes');
    expect(nav.$snapshot.get()).toEqual({ openId: 'shoes', openedBy: 'keyboard' });
    a.toggle('shoes');
    expect(open()).toBeNull();
    a.openFromKeyboard('beauty');
    expect(open()).toBe('beauty');
    expect(a.escape()).toBe('beauty');
    expect(open()).toBeNull();
    expect(a.escape()).toBeNull();
  });

  it.each(['outside', 'close-button', 'focus-left'] as const)('close: %s', (reason) => {
    const { a, open } = setup();
    a.toggle('shoes');
    a.close(reason);
    expect(open()).toBeNull();
  });

  it('touch: the first tap opens, the second follows the link, a tap on another silo opens that one', () => {
    const { a, open } = setup();
    expect(a.tap('shoes')).toBe('open');
    expect(open()).toBe('shoes');
    expect(a.tap('shoes')).toBe('follow');
    expect(a.tap('beauty')).toBe('open');
    expect(open()).toBe('beauty');
  });

  it('stop cancels the pending timers', () => {
    const { a, open, stop } = setup();
    a.pointerEnterTrigger('shoes', { x: 100, y: 20 });
    stop();
    vi.advanceTimersByTime(500);
    expect(open()).toBeNull();
  });
});
