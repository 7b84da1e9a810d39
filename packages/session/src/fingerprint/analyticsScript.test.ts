import { resetLogOnce } from '@nm/core';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { analyticsOrigin, checkScriptUrl, insertAnalyticsScript } from './analyticsScript';

/*
 * Each test gets its own happy-dom window, so each has its own document (the
 * policy is created once per document). Trusted Types are played by a
 * recording factory; analyticsScript.browser.test.ts runs the real thing.
 */
const PAGE = 'https://www.shop.test/c/shoes';

interface Rules {
  createScriptURL(input: string): string;
}
function fakeTrustedTypes(options: { refuse?: boolean } = {}) {
  const created: Array<{ name: string; rules: Rules }> = [];
  return {
    created,
    createPolicy(name: string, rules: Rules) {
      if (options.refuse) throw new TypeError(`Failed to execute 'createPolicy': Policy "${name}" disallowed.`);
      created.push({ name, rules });
      return {
        createScriptURL: (input: string) => ({
          trusted: rules.createScriptURL(input),
          toString: () => rules.createScriptURL(input),
        }),
      };
    },
  };
}

function page(trustedTypes?: ReturnType<typeof fakeTrustedTypes>): Document {
  const win = new Window({ url: PAGE });
  if (trustedTypes) (win as unknown as { trustedTypes: unknown }).trustedTypes = trustedTypes;
  return win.document as unknown as Document;
}

let errorSpy: MockInstance<typeof console.error>;
const logged = () => errorSpy.mock.calls.map((call) => call.map(String).join(' '));
beforeEach(() => {
  resetLogOnce();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('header.md §7 behavioural-analytics script: <script id="bcn"> from the analytics host', () => {
  it('event mode: src {host}/bcn.js, dvct 500, dvc a, dvci', () => {
    const doc = page();
    expect(insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: true, dvci: 'sess-1' })).toBe(true);
    const script = doc.getElementById('bcn') as HTMLScriptElement;
    expect(script.parentNode).toBe(doc.head);
    expect(script.getAttribute('src')).toBe('https://analytics.test/bcn.js');
    expect(script.getAttribute('dvct')).toBe('500');
    expect(script.getAttribute('dvc')).toBe('a');
    expect(script.getAttribute('dvci')).toBe('sess-1');
  });

  it('non-event mode: dvc d, nothing else', () => {
    const doc = page();
    insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false });
    const script = doc.getElementById('bcn')!;
    expect(script.getAttribute('dvc')).toBe('d');
    expect(script.hasAttribute('dvct')).toBe(false);
    expect(script.hasAttribute('dvci')).toBe(false);
  });

  it("an empty host is the page's origin", () => {
    const doc = page();
    insertAnalyticsScript({ doc, host: '', eventMode: false });
    expect(doc.getElementById('bcn')!.getAttribute('src')).toBe('https://www.shop.test/bcn.js');
  });

  it("once per page: a #bcn already there (ours or the page's) is left alone", () => {
    const doc = page();
    expect(insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: true })).toBe(true);
    expect(insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false })).toBe(false);
    expect(doc.querySelectorAll('#bcn')).toHaveLength(1);
    expect(doc.getElementById('bcn')!.getAttribute('dvc')).toBe('a');
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,1', 'analytics.test'])(
    'a host that is not an http(s) origin (%s) → skipped, logged once',
    (host) => {
      const doc = page();
      expect(insertAnalyticsScript({ doc, host, eventMode: false })).toBe(false);
      expect(insertAnalyticsScript({ doc, host, eventMode: false })).toBe(false);
      expect(doc.getElementById('bcn')).toBeNull();
      expect(logged()).toHaveLength(1);
    },
  );
});

describe('the Trusted Types policy nm-widgets-bcn', () => {
  it('is created once per page and hands the script a trusted value for the analytics host', () => {
    const tt = fakeTrustedTypes();
    const doc = page(tt);
    insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false });
    doc.getElementById('bcn')!.remove();
    insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false });
    expect(tt.created.map((p) => p.name)).toEqual(['nm-widgets-bcn']);
    expect(doc.getElementById('bcn')!.getAttribute('src')).toBe('https://analytics.test/bcn.js');
  });

  it('its createScriptURL accepts only the configured analytics origin, and only while inserting', () => {
    const tt = fakeTrustedTypes();
    const doc = page(tt);
    insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false });
    const { createScriptURL } = tt.created[0]!.rules;
    expect(() => createScriptURL('https://analytics.test/bcn.js')).toThrow(/not inserting now/);
  });

  it('a page whose CSP refuses the policy name → logged once, skipped', () => {
    const tt = fakeTrustedTypes({ refuse: true });
    const doc = page(tt);
    expect(insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false })).toBe(false);
    expect(insertAnalyticsScript({ doc, host: 'https://analytics.test', eventMode: false })).toBe(false);
    expect(doc.getElementById('bcn')).toBeNull();
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('nm-widgets-bcn');
  });
});

describe("the policy's rule", () => {
  it.each<[string, string, boolean]>([
    ['https://analytics.test/bcn.js', 'https://analytics.test', true],
    ['/bcn.js', 'https://www.shop.test', true],
    ['https://analytics.test:8443/bcn.js', 'https://analytics.test', false],
    ['http://analytics.test/bcn.js', 'https://analytics.test', false],
    ['https://analytics.test.evil.example/bcn.js', 'https://analytics.test', false],
    ['https://evil.example/bcn.js', 'https://analytics.test', false],
    ['//evil.example/bcn.js', 'https://www.shop.test', false],
    ['javascript:alert(1)', 'https://www.shop.test', false],
  ])('%s on %s → %s', (input, origin, accepted) => {
    if (accepted) expect(checkScriptUrl(input, origin, PAGE)).toBe(new URL(input, PAGE).href);
    else expect(() => checkScriptUrl(input, origin, PAGE)).toThrow(TypeError);
  });

  it.each<[string, string | null]>([
    ['', 'https://www.shop.test'],
    ['https://analytics.test', 'https://analytics.test'],
    ['https://analytics.test/', 'https://analytics.test'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['javascript:alert(1)', null],
    ['ftp://files.test', null],
    ['analytics.test', null],
  ])('the analytics host %s stands for %s', (host, origin) => {
    expect(analyticsOrigin(host, PAGE)).toBe(origin);
  });
});
