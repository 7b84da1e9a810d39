import { placeHtml, until } from '../testing/dom';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log/log';
import { useElement } from './context';
import { createElementClass, defineElement, type ElementDefinition } from './defineElement';
import { css } from './styles';

let serial = 0;
const uniqueTag = () => `nm-test-${++serial}` as const;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const settle = async () => {
  await Promise.resolve();
  await nextFrame();
};

interface DemoProps {
  label: string;
  open: boolean;
  size: number;
  options: { a: number } | null;
}
function Demo({ label, open, size, options }: DemoProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button
      type="button"
      onClick={() => setClicks((n) => n + 1)}
      data-open={String(open)}
      data-size={size}
      data-options={JSON.stringify(options)}
    >
      {label}:{clicks}
    </button>
  );
}

function define(overrides: Partial<ElementDefinition<DemoProps>> = {}) {
  const tag = uniqueTag();
  defineElement<DemoProps>({
    tag,
    component: Demo,
    props: {
      label: { kind: 'string', default: 'Bag' },
      open: { kind: 'boolean', default: false },
      size: { kind: 'number', default: 10 },
      options: { kind: 'json', default: null },
    },
    styles: css`button { color: var(--_nm-color-accent); }`,
    ...overrides,
  });
  return tag;
}

const mount = (html: string): HTMLElement => placeHtml(html);

const button = (el: HTMLElement) => el.shadowRoot!.querySelector('button')!;

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  resetLogOnce();
});

describe('element base: HTML attribute semantics (ARCHITECTURE.md Traps)', () => {
  it('treats a present boolean attribute as true, ="" as true, and removal as false', async () => {
    const tag = define();
    const el = mount(`<${tag} open></${tag}>`);
    await until(() => expect(button(el).dataset.open).toBe('true'));
    el.removeAttribute('open');
    await until(() => expect(button(el).dataset.open).toBe('false'));
    el.setAttribute('open', '');
    await until(() => expect(button(el).dataset.open).toBe('true'));
  });

  it('returns any removed attribute to its default', async () => {
    const tag = define();
    const el = mount(`<${tag} label="Cart" size="4" options='{"a":1}'></${tag}>`);
    await until(() => expect(button(el).textContent).toBe('Cart:0'));
    expect(button(el).dataset.size).toBe('4');
    expect(button(el).dataset.options).toBe('{"a":1}');
    el.removeAttribute('label');
    el.removeAttribute('size');
    el.removeAttribute('options');
    await until(() => expect(button(el).textContent).toBe('Bag:0'));
    expect(button(el).dataset.size).toBe('10');
    expect(button(el).dataset.options).toBe('null');
  });

  it('logs a number attribute that does not parse, once, and keeps the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = define();
    const el = mount(`<${tag} size="wide"></${tag}>`);
    await until(() => expect(button(el).dataset.size).toBe('10'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(`<${tag} size> ignored`);
  });
});

describe('element base: properties', () => {
  it('keeps properties set on the element before it was defined', async () => {
    const tag = uniqueTag();
    const el = document.createElement(tag) as HTMLElement & { label?: string; open?: boolean };
    el.label = 'Early';
    el.open = true;
    document.body.append(el);
    define({ tag });
    await until(() => expect(button(el).textContent).toBe('Early:0'));
    expect(button(el).dataset.open).toBe('true');
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
  });

  it('renders a property change, and undefined restores the default', async () => {
    const tag = define();
    const el = mount(`<${tag}></${tag}>`) as HTMLElement & { label?: string };
    el.label = 'Set';
    await until(() => expect(button(el).textContent).toBe('Set:0'));
    el.label = undefined;
    await until(() => expect(button(el).textContent).toBe('Bag:0'));
  });
});

describe('element base: lifecycle', () => {
  it('does not mount an element that was created but never connected', async () => {
    const tag = define();
    const el = document.createElement(tag);
    el.setAttribute('label', 'Detached');
    await settle();
    expect(el.shadowRoot!.childNodes.length).toBe(0);
  });

  it('keeps React state when page script moves the element', async () => {
    const tag = define();
    const el = mount(`<${tag}></${tag}>`);
    await until(() => expect(button(el)).toBeTruthy());
    button(el).click();
    button(el).click();
    await until(() => expect(button(el).textContent).toBe('Bag:2'));
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(el);
    // A remount would render 'Bag:0' a few tasks later: give it the time, then look.
    await settle();
    await settle();
    expect(el.parentElement).toBe(elsewhere);
    expect(button(el).textContent).toBe('Bag:2');
  });

  it('unmounts after a microtask on removal and aborts the connection signal', async () => {
    const seen: AbortSignal[] = [];
    const cleanup = vi.fn();
    function Probe() {
      const { signal } = useElement();
      useEffect(() => {
        seen.push(signal);
      }, [signal]);
      useEffect(() => cleanup, []);
      return <span>probe</span>;
    }
    const tag = uniqueTag();
    defineElement({ tag, component: Probe, props: {}, styles: '' });
    const el = mount(`<${tag}></${tag}>`);
    await until(() => expect(seen[0]).toBeDefined());
    expect(seen[0]?.aborted).toBe(false);
    el.remove();
    expect(seen[0]?.aborted).toBe(false);
    await until(() => expect(seen[0]?.aborted).toBe(true));
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot!.childNodes.length).toBe(0);
  });

  it('defines a tag only once and never throws when asked again', () => {
    const tag = define();
    const first = customElements.get(tag);
    expect(defineElement({ tag, component: Demo, props: {} as never, styles: '' })).toBe(false);
    expect(customElements.get(tag)).toBe(first);
  });
});

