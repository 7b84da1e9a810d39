import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import type { PropSpec } from '../element/attributes';
import { defineElement, type ElementDefinition } from '../element/defineElement';
import { axeClean, mountElement, shadowOf, until } from './dom';

/** The points of the contract every element keeps (README "Elements"), each one test. */
type ContractPoint = 'attributes' | 'before upgrade' | 'move' | 'remove' | 'error boundary' | 'axe';

interface ElementContractOptions<P extends object> {
  /** Attributes every instance carries (a required page id, say). */
  attributes?: Record<string, string>;
  /**
   * Attribute text to try for a prop instead of its kind's sample
   * (a string prop with a closed set of values: `{ presentation: 'flyout' }`).
   */
  samples?: { [K in keyof P]?: string };
  /**
   * What the element's resting render shows: throws (an assertion) until it is
   * there. By default an element in its shadow root; an element that renders
   * nothing at rest says so with `() => {}`.
   */
  rendered?: (root: ShadowRoot) => void;
  /** Points this element does not keep yet, each with the reason: the test is reported skipped, not dropped. */
  skip?: { [K in ContractPoint]?: string };
}

/** The README's fallback for a widget that failed to render (minicart.md §2, §8), as the spec writes it. */
const RENDER_ERROR_TEXT = 'Sorry.. there was an error';

let serial = 0;

/**
 * The console.error spy of the current test: the host file's when it has one, else one of our own, silent when
 * asked, put back after the test (a host file that does not restore its mocks keeps its console).
 */
function consoleErrors(silent: boolean): MockInstance<typeof console.error> {
  const own = !vi.isMockFunction(console.error);
  const spy = vi.spyOn(console, 'error');
  if (own) {
    if (silent) spy.mockImplementation(() => {});
    onTestFinished(() => spy.mockRestore());
  }
  return spy;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
/** Past the base's deferred unmount (one microtask) and React's work for a move or a removal. */
const settle = async () => {
  await Promise.resolve();
  await nextFrame();
  await nextFrame();
};

/**
 * Until the shadow root's tree has stopped changing for two frames: an element whose first render is followed by
 * more (a count arriving, a lazy part) is compared once it is still, not midway.
 */
async function quiet(root: ShadowRoot): Promise<void> {
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true });
  try {
    await until(async () => {
      changed = false;
      await nextFrame();
      await nextFrame();
      expect(changed, 'the shadow root is still changing').toBe(false);
    });
  } finally {
    observer.disconnect();
  }
}

type Kind = PropSpec['kind'];

/** An attribute text of each kind and the value HTML semantics give it (README "Elements": attributes follow HTML). */
function sampleOf(kind: Kind, override: string | undefined): { text: string; value: unknown } {
  if (override !== undefined) return { text: override, value: kind === 'number' ? Number(override) : override };
  switch (kind) {
    case 'boolean':
      return { text: '', value: true };
    case 'number':
      return { text: '1234', value: 1234 };
    case 'json':
      return { text: '{"contract":1}', value: { contract: 1 } };
    default:
      return { text: 'contract-sample', value: 'contract-sample' };
  }
}

/** A value other than the default, for a property set by script. */
function otherValue(kind: Kind, fallback: unknown, override: string | undefined): unknown {
  if (override !== undefined) return kind === 'number' ? Number(override) : override;
  switch (kind) {
    case 'boolean':
      return !fallback;
    case 'number':
      return (fallback as number) + 1;
    case 'json':
      return { contract: 1 };
    default:
      return `${String(fallback)}-contract`;
  }
}

interface Listening {
  target: string;
  type: string;
  listener: unknown;
  capture: boolean;
}

/**
 * Records the listeners added to window and document while it runs, minus
 * those removed or whose signal aborted: what a removed element left behind.
 */
