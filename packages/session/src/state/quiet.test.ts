import { browserPage, createQuiet, type QuietPage } from './quiet';

/**
 * A page the test drives: its `load`, its idle periods and its time since
 * navigation start (on vitest's fake clock, which core's pageClock reads).
 */
function fakePage({ loaded = false, startedAgoMs = 5000, idleCallback = true } = {}) {
  const t0 = Date.now();
  let onLoad: (() => void) | null = null;
  const idle: Array<{ run: () => void; timeoutMs: number }> = [];
  const listeners = new Map<string, () => void>();
  let pending = false;
  const page: QuietPage = {
    afterLoad(run) {
      if (loaded) {
        run();
        return () => undefined;
      }
      onLoad = run;
      return () => { onLoad = null; };
    },
    ...(idleCallback ? {
      requestIdle: (run: () => void, timeoutMs: number) => {
        const entry = { run, timeoutMs };
        idle.push(entry);
        return () => { idle.splice(idle.indexOf(entry), 1); };
      },
    } : {}),
    sinceStart: () => startedAgoMs + Date.now() - t0,
    on: (type, listener) => { listeners.set(type, listener); },
    inputPending: () => pending,
  };
  return {
    page,
    load() { loaded = true; onLoad?.(); },
    /** The browser is idle: runs what waited for it. */
    idle() { for (const entry of idle.splice(0)) entry.run(); },
    idleRequests: idle,
    interact(type: 'pointerdown' | 'pointerup' | 'keydown' | 'input') { listeners.get(type)!(); },
    setPending(value: boolean) { pending = value; },
  };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('a quiet moment: after load, past the first second, idle, no interaction (issue 19)', () => {
  it('not before the page\'s load event, however long it takes', async () => {
    const fake = fakePage();
    const run = vi.fn();
    createQuiet(fake.page).schedule(run);
    await vi.advanceTimersByTimeAsync(60_000);
    fake.idle();
    expect(run).not.toHaveBeenCalled();
    expect(fake.idleRequests).toEqual([]);
    fake.load();
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('not before the browser is idle; requestIdleCallback with a 5000 ms deadline', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    createQuiet(fake.page).schedule(run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(fake.idleRequests.map((r) => r.timeoutMs)).toEqual([5000]);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never in the page\'s first second: a page loaded at 200 ms waits until 1000 ms before asking for idle time', async () => {
    const fake = fakePage({ startedAgoMs: 200 });
    const run = vi.fn();
    createQuiet(fake.page).schedule(run);
    fake.load();
    fake.idle();
    await vi.advanceTimersByTimeAsync(799);
    fake.idle();
    expect(fake.idleRequests).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.idleRequests).toHaveLength(1);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('Safari (no requestIdleCallback): 500 ms after load', async () => {
    const fake = fakePage({ idleCallback: false });
    const run = vi.fn();
    createQuiet(fake.page).schedule(run);
    await vi.advanceTimersByTimeAsync(5000);
    fake.load();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('not inside an interaction: an idle period 200 ms after a keystroke waits until 1000 ms after it, then for the next idle period', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(fake.page);
    fake.interact('keydown');
    quiet.schedule(run);
    await vi.advanceTimersByTimeAsync(200);
    fake.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(799);
    expect(fake.idleRequests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.idleRequests).toHaveLength(1);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a shopper still typing keeps it waiting: each keystroke and input event restarts the second', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(fake.page);
    quiet.schedule(run);
    for (let i = 0; i < 10; i++) {
      fake.interact(i % 2 ? 'input' : 'keydown');
      await vi.advanceTimersByTimeAsync(300);
      fake.idle();
    }
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a pointer held down (a press, a drag) is an interaction until it is released, and for a second after', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    const quiet = createQuiet(fake.page);
    fake.interact('pointerdown');
    quiet.schedule(run);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      fake.idle();
    }
    expect(run).not.toHaveBeenCalled();
    fake.interact('pointerup');
    await vi.advanceTimersByTimeAsync(999);
    fake.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('input the browser has not handed over yet (isInputPending) is an interaction', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    createQuiet(fake.page).schedule(run);
    fake.setPending(true);
    fake.idle();
    await vi.advanceTimersByTimeAsync(1000);
    fake.idle();
    expect(run).not.toHaveBeenCalled();
    fake.setPending(false);
    await vi.advanceTimersByTimeAsync(1000);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('with a latest time: runs then even without load, once, and the other waits are dropped', async () => {
    const fake = fakePage();
    const run = vi.fn();
    createQuiet(fake.page).schedule(run, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    fake.load();
    fake.idle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('the latest time is not in the first second either', async () => {
    const fake = fakePage({ startedAgoMs: 100 });
    const run = vi.fn();
    createQuiet(fake.page).schedule(run, 0);
    await vi.advanceTimersByTimeAsync(899);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled: never runs, and its idle request is withdrawn', async () => {
    const fake = fakePage({ loaded: true });
    const run = vi.fn();
    const cancel = createQuiet(fake.page).schedule(run, 3000);
    expect(fake.idleRequests).toHaveLength(1);
    cancel();
    expect(fake.idleRequests).toEqual([]);
    fake.idle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('whenQuiet resolves in the quiet moment; an abort first rejects with its reason and withdraws the wait', async () => {
    const fake = fakePage({ loaded: true });
    const quiet = createQuiet(fake.page);
    let resolved = false;
    const waiting = quiet.whenQuiet().then(() => { resolved = true; });
    await Promise.resolve();
    expect(resolved).toBe(false);
    fake.idle();
    await waiting;
    expect(resolved).toBe(true);

    const controller = new AbortController();
    const aborted = quiet.whenQuiet(controller.signal);
    controller.abort(new Error('page left'));
    await expect(aborted).rejects.toThrow('page left');
    expect(fake.idleRequests).toEqual([]);
    const already = new AbortController();
    already.abort(new Error('gone'));
    await expect(quiet.whenQuiet(already.signal)).rejects.toThrow('gone');
  });
});

describe('the browser\'s page', () => {
  it('after load at once when the document is complete; its clock is performance.now()', () => {
    const page = browserPage(window);
    const run = vi.fn();
    page.afterLoad(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.sinceStart()).toBe(performance.now());
  });

  it('waits for the load event while the document is loading', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { document: { readyState: 'interactive' }, navigator: {}, performance }) as unknown as Window;
    const run = vi.fn();
    const cancel = browserPage(win).afterLoad(run);
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
    const withdrawn = vi.fn();
    browserPage(win).afterLoad(withdrawn)();
    win.dispatchEvent(new Event('load'));
    expect(withdrawn).not.toHaveBeenCalled();
    cancel();
  });

  it('requestIdleCallback with its deadline when the browser has it; none otherwise', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const win = { document, navigator: {}, performance, requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const run = vi.fn();
    const cancel = browserPage(win).requestIdle!(run, 5000);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 5000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    expect(browserPage({ document, navigator: {}, performance } as unknown as Window).requestIdle).toBeUndefined();
  });

  it('interactions are followed on the window in the capture phase, from inside any element', async () => {
    const fake = fakePage({ loaded: true });
    const page: QuietPage = { ...browserPage(window), afterLoad: fake.page.afterLoad, requestIdle: fake.page.requestIdle! };
    const run = vi.fn();
    const quiet = createQuiet(page);
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.stopPropagation());
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
    quiet.schedule(run);
    fake.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    fake.idle();
    expect(run).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('isInputPending where the browser has it', () => {
    const isInputPending = vi.fn(() => true);
    const win = { document, performance, navigator: { scheduling: { isInputPending } } } as unknown as Window;
    expect(browserPage(win).inputPending()).toBe(true);
    expect(browserPage({ document, performance, navigator: {} } as unknown as Window).inputPending()).toBe(false);
  });
});