describe('element base: shadow root and styles', () => {
  it('renders into an open shadow root with adopted sheets starting from all: initial (expanded to longhands by the CSSOM)', async () => {
    const tag = define();
    const el = mount(`<${tag}></${tag}>`);
    await until(() => expect(el.shadowRoot?.mode).toBe('open'));
    const hostRules = el
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === ':host');
    expect(
      hostRules.some(
        (rule) =>
          rule.style.getPropertyValue('cursor') === 'initial' &&
          rule.style.getPropertyValue('background-color') === 'initial',
      ),
    ).toBe(true);
    expect(el.shadowRoot!.querySelector('style')).toBeNull();
  });

  it("is not restyled by the page's global CSS, but takes --nm-* token overrides", async () => {
    const pageSheet = new CSSStyleSheet();
    pageSheet.replaceSync(`
      * { font: 30px serif !important; color: red !important; }
      button { display: none !important; }
      .brand { --nm-color-accent: rgb(1, 2, 3); }
    `);
    document.adoptedStyleSheets = [pageSheet];
    try {
      const tag = define();
      const el = mount(`<${tag}></${tag}>`);
      await until(() => expect(button(el)).toBeTruthy());
      const style = getComputedStyle(button(el));
      expect(style.display).not.toBe('none');
      expect(style.fontSize).not.toBe('30px');
      expect(style.color).toBe('rgb(0, 0, 0)');
      const hostStyle = getComputedStyle(el);
      expect(hostStyle.color).not.toBe('rgb(255, 0, 0)');
      el.parentElement!.className = 'brand';
      expect(getComputedStyle(button(el)).color).toBe('rgb(1, 2, 3)');
    } finally {
      document.adoptedStyleSheets = [];
    }
  });
});

describe('element base: error boundary (minicart.md §8 "Rendering failure")', () => {
  it('shows "Sorry.. there was an error" and logs the failure once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const tag = uniqueTag();
    defineElement({ tag, component: Broken, props: {}, styles: '' });
    const el = mount(`<${tag}></${tag}>`);
    await until(() => expect(el.shadowRoot!.textContent).toBe('Sorry.. there was an error'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull();
    const ours = error.mock.calls.filter((call) => String(call[0]).includes(`<${tag}> failed to render`));
    expect(ours).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps other elements on the page working when one fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenTag = uniqueTag();
    defineElement({
      tag: brokenTag,
      component: () => {
        throw new Error('x');
      },
      props: {},
      styles: '',
    });
    const tag = define();
    mount(`<${brokenTag}></${brokenTag}>`);
    const ok = mount(`<${tag}></${tag}>`);
    await until(() => expect(button(ok).textContent).toBe('Bag:0'));
  });
});

describe('createElementClass', () => {
  it('observes the kebab-case attribute of each prop', () => {
    const Class = createElementClass<{ showZeroValue: boolean }>({
      tag: 'nm-unused',
      component: () => null,
      styles: '',
      props: { showZeroValue: { kind: 'boolean', default: false } },
    }) as unknown as { observedAttributes: string[] };
    expect(Class.observedAttributes).toEqual(['show-zero-value']);
  });
});
