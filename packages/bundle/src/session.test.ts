import {
  $auth,
  $authPhase,
  $shopperDemanded,
  demandShopper,
  lazyModule,
  resetLogOnce,
  whenAuthSettled,
  type Cancel,
  type SessionService,
} from '@nm/core';
import type { Quiet } from '@nm/session/quiet';
import type { MockInstance } from 'vitest';
import { startSessionAfterRender } from './session';
import { writable } from '@nm/core/testing';

/** A quiet-moment schedule the test releases by hand (its rules: packages/session/src/state/quiet.test.ts). */
function heldQuiet() {
  const scheduled: Array<{ run: () => void; latestMs: number | undefined; cancelled: boolean }> = [];
  const quiet: Quiet = {
    schedule(run, latestMs): Cancel {
      const entry = { run, latestMs, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  };
  const makeQuiet = vi.fn(() => quiet);
  return {
    quiet,
    makeQuiet,
    scheduled,
    release: () => {
      for (const e of scheduled) if (!e.cancelled) e.run();
    },
  };
}

/** The session chunk's stand-in: a call to load() is the download. */
function fakeChunk(service: Partial<SessionService> = {}) {
  const order: string[] = [];
  const startSession = vi.fn(async () => {
    order.push('startSession');
  });
  const sessionService: SessionService = {
    signIn: vi.fn(async () => {
      order.push('signIn');
      return { ok: true as const };
    }),
    signOut: vi.fn(async () => {
      order.push('signOut');
    }),
    ...service,
  };
  const load = vi.fn(async () => ({ startSession, sessionService }));
  return { chunk: { load }, load, startSession, sessionService, order };
}

type TestWindow = Window &
  typeof globalThis & { nmSession?: { signIn(e: string, p: string): Promise<unknown>; signOut(): Promise<void> } };
/** Every timer on the fake clock: a real 7 s deadline would fire in whichever file this worker runs next. */
const flush = () => vi.advanceTimersByTimeAsync(0);

let stop: Cancel = () => undefined;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers();
  resetLogOnce();
  $shopperDemanded.set(false);
  writable($authPhase).set('none');
  writable($auth).set({});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // A phase left 'resolving' would make the next file's requests wait.
  writable($authPhase).set('none');
  $shopperDemanded.set(false);
});

describe('the session starts only when the page needs the shopper', () => {
  it('no demand (a page with only <nm-search>): no chunk, no schedule, and requests do not wait', async () => {
    const { chunk, load } = fakeChunk();
    const held = heldQuiet();
    stop = startSessionAfterRender({} as TestWindow, { chunk, quiet: held.makeQuiet });
    await flush();
    expect(load).not.toHaveBeenCalled();
    // Not even the interaction listeners: the quiet schedule is created at the first demand.
    expect(held.makeQuiet).not.toHaveBeenCalled();
    expect($authPhase.get()).toBe('none');
    let settled = false;
    void whenAuthSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('a demand marks the session as resolving at once, and the chunk waits for the quiet moment, at the latest 3000 ms', async () => {
    const { chunk, load, startSession } = fakeChunk();
    const held = heldQuiet();
    const win = {} as TestWindow;
    stop = startSessionAfterRender(win, { chunk, quiet: held.makeQuiet });
    demandShopper();
    expect($authPhase.get()).toBe('resolving');
    expect(held.scheduled.map((s) => s.latestMs)).toEqual([3000]);
    await flush();
    expect(load).not.toHaveBeenCalled();
    held.release();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSession).toHaveBeenCalledWith(win, held.quiet);
  });

  it('an element connected before the bundle listened (the first render) counts: the wait starts at once', () => {
    const { chunk } = fakeChunk();
    const held = heldQuiet();
    demandShopper();
    stop = startSessionAfterRender({} as TestWindow, { chunk, quiet: held.makeQuiet });
    expect($authPhase.get()).toBe('resolving');
    expect(held.scheduled).toHaveLength(1);
  });

  it("requests wait for the held-back chunk 7000 ms from the demand (3000 + 4000), so a signed-in shopper's first calls are not sent as a guest's", async () => {
    const { chunk } = fakeChunk();
    stop = startSessionAfterRender({} as TestWindow, { chunk, quiet: heldQuiet().makeQuiet });
    demandShopper();
    let settled = false;
    await vi.advanceTimersByTimeAsync(1000);
    void whenAuthSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe(false);
    expect($authPhase.get()).toBe('resolving');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect($authPhase.get()).toBe('late');
  });

  it('the chunk failing to load: logged, and the widgets go on without a token (resolved, nobody waits)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const held = heldQuiet();
    stop = startSessionAfterRender({} as TestWindow, { chunk: lazyModule(load), quiet: held.makeQuiet });
    demandShopper();
    held.release();
    await flush();
    expect($authPhase.get()).toBe('resolved');
    expect(errorSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('The session chunk could not be loaded'),
    ]);
  });
});

describe('window.nmSession needs the session now', () => {
  it('signIn demands the shopper and loads the chunk at once: the resolution first, then the sign-in', async () => {
    const { chunk, load, order } = fakeChunk();
    const held = heldQuiet();
    const win = {} as TestWindow;
    stop = startSessionAfterRender(win, { chunk, quiet: held.makeQuiet });
    expect(load).not.toHaveBeenCalled();
    const outcome = await win.nmSession!.signIn('alexandra@example.com', 'secret');
    expect(outcome).toEqual({ ok: true });
    expect($shopperDemanded.get()).toBe(true);
    expect($authPhase.get()).toBe('resolving');
    expect(order).toEqual(['startSession', 'signIn']);
    // The quiet-moment schedule is dropped: the chunk is in.
    expect(held.scheduled.map((s) => s.cancelled)).toEqual([true]);
    held.release();
    await flush();
    expect(order).toEqual(['startSession', 'signIn']);
  });

  it('signOut too', async () => {
    const { chunk, order } = fakeChunk();
    const win = {} as TestWindow;
    stop = startSessionAfterRender(win, { chunk, quiet: heldQuiet().makeQuiet });
    await win.nmSession!.signOut();
    expect($shopperDemanded.get()).toBe(true);
    expect(order).toEqual(['startSession', 'signOut']);
  });

  it('the session started once however it was asked for', async () => {
    const { chunk, startSession } = fakeChunk();
    const held = heldQuiet();
    const win = {} as TestWindow;
    stop = startSessionAfterRender(win, { chunk, quiet: held.makeQuiet });
    demandShopper();
    held.release();
    await win.nmSession!.signIn('a@example.com', 'b');
    await win.nmSession!.signOut();
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(held.makeQuiet).toHaveBeenCalledTimes(1);
  });
});
