import { $auth, $config, mergeConfig, resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { computeVisitor, preloadAgent } from './agent';
import type { VisitorFingerprint } from './model';
import { startFingerprint } from './start';
import { writable } from '@nm/core/testing';

vi.mock('./agent', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./agent')>()),
  computeVisitor: vi.fn(),
  // The only way to the FingerprintJS chunk besides computeVisitor: a call is a download.
  preloadAgent: vi.fn(),
}));
const compute = vi.mocked(computeVisitor);
const download = vi.mocked(preloadAgent);

const NOW_S = 1_700_000_000;
const TOKEN = 'bearer-secret';
const CONFIG = { fingerprintKey: 'pk', fingerprintExpiration: 86_400, fingerprintEndpoint: '' };
const CREDS = { accessKeyId: 'AKID', secretAccessKey: 'SECRET' };
const computed: VisitorFingerprint = {
  visitorId: 'fp-new',
  requestId: 'req-1',
  confidenceScore: 0.7,
  incognito: null,
  device: { platform: 'Linux x86_64', ip: '203.0.113.9' },
};

/** A page that is always quiet (../state/quiet.ts has the rules of when it is). */
const alwaysQuiet = async () => undefined;

/** Answers by "METHOD path"; anything else is a 404. Records "METHOD url" and bodies. */
function routes(table: Record<string, () => Response> = {}) {
  const calls: Array<{ key: string; url: string; body: string; headers: Headers }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push({ key, url: request.url, body: await request.clone().text(), headers: request.headers });
      const answer = table[key];
      return answer ? answer() : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
const ok =
  (body: unknown = {}) =>
  () =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const ALL_OK = {
  'POST /extended-profile/v1/guests/guest-1/associate': ok(),
  'POST /extended-profile/v1/profiles/profile-1/associate': ok(),
  'GET /dt/api/pzpId/fp-new': ok({ uca_id: 'uca-1', cmd_id: 'cmd-1' }),
  'GET /dt/api/pzpId/fp-old': ok({ uca_id: 'uca-1', cmd_id: 'cmd-1' }),
  'GET /dt/api/p13nId/fp-new': ok({ uca_id: 'uca-1', cmd_id: 'cmd-1' }),
  'GET /my/api/fpsrvr/fpDefault/req-1/fp-new': ok(),
  'POST /uca-logger/v1/log': ok(),
  'POST /fraud/v1/device-signals': ok(),
};

function storeFingerprint(fpid: string, storedDate: number, expiration: number) {
  localStorage.setItem('fpid', fpid);
  localStorage.setItem('fpStoredDate', String(storedDate));
  localStorage.setItem('fingerprintExpiration', String(expiration));
}

let errorSpy: MockInstance<typeof console.error>;
const logged = () => errorSpy.mock.calls.map((call) => call.map(String).join(' '));
const start = (over: Partial<Parameters<typeof startFingerprint>[0]> = {}) =>
  startFingerprint({ win: window, whenQuiet: alwaysQuiet, config: CONFIG, getCredentials: async () => CREDS, ...over });

beforeEach(() => {
  resetLogOnce();
  localStorage.clear();
  compute.mockReset().mockResolvedValue(computed);
  download.mockReset().mockResolvedValue(undefined);
  vi.spyOn(Date, 'now').mockReturnValue(NOW_S * 1000);
  writable($config).set(
    mergeConfig('localhost', {
      hosts: {
        api: 'https://api.test',
        profile: 'https://profile.test',
        lambda: 'https://lambda.test',
        fraud: 'https://fraud.test',
      },
    }),
  );
  writable($auth).set({ userId: 'guest-1', token: TOKEN });
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  writable($auth).set({});
});

describe('fingerprint flow: no valid stored fingerprint', () => {
  it('computes, stores fpid / fpStoredDate / fingerprintExpiration (seconds), associates, logs, tells fpsrvr, looks up and signals', async () => {
    const calls = routes(ALL_OK);
    const onLookup = vi.fn();
    await start({ onLookup });

    expect(compute).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('fpid')).toBe('fp-new');
    expect(localStorage.getItem('fpStoredDate')).toBe(String(NOW_S));
    expect(localStorage.getItem('fingerprintExpiration')).toBe('86400');
    expect(calls.map((c) => c.key).sort()).toEqual([
      'GET /dt/api/pzpId/fp-new',
      'GET /my/api/fpsrvr/fpDefault/req-1/fp-new',
      'POST /extended-profile/v1/guests/guest-1/associate',
      'POST /fraud/v1/device-signals',
      'POST /uca-logger/v1/log',
    ]);
    const associate = calls.find((c) => c.key.includes('associate'))!;
    expect(JSON.parse(associate.body)).toEqual({ visitorId: 'fp-new' });
    expect(associate.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    const log = JSON.parse(calls.find((c) => c.key.includes('uca-logger'))!.body);
    expect(log).toEqual({
      level: 'info',
      data: {
        group: 'fpDefault',
        message: 'low confidence',
        confidenceScore: 0.7,
        incognito: null,
        visitorId: 'fp-new',
        requestId: 'req-1',
        platform: 'Linux x86_64',
        email: '{email}',
      },
    });
    const signal = JSON.parse(calls.find((c) => c.key.includes('device-signals'))!.body);
    expect(signal).toMatchObject({ visitorId: 'fp-new', userAction: 'pageLoad', eventSource: 'web', ubaID: 'uca-1' });
    expect(onLookup).toHaveBeenCalledWith({ ucaId: 'uca-1', cmdId: 'cmd-1' });
    expect(logged()).toEqual([]);
  });

  it('an expired one (stored date + expiration not in the future) is computed again', async () => {
    storeFingerprint('fp-old', NOW_S - 100, 100);
    routes(ALL_OK);
    await start();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('fpid')).toBe('fp-new');
  });

  it('signed in: associates the profile and looks up p13nId', async () => {
    writable($auth).set({ userId: 'profile-1', token: TOKEN, jwtToken: TOKEN, ucaId: 'uca-session' });
    const calls = routes(ALL_OK);
    await start();
    expect(calls.map((c) => c.key)).toContain('POST /extended-profile/v1/profiles/profile-1/associate');
    expect(calls.map((c) => c.key)).toContain('GET /dt/api/p13nId/fp-new');
    expect(JSON.parse(calls.find((c) => c.key.includes('device-signals'))!.body).ubaID).toBe('uca-session');
  });

  it('a group, page id and user action given by the caller are used', async () => {
    const calls = routes({ ...ALL_OK, 'GET /my/api/fpsrvr/fpTest/req-1/fp-new': ok() });
    await start({ group: 'fpTest', pageId: 'home', userAction: 'login' });
    expect(calls.map((c) => c.key)).toContain('GET /my/api/fpsrvr/fpTest/req-1/fp-new');
    expect(JSON.parse(calls.find((c) => c.key.includes('uca-logger'))!.body).data.group).toBe('fpTest');
    expect(JSON.parse(calls.find((c) => c.key.includes('device-signals'))!.body)).toMatchObject({
      pageID: 'home',
      userAction: 'login',
    });
  });

  it('with an adobeId the lookup is v2 with fgId and adobeId', async () => {
    const calls = routes({
      ...ALL_OK,
      'GET /dt/api/v2/pzpId': () => new Response('Fingerprint not found', { status: 200 }),
    });
    await start({ adobeId: 'adobe-1' });
    const v2 = calls.find((c) => c.key === 'GET /dt/api/v2/pzpId')!;
    expect(new URL(v2.url).searchParams.get('fgId')).toBe('fp-new');
    expect(new URL(v2.url).searchParams.get('adobeId')).toBe('adobe-1');
    expect(logged()).toEqual([]);
  });

  it("header.md §7 v2: the page's analytics visitor id (the AMCV cookie's MCMID) is the adobeId; cmd_id is written back to cstmr", async () => {
    document.cookie = `AMCV_ABC123%40AdobeOrg=${encodeURIComponent('-1124106680|MCIDTS|19700|MCMID|61234567890123456789012345678901234567|vVersion|5.5.0')}; path=/`;
    document.cookie = `cstmr=${encodeURIComponent(JSON.stringify({ customerId: 'guest-1', isLoggedin: false, isGuest: true }))}; path=/`;
    try {
      const calls = routes({ ...ALL_OK, 'GET /dt/api/v2/pzpId': ok({ uca_id: 'uca-2', cmd_id: 'cmd-2' }) });
      await start();
      const v2 = calls.find((c) => c.key === 'GET /dt/api/v2/pzpId')!;
      expect(new URL(v2.url).searchParams.get('adobeId')).toBe('61234567890123456789012345678901234567');
      expect(JSON.parse(decodeURIComponent(/(?:^|; )cstmr=([^;]*)/.exec(document.cookie)![1]!))).toEqual({
        customerId: 'guest-1',
        isLoggedin: false,
        isGuest: true,
        cmdId: 'cmd-2',
      });
    } finally {
      document.cookie = 'AMCV_ABC123%40AdobeOrg=; max-age=0; path=/';
      document.cookie = 'cstmr=; max-age=0; path=/';
    }
  });

  it('without a marketing id the lookup is v1, and its cmd_id is written back too', async () => {
    routes(ALL_OK);
    await start();
    expect(JSON.parse(decodeURIComponent(/(?:^|; )cstmr=([^;]*)/.exec(document.cookie)![1]!))).toMatchObject({
      cmdId: 'cmd-1',
    });
    document.cookie = 'cstmr=; max-age=0; path=/';
  });

  it('the computation failing → uca-logger gets message error and its text; nothing else is called', async () => {
    compute.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const calls = routes(ALL_OK);
    await start();
    expect(calls.map((c) => c.key)).toEqual(['POST /uca-logger/v1/log']);
    expect(JSON.parse(calls[0]!.body).data).toEqual({
      group: 'fpDefault',
      message: 'error',
      error: 'Failed to fetch dynamically imported module',
      email: '{email}',
    });
    expect(localStorage.getItem('fpid')).toBeNull();
    expect(logged()).toHaveLength(1);
  });

  it('no visitor id → uca-logger gets no user data', async () => {
    compute.mockResolvedValue({ ...computed, visitorId: '' });
    const calls = routes(ALL_OK);
    await start();
    expect(JSON.parse(calls[0]!.body).data).toEqual({ group: 'fpDefault', message: 'no user data', email: '{email}' });
  });

  it('without a config nothing new is computed: one log line, no call', async () => {
    const calls = routes(ALL_OK);
    await start({ config: null });
    await start({ config: null });
    expect(compute).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('no fingerprint config');
  });
});

