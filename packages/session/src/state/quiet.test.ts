import { createQuiet, type QuietWindow } from './quiet';
import { whenQuiet } from './whenQuiet';

/**
 * A window the test drives: its `load`, its idle periods, its time since
 * navigation start (on vitest's fake clock, which core's pageClock reads) and
 * the shopper's interactions (real events on it).
 */
function fakeWindow({ loaded = false, startedAgoMs = 5000, idleCallback = true, inputPending = false } = {}) {
  const t0 = Date.now();
  const target = new EventTarget();
  const idle: Array<{ run: () => void; timeout: number; handle: number }> = [];
  let handles = 0;
  const state = { inputPending };
  const win = Object.assign(target, {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    performance: { now: () => startedAgoMs + Date.now() - t0 },
    navigator: { scheduling: { isInputPending: () => state.inputPending } },
    ...(idleCallback
      ? {
          requestIdleCallback: (run: () => void, { timeout }: { timeout: number }) => {
            idle.push({ run, timeout, handle: ++handles });
            return handles;
          },
          cancelIdleCallback: (handle: number) => {
            const at = idle.findIndex((entry) => entry.handle === handle);
            if (at >= 0) idle.splice(at, 1);
          },
        }
      : {}),
  }) as unknown as QuietWindow & EventTarget & { document: { readyState: string } };
  return {
    win,
    load() {
      win.document.readyState = 'complete';
      win.dispatchEvent(new Event('load'));
    },
    /** The browser is idle: runs what waited for it. */
    idle() {
      for (const entry of idle.splice(0)) entry.run();
    },
    idleRequests: idle,
    interact(type: 'pointerdown' | 'pointerup' | 'pointercancel' | 'keydown' | 'input') {
      win.dispatchEvent(new Event(type));
    },
    state,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a quiet moment: after load, past the first second, idle, no interaction', () => {
  it("not before the page's load event, however long it takes", async () => {
    const page = fakeWindow();
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    await vi.advanceTimersByTimeAsync(60_000);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    expect(page.idleRequests).toEqual([]);
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('not before the browser is idle; requestIdleCallback with a 5000 ms deadline', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(page.idleRequests.map((r) => r.timeout)).toEqual([5000]);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("never in the page's first second: a page loaded at 200 ms waits until 1000 ms before asking for idle time", async () => {
    const page = fakeWindow({ startedAgoMs: 200 });
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    page.load();
    page.idle();
    await vi.advanceTimersByTimeAsync(799);
    page.idle();
    expect(page.idleRequests).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.idleRequests).toHaveLength(1);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('Safari (no requestIdleCallback): 500 ms after load', async () => {
    const page = fakeWindow({ idleCallback: false });
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    await vi.advanceTimersByTimeAsync(5000);
    page.load();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('not inside an interaction: an idle period 200 ms after a keystroke waits until 1000 ms after it, then for the next idle period', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(page.win);
    page.interact('keydown');
    quiet.schedule(run);
    await vi.advanceTimersByTimeAsync(200);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(799);
    expect(page.idleRequests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.idleRequests).toHaveLength(1);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a shopper still typing keeps it waiting: each keystroke and input event restarts the second', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    for (let i = 0; i < 10; i++) {
      page.interact(i % 2 ? 'input' : 'keydown');
      await vi.advanceTimersByTimeAsync(300);
      page.idle();
    }
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a pointer held down (a press, a drag) is an interaction until it is released, and for a second after', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(page.win);
    page.interact('pointerdown');
    quiet.schedule(run);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      page.idle();
    }
    expect(run).not.toHaveBeenCalled();
    page.interact('pointerup');
    await vi.advanceTimersByTimeAsync(999);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancelled pointer ends the press too', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(page.win);
    page.interact('pointerdown');
    page.interact('pointercancel');
    quiet.schedule(run);
    await vi.advanceTimersByTimeAsync(1000);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('input the browser has not handed over yet (isInputPending) is an interaction', async () => {
    const page = fakeWindow({ loaded: true, inputPending: true });
    const run = vi.fn();
    createQuiet(page.win).schedule(run);
    page.idle();
    await vi.advanceTimersByTimeAsync(1000);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.state.inputPending = false;
    await vi.advanceTimersByTimeAsync(1000);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('interactions are followed in the capture phase: a page that stops their propagation cannot hide them', async () => {
    const run = vi.fn();
    let idle: (() => void) | null = null;
    const quiet = createQuiet({
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      performance: { now: () => 5000 } as Performance,
      document: { readyState: 'complete' },
      navigator: {},
      requestIdleCallback: (next) => {
        idle = next;
        return 1;
      },
      cancelIdleCallback: () => undefined,
    });
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.stopPropagation());
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
    quiet.schedule(run);
    await vi.advanceTimersByTimeAsync(0);
    idle!();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    idle!();
    expect(run).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('with a latest time: runs then even without load, once, and the other waits are dropped', async () => {
    const page = fakeWindow();
    const run = vi.fn();
    createQuiet(page.win).schedule(run, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    page.load();
    await vi.advanceTimersByTimeAsync(10_000);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('the latest time is not in the first second either', async () => {
    const page = fakeWindow({ startedAgoMs: 100 });
    const run = vi.fn();
    createQuiet(page.win).schedule(run, 0);
    await vi.advanceTimersByTimeAsync(899);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled: never runs, and its idle request is withdrawn', async () => {
    const page = fakeWindow({ loaded: true });
    const run = vi.fn();
    const cancel = createQuiet(page.win).schedule(run, 3000);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleRequests).toHaveLength(1);
    cancel();
    expect(page.idleRequests).toEqual([]);
    page.idle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('cancelled before load: the load listener is removed', async () => {
    const page = fakeWindow();
    const run = vi.fn();
    createQuiet(page.win).schedule(run)();
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleRequests).toEqual([]);
  });
});

describe('whenQuiet, the promise form for the session chunk', () => {
  it('resolves in the quiet moment; an abort first rejects with its reason and withdraws the wait', async () => {
    const page = fakeWindow({ loaded: true });
    const quiet = createQuiet(page.win);
    let resolved = false;
    const waiting = whenQuiet(quiet).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(false);
    page.idle();
    await waiting;
    expect(resolved).toBe(true);

    const controller = new AbortController();
    const aborted = whenQuiet(quiet, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleRequests).toHaveLength(1);
    controller.abort(new Error('page left'));
    await expect(aborted).rejects.toThrow('page left');
    expect(page.idleRequests).toEqual([]);
    const already = new AbortController();
    already.abort(new Error('gone'));
    await expect(whenQuiet(quiet, already.signal)).rejects.toThrow('gone');
  });
});
