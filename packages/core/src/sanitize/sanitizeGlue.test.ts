import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogOnce } from '../log/log';
import { writable } from '../testing/writable';

/*
 * What sanitize.ts adds around DOMPurify: the config it hands over, the
 * Trusted Types switch, reading DOMPurify.removed for inline handlers, the
 * URL policy hooks, the text gate and the logging. DOMPurify itself does not
 * work on happy-dom (sanitize.test.ts), so here it is a stand-in that records
 * what it was asked and plays back what the test says it removed; what the
 * real DOMPurify keeps and strips is proved in Chromium
 * (sanitize.browser.test.ts).
 */

type Hook = (node: Node, event?: { attrName: string; attrValue: string; keepAttr: boolean }) => void;
const fake = vi.hoisted(() => {
  const hooks: Record<string, Hook[]> = {};
  const state = {
    calls: [] as { html: string; config: Record<string, unknown> }[],
    removed: [] as unknown[],
    during: null as null | (() => void),
    result: 'clean' as unknown,
  };
  const purify = {
    addHook: (name: string, hook: Hook) => {
      (hooks[name] ??= []).push(hook);
    },
    sanitize: (html: string, config: Record<string, unknown>) => {
      state.calls.push({ html, config });
      state.during?.();
      return state.result;
    },
    get removed() {
      return state.removed;
    },
  };
  return { hooks, state, purify };
});
vi.mock('dompurify', () => ({ default: fake.purify }));

const { sanitizeBanner, sanitizeHtml, sanitizeReport, sanitizeUnlessHandlers, sanitizeWithoutHandlers } =
  await import('./sanitize');
const { $config } = await import('../state/config');
const { mergeConfig } = await import('../config/config');

let errors: MockInstance<typeof console.error>;
const logged = () => errors.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  resetLogOnce();
  writable($config).set(mergeConfig(location.hostname, {}));
  fake.state.calls = [];
  fake.state.removed = [];
  fake.state.during = null;
  fake.state.result = 'clean';
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const hook = (name: string): Hook => {
  const list = fake.hooks[name] ?? [];
  expect(list).toHaveLength(1);
  return list[0]!;
};

// First in the file: the hooks are installed on the first call of the page's life, and only a
// test that makes that call can see how (the mutation run credits the line to that test alone).
describe('the URL hooks are installed on first use, once', () => {
  it('two calls: one uponSanitizeAttribute and one afterSanitizeAttributes hook', () => {
    expect(fake.hooks).toEqual({});
    sanitizeHtml('<p>x</p>');
    sanitizeHtml('<p>y</p>');
    expect(Object.keys(fake.hooks).sort()).toEqual(['afterSanitizeAttributes', 'uponSanitizeAttribute']);
    expect(fake.hooks.uponSanitizeAttribute).toHaveLength(1);
    expect(fake.hooks.afterSanitizeAttributes).toHaveLength(1);
  });
});