describe('fingerprint flow: a valid stored fingerprint', () => {
  it('is reused: no computation, no associate, log or fpsrvr; the lookup and the device signal still go', async () => {
    storeFingerprint('fp-old', NOW_S - 10, 86_400);
    const calls = routes(ALL_OK);
    await start();
    expect(compute).not.toHaveBeenCalled();
    expect(calls.map((c) => c.key).sort()).toEqual(['GET /dt/api/pzpId/fp-old', 'POST /fraud/v1/device-signals']);
    expect(JSON.parse(calls.find((c) => c.key.includes('device-signals'))!.body).visitorId).toBe('fp-old');
    expect(localStorage.getItem('fpStoredDate')).toBe(String(NOW_S - 10));
  });

  it('is reused even without a config', async () => {
    storeFingerprint('fp-old', NOW_S - 10, 86_400);
    const calls = routes(ALL_OK);
    await start({ config: null });
    expect(calls.map((c) => c.key)).toContain('GET /dt/api/pzpId/fp-old');
  });
});

describe('failures: each logged once, nothing retried, no token in a log line', () => {
  it('every call failing: one line per call, one request per call', async () => {
    const calls = routes({});
    await start();
    expect(calls).toHaveLength(5);
    const lines = logged();
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.startsWith('[nm-widgets] Error getting PZP id'))).toBe(true);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('a second page view in the same document does not log the same failures again', async () => {
    routes({});
    await start();
    localStorage.clear();
    await start();
    expect(logged()).toHaveLength(5);
  });
});

