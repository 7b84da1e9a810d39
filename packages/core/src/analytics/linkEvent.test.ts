import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mergeConfig } from '../config/config';
import { resetLogOnce } from '../log/log';
import { $config } from '../state/config';
import { resolveHook, sendLinkEvent } from './linkEvent';
import { writable } from '../testing/writable';

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  resetLogOnce();
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  writable($config).set(mergeConfig('localhost'));
  vi.restoreAllMocks();
});

describe('header.md §4 "Analytics link events": the page\'s hook (README "Analytics")', () => {
  it("by default utag.link, called as the tag manager calls it (this = utag), with the event's name and detail", () => {
    const utag = {
      link: vi.fn(function (this: unknown) {
        expect(this).toBe(utag);
      }),
    };
    sendLinkEvent('nm:abandon-cart-shown', { trigger: 'exit-intent' }, { utag });
    expect(utag.link).toHaveBeenCalledWith({ event_name: 'nm:abandon-cart-shown', trigger: 'exit-intent' });
    expect(error).not.toHaveBeenCalled();
  });

  it("the config's analytics.link names another hook; an array (a data layer) gets the event pushed", () => {
    writable($config).set(mergeConfig('localhost', { analytics: { link: 'dataLayer' } }));
    const dataLayer: unknown[] = [];
    sendLinkEvent('nm:abandon-cart-closed', { action: 'go-to-bag' }, { dataLayer });
    expect(dataLayer).toEqual([{ event_name: 'nm:abandon-cart-closed', action: 'go-to-bag' }]);
  });

  it('a page without the hook is told once, naming it; nothing throws', () => {
    sendLinkEvent('nm:abandon-cart-shown', { trigger: 'idle' }, {});
    sendLinkEvent('nm:abandon-cart-closed', { action: 'cancel' }, { utag: {} });
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      '[nm-widgets] Analytics: the page has no "utag.link" (a function or an array); link events are not sent',
    ]);
  });

  it('a hook that throws is logged once and the widget goes on', () => {
    const utag = {
      link: () => {
        throw new Error('tag manager down');
      },
    };
    expect(() => sendLinkEvent('nm:abandon-cart-shown', { trigger: 'idle' }, { utag })).not.toThrow();
    sendLinkEvent('nm:abandon-cart-closed', { action: 'cancel' }, { utag });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"utag.link" threw');
  });

  it.each<[string, object, boolean]>([
    ['a.b.c', { a: { b: { c: () => {} } } }, true],
    ['a.b', { a: { b: 'text' } }, false],
    ['a.b', { a: null }, false],
    ['dataLayer', { dataLayer: [] }, true],
  ])('resolves %s', (path, root, found) => {
    expect(resolveHook(root, path) !== undefined).toBe(found);
  });
});