function watchListeners(): { left(): string[]; stop(): void } {
  const live: Listening[] = [];
  const spies = (
    [
      [window, 'window'],
      [document, 'document'],
    ] as const
  ).flatMap(([target, name]) => {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const capture = (options?: boolean | EventListenerOptions) =>
      typeof options === 'boolean' ? options : options?.capture === true;
    const same = (a: Listening, type: string, listener: unknown, c: boolean) =>
      a.type === type && a.listener === listener && a.capture === c;
    return [
      vi
        .spyOn(target, 'addEventListener')
        .mockImplementation(
          (
            type: string,
            listener: EventListenerOrEventListenerObject | null,
            options?: boolean | AddEventListenerOptions,
          ) => {
            add(type, listener as EventListenerOrEventListenerObject, options);
            const signal = typeof options === 'object' ? options.signal : undefined;
            if (!listener || signal?.aborted) return;
            const entry = { target: name, type, listener, capture: capture(options) };
            if (live.some((a) => a.target === name && same(a, type, listener, entry.capture))) return;
            live.push(entry);
            signal?.addEventListener('abort', () => live.splice(live.indexOf(entry), 1), { once: true });
          },
        ),
      vi
        .spyOn(target, 'removeEventListener')
        .mockImplementation(
          (
            type: string,
            listener: EventListenerOrEventListenerObject | null,
            options?: boolean | EventListenerOptions,
          ) => {
            remove(type, listener as EventListenerOrEventListenerObject, options);
            const at = live.findIndex((a) => a.target === name && same(a, type, listener, capture(options)));
            if (at >= 0) live.splice(at, 1);
          },
        ),
    ];
  });
  return {
    left: () => live.map((a) => `${a.target} ${a.type}`),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/**
 * The contract every element keeps (README "Elements"), run from each
 * element's browser tests in that file's page, as shoelace runs
 * runFormControlBaseTests for each form control. The definition's props
 * give the attributes and their kinds; the other points need nothing of the
 * element but its resting render.
 */
export function runElementContract<P extends object>(
  definition: ElementDefinition<P>,
  options: ElementContractOptions<P> = {},
): void {
  const { tag } = definition;
  const props = Object.entries<{ kind: Kind; default: unknown }>(
    definition.props as Record<string, { kind: Kind; default: unknown }>,
  );
  const samples = (options.samples ?? {}) as Record<string, string | undefined>;
  const attributes = options.attributes ?? {};
  const rendered = options.rendered;
  const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  /** Every element a point put on the page (and its holder), removed after it: the host file cleans up its own only. */
  const placed: Element[] = [];
  const mount = async () => {
    const el = await mountElement(tag, attributes, {}, rendered ? { rendered } : {});
    placed.push(el);
    return el;
  };
  const point = (name: ContractPoint, title: string, test: () => Promise<void>) => {
    const reason = options.skip?.[name];
    if (reason) it.skip(`${title} (skipped: ${reason})`, test);
    else it(title, test);
  };

  describe(`<${tag}> keeps the element contract (README "Elements")`, () => {
    // Defined here too, so that one point run alone (-t) has its element; a second definition is a no-op.
    beforeAll(() => {
      defineElement(definition);
    });
    afterEach(() => {
      for (const node of placed.splice(0)) node.remove();
    });

    point('attributes', 'each attribute sets its property, and removing it brings the default back', async () => {
      const el = (await mount()) as unknown as Record<string, unknown> & HTMLElement;
      for (const [prop, spec] of props) {
        const attribute = kebab(prop);
        if (attribute in attributes) continue;
        expect(el[prop], `${prop} with no ${attribute}`).toEqual(spec.default);
        const sample = sampleOf(spec.kind, samples[prop]);
        el.setAttribute(attribute, sample.text);
        expect(el[prop], `${prop} from ${attribute}="${sample.text}"`).toEqual(sample.value);
        if (spec.kind === 'boolean') {
          // JSP templates print a flag's value into the attribute.
          el.setAttribute(attribute, 'false');
          expect(el[prop], `${prop} from ${attribute}="false"`).toBe(false);
        }
        el.removeAttribute(attribute);
        expect(el[prop], `${prop} once ${attribute} is removed`).toEqual(spec.default);
      }
      await settle();
      expect(el.shadowRoot?.textContent ?? '').not.toContain(RENDER_ERROR_TEXT);
    });

    point('before upgrade', 'properties a page set before the element was defined are kept', async () => {
      const early = `${tag}-contract-${++serial}`;
      // A prop whose attribute the page also wrote takes the attribute's value at the upgrade, as HTML has it.
      const values = Object.fromEntries(
        props
          .filter(([prop]) => !(kebab(prop) in attributes))
          .map(([prop, spec]) => [prop, otherValue(spec.kind, spec.default, samples[prop])]),
      );
      const el = document.createElement(early) as HTMLElement & Record<string, unknown>;
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      Object.assign(el, values);
      document.body.append(el);
      placed.push(el);
      defineElement({ ...definition, tag: early as `nm-${string}` });
      if (rendered) await until(() => rendered(shadowOf(el)));
      else await until(() => expect(shadowOf(el).firstElementChild, 'the first render').not.toBeNull());
      for (const [prop, value] of Object.entries(values)) {
        // An own property left on the element would hide the element's accessor: the widget would never see the value.
        expect(Object.hasOwn(el, prop), `${prop} handed to the element's accessor`).toBe(false);
        expect(el[prop], prop).toEqual(value);
      }
    });

    point('move', 'moved by page script it keeps its rendered tree (no second render, no lost state)', async () => {
      const el = await mount();
      const root = shadowOf(el);
      await quiet(root);
      const before = [...root.children];
      const elsewhere = document.createElement('div');
      document.body.append(elsewhere);
      placed.push(elsewhere);
      elsewhere.append(el);
      await settle();
      expect(el.isConnected).toBe(true);
      // The same nodes: React carried on with the same tree rather than mounting it again (which replaces them all).
      // A part that arrives meanwhile (a lazy panel) may add nodes beside them.
      expect(before.length, 'something rendered before the move').toBeGreaterThan(0);
      for (const node of before)
        expect(node.parentNode === root, `<${node.localName}> still in the shadow root`).toBe(true);
    });

    point('remove', 'removed, it logs nothing and leaves no listener on window or document', async () => {
      // The first element of a page starts what the page keeps (shared stores, the bridge): not this element's to stop.
      (await mount()).remove();
      await settle();
      const errors = consoleErrors(false);
      const seen = errors.mock.calls.length;
      const listeners = watchListeners();
      try {
        const el = await mount();
        await settle();
        el.remove();
        await settle();
        expect(listeners.left()).toEqual([]);
      } finally {
        listeners.stop();
      }
      expect(errors.mock.calls.slice(seen)).toEqual([]);
    });

    point(
      'error boundary',
      "a render that throws shows the error text, is logged once, and the page's other widgets keep working",
      async () => {
        const broken = `${tag}-contract-${++serial}` as `nm-${string}`;
        function Throws(): never {
          throw new Error('contract: a render that throws');
        }
        defineElement({ ...definition, tag: broken, component: Throws as ComponentType<P> });
        const errors = consoleErrors(true);
        const seen = errors.mock.calls.length;
        const failing = await mountElement(
          broken,
          attributes,
          {},
          { rendered: (root) => expect(root.textContent).toContain(RENDER_ERROR_TEXT) },
        );
        placed.push(failing);
        const working = await mount();
        await settle();
        expect(shadowOf(failing).querySelector('[role="alert"]')?.textContent).toBe(RENDER_ERROR_TEXT);
        expect(shadowOf(working).textContent).not.toContain(RENDER_ERROR_TEXT);
        const logged = errors.mock.calls.slice(seen).filter((call) => String(call[0]).includes(`<${broken}>`));
        expect(logged.map((call) => String(call[0]))).toEqual([
          expect.stringContaining(`<${broken}> failed to render`),
        ]);
      },
    );

    point('axe', 'is axe clean at rest', async () => {
      const el = await mount();
      await settle();
      await axeClean(el, 'animations');
    });
  });
}