describe('when it runs: in quiet moments, FingerprintJS only when needed, cancellable', () => {
  /** A quiet-moment schedule the test releases by hand, one moment at a time. */
  function heldQuiet() {
    const waiting: Array<() => void> = [];
    const whenQuiet = vi.fn(
      (signal?: AbortSignal) =>
        new Promise<void>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
          waiting.push(resolve);
        }),
    );
    /** Lets the flow run up to its next wait: a task later, every promise it chained has settled. */
    const release = async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { whenQuiet, release, waiting };
  }

  it('nothing happens before the first quiet moment: no storage read, no download, no request', async () => {
    storeFingerprint('fp-old', NOW_S - 100, 100);
    const calls = routes(ALL_OK);
    const quiet = heldQuiet();
    const done = start({ whenQuiet: quiet.whenQuiet });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quiet.whenQuiet).toHaveBeenCalledTimes(1);
    expect(download).not.toHaveBeenCalled();
    expect(compute).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    await quiet.release();
    await quiet.release();
    await done;
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('a valid stored fingerprint: FingerprintJS is not even downloaded, and nothing waits for a second quiet moment', async () => {
    storeFingerprint('fp-old', NOW_S - 10, 86_400);
    const calls = routes(ALL_OK);
    const quiet = heldQuiet();
    const done = start({ whenQuiet: quiet.whenQuiet });
    await quiet.release();
    await done;
    expect(download).not.toHaveBeenCalled();
    expect(compute).not.toHaveBeenCalled();
    expect(quiet.whenQuiet).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.key).sort()).toEqual(['GET /dt/api/pzpId/fp-old', 'POST /fraud/v1/device-signals']);
  });

  it('an expired one: FingerprintJS is downloaded, and its sources run only in the next quiet moment', async () => {
    storeFingerprint('fp-old', NOW_S - 100, 100);
    routes(ALL_OK);
    const quiet = heldQuiet();
    const done = start({ whenQuiet: quiet.whenQuiet });
    await quiet.release();
    expect(download).toHaveBeenCalledTimes(1);
    expect(quiet.whenQuiet).toHaveBeenCalledTimes(2);
    // The shopper started something while the library was on its way: the sources wait.
    expect(compute).not.toHaveBeenCalled();
    await quiet.release();
    await done;
    expect(compute).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('fpid')).toBe('fp-new');
  });

  it('the download failing is a failed computation: logged once, uca-logger told, nothing stored', async () => {
    download.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const calls = routes(ALL_OK);
    await start();
    expect(compute).not.toHaveBeenCalled();
    expect(calls.map((c) => c.key)).toEqual(['POST /uca-logger/v1/log']);
    expect(localStorage.getItem('fpid')).toBeNull();
  });

  it('aborted before the first quiet moment: nothing runs', async () => {
    const calls = routes(ALL_OK);
    const quiet = heldQuiet();
    const controller = new AbortController();
    const done = start({ whenQuiet: quiet.whenQuiet, signal: controller.signal });
    controller.abort();
    await done;
    expect(download).not.toHaveBeenCalled();
    expect(compute).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('aborted while waiting to run the sources: nothing is computed, stored or sent', async () => {
    const calls = routes(ALL_OK);
    const quiet = heldQuiet();
    const controller = new AbortController();
    const done = start({ whenQuiet: quiet.whenQuiet, signal: controller.signal });
    await quiet.release();
    expect(download).toHaveBeenCalledTimes(1);
    controller.abort();
    await done;
    expect(compute).not.toHaveBeenCalled();
    expect(localStorage.getItem('fpid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('aborted during the computation: nothing is stored or sent', async () => {
    const calls = routes(ALL_OK);
    const controller = new AbortController();
    compute.mockImplementation(async () => {
      controller.abort();
      return computed;
    });
    await start({ signal: controller.signal });
    expect(localStorage.getItem('fpid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('each of the sources waits for a quiet moment of its own: the computation is handed the schedule', async () => {
    routes(ALL_OK);
    const quiet = heldQuiet();
    const controller = new AbortController();
    let pausedOnce: Promise<void> | undefined;
    compute.mockImplementation(async (pause) => {
      pausedOnce = pause();
      await pausedOnce;
      return computed;
    });
    const done = start({ whenQuiet: quiet.whenQuiet, signal: controller.signal });
    await quiet.release();
    await quiet.release();
    // The computation's pause is a third quiet moment, asked for with the flow's signal.
    expect(quiet.whenQuiet).toHaveBeenCalledTimes(3);
    expect(quiet.whenQuiet).toHaveBeenLastCalledWith(controller.signal);
    expect(localStorage.getItem('fpid')).toBeNull();
    await quiet.release();
    await done;
    expect(pausedOnce).toBeDefined();
    expect(localStorage.getItem('fpid')).toBe('fp-new');
  });

  it("without a schedule of its own it uses the page's: not before `load`", async () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    try {
      const calls = routes(ALL_OK);
      storeFingerprint('fp-old', NOW_S - 10, 86_400);
      const listeners = new Map<string, () => void>();
      const page = {
        document: { readyState: 'interactive' },
        performance: { now: () => 5000 },
        navigator: {},
        addEventListener: vi.fn((type: string, listener: () => void) => {
          listeners.set(type, listener);
        }),
        removeEventListener: vi.fn(),
      } as unknown as Window;
      const done = startFingerprint({ win: page, config: CONFIG, getCredentials: async () => CREDS });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toEqual([]);
      listeners.get('load')!();
      // No requestIdleCallback on this page (Safari): 500 ms after load.
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(calls.map((c) => c.key)).toContain('GET /dt/api/pzpId/fp-old');
    } finally {
      vi.useRealTimers();
    }
  });
});
