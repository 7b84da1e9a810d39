import { $config, mergeConfig, resetLogOnce } from '@nm/core';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { getSilos } from './navigation';
import { writable } from '@nm/core/testing';

const SILOS = { silos: [{ name: 'Shoes', url: '/c/shoes-cat1?navpath=cat000000_cat1', id: 'cat1' }] };

describe('getSilos (header.md §7)', () => {
  let fetchMock: Mock<(input: RequestInfo | URL) => Promise<Response>>;
  beforeEach(() => {
    writable($config).set(mergeConfig('localhost', { hosts: { nav: 'https://nav.test' } }));
    fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify(SILOS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const request = () => fetchMock.mock.calls[0]![0] as Request;

  it('GET {navhost}/navigation/v2/silos/NM/US/desktop with the gender query, the extra parameter and the global-assets header', async () => {
    const result = await getSilos({ view: 'desktop', gender: 'M', extra: { newHeader: 'true' }, globalAssets: true });
    expect(result).toMatchObject({ ok: true, data: [{ name: 'Shoes', id: 'cat1' }] });
    const url = new URL(request().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://nav.test/navigation/v2/silos/NM/US/desktop');
    expect(url.searchParams.get('gender')).toBe('M');
    expect(url.searchParams.get('newHeader')).toBe('true');
    expect(request().method).toBe('GET');
    expect(request().headers.get('global-assets')).toBe('true');
  });

  it('…/mobile without a gender, flag false', async () => {
    await getSilos({ view: 'mobile', globalAssets: false });
    const url = new URL(request().url);
    expect(url.pathname).toBe('/navigation/v2/silos/NM/US/mobile');
    expect(url.search).toBe('');
    expect(request().headers.get('global-assets')).toBe('false');
  });

  it.each([
    ['a 500', () => new Response('{}', { status: 500 })],
    ['a malformed answer', () => new Response(JSON.stringify({ silos: 'x' }), { status: 200 })],
    ['HTML', () => new Response('<html>Oops</html>', { status: 200 })],
  ])('%s is a failure naming the call', async (_, answer) => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    const result = await getSilos({ view: 'desktop', globalAssets: true });
    expect(result).toMatchObject({ ok: false, call: 'GET navigation/v2/silos/NM/US/desktop' });
  });

  it('passes its signal on: a call for a menu that left the page is aborted', async () => {
    fetchMock.mockImplementation(async (input) => {
      if ((input as Request).signal.aborted) throw new DOMException('gone', 'AbortError');
      return new Response(JSON.stringify(SILOS), { status: 200 });
    });
    const gone = new AbortController();
    gone.abort();
    expect(await getSilos({ view: 'desktop', globalAssets: true, signal: gone.signal })).toMatchObject({ ok: false });
    expect(await getSilos({ view: 'desktop', globalAssets: true })).toMatchObject({ ok: true });
  });

  it('reads every link and picture through the URL policy, which names the navigation in what it refuses', async () => {
    resetLogOnce();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const silo = {
      name: 'Shoes',
      id: 'cat1',
      url: 'https://evil.example/x',
      attributes: { promoPath: 'javascript:x' },
    };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ silos: [silo] }), { status: 200 }));
    const result = await getSilos({ view: 'desktop', globalAssets: true });
    expect(result).toMatchObject({ ok: true, data: [{ url: '', attributes: {} }] });
    const logged = errorSpy.mock.calls.map((call) => call.join(' '));
    expect(logged.some((line) => line.includes('] Navigation: refused link URL'))).toBe(true);
    expect(logged.some((line) => line.includes('] Navigation: refused image URL'))).toBe(true);
    errorSpy.mockRestore();
  });
});