describe('the banner whitelist handed to DOMPurify (header.md §5 "sanitised against a whitelist of tags")', () => {
  it('the tags and attributes the banner tests rely on, no data- attributes, no style', () => {
    expect(sanitizeBanner('<b>Free</b> returns')).toEqual({ __html: 'clean' });
    expect(fake.state.calls).toHaveLength(1);
    const { html, config } = fake.state.calls[0]!;
    expect(html).toBe('<b>Free</b> returns');
    expect(config.ALLOWED_TAGS).toEqual(expect.arrayContaining(['a', 'b', 'strong', 'i', 'em', 'p', 'br', 'img']));
    expect(config.ALLOWED_TAGS).not.toEqual(expect.arrayContaining(['script']));
    expect(config.ALLOWED_ATTR).toEqual(expect.arrayContaining(['href', 'src', 'alt']));
    expect(config.ALLOWED_ATTR).not.toContain('style');
    expect(config.ALLOW_DATA_ATTR).toBe(false);
    expect(config).not.toHaveProperty('RETURN_TRUSTED_TYPE');
  });

  it("sanitizeHtml passes a caller config through and returns DOMPurify's answer", () => {
    expect(sanitizeHtml('<i>x</i>', { ALLOWED_TAGS: ['i'] })).toEqual({ __html: 'clean' });
    expect(fake.state.calls[0]!.config).toEqual({ ALLOWED_TAGS: ['i'] });
  });

  it('where the page has Trusted Types, asks DOMPurify for a TrustedHTML, keeping the whitelist', () => {
    Object.defineProperty(window, 'trustedTypes', { value: {}, configurable: true });
    try {
      fake.state.result = { trusted: true };
      expect(sanitizeHtml('<i>x</i>', { ALLOWED_TAGS: ['i'] })).toEqual({ __html: { trusted: true } });
      expect(fake.state.calls[0]!.config).toEqual({ ALLOWED_TAGS: ['i'], RETURN_TRUSTED_TYPE: true });
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});

describe('sanitizeReport reads the inline handlers out of DOMPurify.removed', () => {
  it('attributes named on… (any case), on removed attributes and on dropped elements', () => {
    const svg = document.createElement('svg');
    svg.setAttribute('onload', 'x()');
    svg.setAttribute('class', 'icon');
    const img = document.createElement('img');
    img.setAttribute('alt', 'on sale');
    img.setAttribute('onerror', 'x()');
    fake.state.removed = [
      { attribute: { name: 'OnClick' }, from: { nodeName: 'A' } },
      { attribute: { name: 'content' }, from: { nodeName: 'META' } },
      { attribute: { name: 'icon' }, from: { nodeName: 'LINK' } },
      { attribute: null, from: { nodeName: 'P' } },
      { element: svg },
      { element: img },
      { element: document.createTextNode('onload=x') },
    ];
    expect(sanitizeReport('<p>x</p>').handlers).toEqual(['a onclick', 'svg onload', 'img onerror']);
  });

  it('nothing removed: no handlers', () => {
    expect(sanitizeReport('<p>x</p>').handlers).toEqual([]);
  });
});

describe("sanitizeUnlessHandlers: DOMPurify's decision", () => {
  it('no handler removed: the sanitised HTML, nothing logged', () => {
    expect(sanitizeUnlessHandlers('<p>x</p>', {}, 'Flyout')).toEqual({ __html: 'clean' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('a handler removed: null, logged once per what, naming each handler once', () => {
    fake.state.removed = [
      { attribute: { name: 'onclick' }, from: { nodeName: 'A' } },
      { attribute: { name: 'onclick' }, from: { nodeName: 'A' } },
      { attribute: { name: 'onerror' }, from: { nodeName: 'IMG' } },
    ];
    expect(sanitizeUnlessHandlers('<p>x</p>', {}, 'Flyout')).toBeNull();
    expect(sanitizeUnlessHandlers('<p>x</p>', {}, 'Flyout')).toBeNull();
    expect(logged()).toEqual(['[nm-widgets] Flyout discarded: it carries inline handlers (a onclick, img onerror)']);
    expect(sanitizeUnlessHandlers('<p>x</p>', {}, 'Banner')).toBeNull();
    expect(logged()).toHaveLength(2);
  });
});

describe('sanitizeWithoutHandlers: the text gate in front of DOMPurify (no parse of markup with on…= in a tag)', () => {
  it.each<[string, string]>([
    ['a plain handler', '<img src=x onerror=alert(1)>'],
    ['a handler in capitals', '<IMG SRC=x ONERROR=alert(1)>'],
    ['<svg/onload=…>', '<svg/onload=alert(1)>'],
    ['a handler right after a quoted value', '<img src="x"onerror="alert(1)">'],
    ['a handler after a single-quoted value', "<img src='x'onerror='alert(1)'>"],
    ['a space before =', '<a href="/x" onclick = "y()">x</a>'],
    ['a ">" inside a quoted value does not end the tag', '<img alt=">" onerror=alert(1)>'],
    ['after an attribute', '<p class="a" onmouseover="x()">x</p>'],
    ['a tab before it', '<p\tonclick="x()">x</p>'],
  ])('%s → discarded before parsing, logged once', (_label, html) => {
    expect(sanitizeWithoutHandlers(html, {}, 'Flyout')).toBeNull();
    expect(sanitizeWithoutHandlers(html, {}, 'Flyout')).toBeNull();
    expect(fake.state.calls).toHaveLength(0);
    expect(logged()).toEqual(['[nm-widgets] Flyout discarded before parsing: it carries an inline handler (on…=)']);
  });

  it.each<[string, string]>([
    ['"on" in text', '<p>Shop on sale = now</p>'],
    ['"on=" inside a double-quoted value', '<a href="/c/x" title="x on=y">x</a>'],
    ['"on=" inside a single-quoted value', "<a href='/c/x' title='x on=y'>x</a>"],
    ['an attribute ending in on', '<p data-icon="x">x</p>'],
    ['an attribute whose name holds on', '<p icon="x" button="y">x</p>'],
    ['"on=" after the tag ended', '<p>x</p> onclick=y'],
    ['no letter after "<"', '< p onclick=y'],
    ['on with no letters after it', '<p on="x">x</p>'],
  ])('%s → handed to DOMPurify', (_label, html) => {
    expect(sanitizeWithoutHandlers(html, {}, 'Flyout')).toEqual({ __html: 'clean' });
    expect(fake.state.calls).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('sanitizeBanner hands DOMPurify only a banner it may show', () => {
  it.each<[string, unknown]>([
    ['not text', 42],
    ['empty', ''],
    ['blank', ' \n '],
    ['an error page', '<h1>404</h1>'],
    ['an inline handler', '<b onclick="x()">Sale</b>'],
  ])('%s: never parsed', (_label, html) => {
    expect(sanitizeBanner(html)).toBeNull();
    expect(fake.state.calls).toHaveLength(0);
  });

  it('logs under the name it is given ("Banner" unless told)', () => {
    sanitizeBanner('<b onclick="x()">Sale</b>');
    sanitizeBanner('<b onclick="x()">Sale</b>', 'Flyout banner');
    expect(logged().map((m) => m.split(' discarded')[0])).toEqual([
      '[nm-widgets] Banner',
      '[nm-widgets] Flyout banner',
    ]);
  });
});

describe('the URL policy inside service HTML (DOMPurify hooks)', () => {
  const attribute = (attrName: string, attrValue: string, keepAttr = true) => ({ attrName, attrValue, keepAttr });

  /** Runs `inside` while DOMPurify is sanitising for sanitizeBanner (owner "Banner"). */
  const whileSanitising = (inside: () => void) => {
    fake.state.during = inside;
    sanitizeBanner('<p>x</p>');
  };

  it('installs its two hooks once, however many calls', () => {
    sanitizeHtml('<p>x</p>');
    sanitizeHtml('<p>y</p>');
    expect(Object.keys(fake.hooks).sort()).toEqual(['afterSanitizeAttributes', 'uponSanitizeAttribute']);
    hook('uponSanitizeAttribute');
    hook('afterSanitizeAttributes');
  });

  it('a link leaving the site loses its href (HREF in any case), logged naming the owner; a link on the site keeps it', () => {
    const a = document.createElement('a');
    const away = attribute('HREF', 'https://elsewhere.example/p');
    const home = attribute('href', '/c/sale');
    whileSanitising(() => {
      hook('uponSanitizeAttribute')(a, away);
      hook('uponSanitizeAttribute')(a, home);
    });
    expect(away.keepAttr).toBe(false);
    expect(home.keepAttr).toBe(true);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toContain('Banner link: refused link URL');
  });

  it('a refused picture loses its src and is dropped after its attributes; an allowed one stays', () => {
    const host = document.createElement('div');
    const bad = host.appendChild(document.createElement('img'));
    const good = host.appendChild(document.createElement('img'));
    const badSrc = attribute('SRC', 'javascript:alert(1)');
    const goodSrc = attribute('src', 'https://images.example/a.jpg');
    whileSanitising(() => {
      hook('uponSanitizeAttribute')(bad, badSrc);
      hook('uponSanitizeAttribute')(good, goodSrc);
      hook('afterSanitizeAttributes')(bad);
      hook('afterSanitizeAttributes')(good);
    });
    expect(badSrc.keepAttr).toBe(false);
    expect(goodSrc.keepAttr).toBe(true);
    expect(Array.from(host.children)).toEqual([good]);
    expect(logged()[0]).toContain('Banner image: refused image URL');
  });

  it('a refused picture that has no parent (yet) is only forgotten, nothing thrown', () => {
    const img = document.createElement('img');
    whileSanitising(() => {
      hook('uponSanitizeAttribute')(img, attribute('src', 'javascript:alert(1)'));
      expect(() => hook('afterSanitizeAttributes')(img)).not.toThrow();
    });
  });

  it('a refused src on something other than a picture loses the src only', () => {
    const host = document.createElement('div');
    const source = host.appendChild(document.createElement('source'));
    const src = attribute('src', 'javascript:alert(1)');
    whileSanitising(() => {
      hook('uponSanitizeAttribute')(source, src);
      hook('afterSanitizeAttributes')(source);
    });
    expect(src.keepAttr).toBe(false);
    expect(host.children).toHaveLength(1);
  });

  it('an href is not read as an src, nor an src as an href', () => {
    const host = document.createElement('div');
    const img = host.appendChild(document.createElement('img'));
    const href = attribute('href', 'https://elsewhere.example/x.jpg');
    const other = attribute('title', 'javascript:alert(1)');
    whileSanitising(() => {
      hook('uponSanitizeAttribute')(img, attribute('src', 'https://elsewhere.example/x.jpg'));
      hook('uponSanitizeAttribute')(img, other);
      hook('afterSanitizeAttributes')(img);
    });
    expect(host.children).toHaveLength(1);
    expect(other.keepAttr).toBe(true);
    const a = document.createElement('a');
    whileSanitising(() => hook('uponSanitizeAttribute')(a, href));
    expect(href.keepAttr).toBe(false);
  });

  it('an attribute DOMPurify already refused is not asked about (nothing logged)', () => {
    const refused = attribute('href', 'https://elsewhere.example/p', false);
    whileSanitising(() => hook('uponSanitizeAttribute')(document.createElement('a'), refused));
    expect(refused.keepAttr).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('outside our calls the hooks do nothing (DOMPurify used directly is untouched)', () => {
    sanitizeHtml('<p>x</p>');
    const away = attribute('href', 'https://elsewhere.example/p');
    hook('uponSanitizeAttribute')(document.createElement('a'), away);
    expect(away.keepAttr).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('also after a call that threw', () => {
    fake.state.during = () => {
      throw new Error('parser broke');
    };
    expect(() => sanitizeHtml('<p>x</p>')).toThrow('parser broke');
    const away = attribute('href', 'https://elsewhere.example/p');
    hook('uponSanitizeAttribute')(document.createElement('a'), away);
    expect(away.keepAttr).toBe(true);
  });

  it('owner names: "Service HTML" unless told', () => {
    let n = 0;
    fake.state.during = () =>
      hook('uponSanitizeAttribute')(document.createElement('a'), attribute('href', `https://elsewhere.example/${++n}`));
    sanitizeHtml('<p>x</p>');
    sanitizeHtml('<p>x</p>', {}, 'Flyout');
    expect(logged().map((m) => m.split(':')[0])).toEqual([
      '[nm-widgets] Service HTML link',
      '[nm-widgets] Flyout link',
    ]);
  });
});
