import r2wc from '@r2wc/core';
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { logError, logErrorOnce } from '../log/log';
import { $config } from '../state/config';
import { demandShopper } from '../state/shopperDemand';
import { attributeName, parseAttribute, type PropSpec } from './attributes';
import { ElementTree } from './elementTree';
import type { FirstPaintSnapshot } from './firstPaint';
import { hasFirstPaint, holdClicksUntilHydrated } from './firstPaintMarks';
import { adoptFirstPaintStyles, replayTypedValues, takeFirstPaint } from './hydrate';
import { PHONE_QUERY } from '../ui/useMediaQuery';
import { ownSheets } from './styles';
import type { OutboundEventName } from '../events/outbound';

type PropSpecs<P> = { [K in keyof P]: PropSpec<P[K]> };

export interface ElementDefinition<P extends object> {
  tag: `nm-${string}`;
  component: ComponentType<P>;
  props: PropSpecs<P>;
  /** The element's own CSS, adopted after the base and brand sheets. */
  styles: string;
  /** Whether the element shows who the shopper is: its connection starts the session (core state/shopperDemand.ts). */
  needsShopper?: boolean;
}

/** A prop as the manifest, the README and Storybook describe it. */
export interface PropDocs {
  description: string;
  /** For the manifest, e.g. `"drawer" | "flyout"`; without it, the prop's kind. */
  typeText?: string;
}

/**
 * What the build and the docs need to know about an element and the runtime
 * does not: its descriptions, its events, the boxes to reserve. Kept out of
 * ElementDefinition so none of it ships in the initial chunk (about 1 KB
 * gzip of prose); scripts/build.ts reads it to write custom-elements.json
 * and dist/nm-widgets.css, Storybook for its argTypes.
 */
export interface ElementMeta<P extends object> {
  tag: `nm-${string}`;
  description: string;
  props: { [K in keyof P]: PropDocs };
  /** Outbound events this element raises. */
  events?: readonly OutboundEventName[];
  /** The box the page should reserve before the bundle loads (`:not(:defined)`), e.g. `{ width: '44px', height: '44px' }`. */
  reservedSize?: { width: string; height: string };
  /** The box to reserve at phone widths (the 767 px breakpoint, header.md §9) when it differs from `reservedSize`. */
  reservedSizePhone?: { width: string; height: string };
}

/** r2wc keeps its state under these registered symbols. */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
/**
 * Set by the constructor on an element whose shadow root a server drew: its first mount hydrates that drawing.
 * Cleared then, so an element removed and inserted again later renders on the client.
 */
const FIRST_PAINT = Symbol('nm.firstPaint');

interface Mounted {
  root: Root;
  controller: AbortController;
  unmountPending: boolean;
  /**
   * While a first paint is hydrated: the props that arrived meanwhile (null: none yet), rendered once it has
   * been. Undefined otherwise.
   */
  pending?: RootProps | null;
}

type RootProps = Record<string, unknown> & { container?: ShadowRoot };

/**
 * The renderer r2wc calls. Unmounting waits one microtask: a page script
 * that moves an element (remove + insert in one task) reconnects it before
 * then, and the same React tree, with its state, carries on. The first render
 * is a transition, so React slices it (and a hydration) into short tasks
 * instead of one long one.
 */
function createRenderer(definition: ElementDefinition<object>) {
  const { tag, component } = definition;
  const mounted = new WeakMap<ShadowRoot, Mounted>();
  const rootOptions = {
    // The ErrorBoundary logs what it catches; React must not log it a second time.
    onCaughtError: () => {},
    onUncaughtError: (error: unknown) => logError(`<${tag}> failed outside its error boundary`, error),
    onRecoverableError: (error: unknown) =>
      logErrorOnce(`hydrate:${tag}`, `<${tag}>: first paint redrawn by React`, error),
  };

  const tree = (
    entry: Mounted,
    container: ShadowRoot,
    props: RootProps,
    snapshot: FirstPaintSnapshot | null,
    onCommit?: () => void,
  ) => {
    const { container: _container, ...widgetProps } = props;
    return (
      <ElementTree
        tag={tag}
        widget={component}
        props={widgetProps}
        element={{ host: container.host as HTMLElement, signal: entry.controller.signal }}
        snapshot={snapshot}
        onCommit={onCommit}
      />
    );
  };

  const render = (entry: Mounted, container: ShadowRoot, props: RootProps) => {
    if (entry.pending !== undefined) entry.pending = props;
    else entry.root.render(tree(entry, container, props, null));
  };

  // Clicks on buttons React does not own yet are held in the constructor (holdClicksUntilHydrated); text typed
  // before our script ran is handed to React here, once the root has hydrated.
  const create = (shadow: ShadowRoot, props: RootProps, drawn: boolean): Mounted => {
    const entry: Mounted = { root: null as unknown as Root, controller: new AbortController(), unmountPending: false };
    const taken = drawn ? takeFirstPaint(shadow, matchMedia(PHONE_QUERY).matches) : null;
    if (taken && 'failure' in taken) {
      logErrorOnce(`first-paint:${tag}`, `<${tag}>: first paint not hydrated (${taken.failure}); drawn again`);
      for (const node of [...shadow.childNodes]) node.remove();
    } else if (taken) {
      entry.pending = null;
      // Once: the commit effect runs again only if React remounted the tree, which a later render never does.
      const hydrated = () => {
        if (entry.pending === undefined) return;
        const pending = entry.pending;
        entry.pending = undefined;
        replayTypedValues(taken.drawnValues);
        if (pending) render(entry, shadow, pending);
      };
      startTransition(() => {
        entry.root = hydrateRoot(taken.wrapper, tree(entry, shadow, props, taken.snapshot, hydrated), rootOptions);
      });
      return entry;
    }
    entry.root = createRoot(shadow, rootOptions);
    startTransition(() => render(entry, shadow, props));
    return entry;
  };

  return {
    mount(container: HTMLElement, _component: unknown, props: RootProps) {
      const shadow = container as unknown as ShadowRoot;
      let entry = mounted.get(shadow);
      if (entry) {
        entry.unmountPending = false;
        render(entry, shadow, props);
      } else {
        const host = shadow.host as HTMLElement & { [FIRST_PAINT]?: true };
        const drawn = host[FIRST_PAINT] === true;
        delete host[FIRST_PAINT];
        entry = create(shadow, props, drawn);
        mounted.set(shadow, entry);
      }
      return { shadow, entry };
    },
    update({ shadow, entry }: { shadow: ShadowRoot; entry: Mounted }, props: RootProps) {
      render(entry, shadow, props);
    },
    unmount({ shadow, entry }: { shadow: ShadowRoot; entry: Mounted }) {
      entry.unmountPending = true;
      queueMicrotask(() => {
        if (!entry.unmountPending) return;
        mounted.delete(shadow);
        entry.controller.abort(new DOMException(`<${tag}> was removed from the page`, 'AbortError'));
        entry.root.unmount();
      });
    },
  };
}

type R2wcElement = HTMLElement & {
  [FIRST_PAINT]?: true;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  container: ShadowRoot;
};

/**
 * Builds the custom element class for a React component, on r2wc, with
 * r2wc's known traps removed (ARCHITECTURE.md "Traps"): HTML attribute
 * semantics, properties set before the upgrade kept, no mount until
 * connected, state kept across a move, an open shadow root with adopted
 * styles, and an error boundary.
 */
export function createElementClass<P extends object>(definition: ElementDefinition<P>): CustomElementConstructor {
  const specs = definition.props as Record<string, PropSpec>;
  const propNames = Object.keys(specs);
  const attributeToProp = new Map(propNames.map((name) => [attributeName(name), name]));
  const Base = r2wc(
    definition.component as ComponentType<object>,
    { shadow: 'open', props: {} },
    createRenderer(definition as ElementDefinition<object>) as never,
  ) as unknown as new () => R2wcElement;

  class NmElement extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    /**
     * r2wc attaches the shadow root in its constructor, and attaching one
     * empties a declarative root the parser already gave the element: a
     * server's first paint is kept instead, for the mount to hydrate.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return hasFirstPaint(this.shadowRoot) ? this.shadowRoot! : super.attachShadow(init);
    }

    constructor() {
      super();
      // r2wc starts out "connected", which mounts an element that was
      // created and given an attribute but never inserted.
      this[CONNECTED] = false;
      for (const name of propNames) this[PROPS][name] = specs[name]!.default;
      const own = ownSheets($config.get().brand, definition.styles);
      if (hasFirstPaint(this.container)) {
        adoptFirstPaintStyles(this.container, own);
        holdClicksUntilHydrated(this.container);
        this[FIRST_PAINT] = true;
      } else {
        this.container.adoptedStyleSheets = own;
      }
      // A page may set properties before our script defined the element;
      // those own properties would hide our accessors. Re-apply them.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    connectedCallback(): void {
      if (definition.needsShopper) demandShopper();
      (Base.prototype as unknown as { connectedCallback(this: HTMLElement): void }).connectedCallback.call(this);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const name = attributeToProp.get(attribute);
      if (!name) return;
      this[PROPS][name] = parseAttribute(specs[name]!, value, (reason) =>
        logErrorOnce(
          `attr:${definition.tag}:${attribute}:${value}`,
          `<${definition.tag} ${attribute}> ignored: ${reason}; using the default`,
        ),
      );
      this[RENDER]();
    }
  }

  for (const name of propNames) {
    Object.defineProperty(NmElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[PROPS][name];
      },
      set(this: R2wcElement, value: unknown) {
        this[PROPS][name] = value === undefined ? specs[name]!.default : value;
        this[RENDER]();
      },
    });
  }
  return NmElement;
}

/**
 * Defines the element unless this tag is already taken (a second copy of
 * the bundle, or a page that defined its own): never throws, never
 * defines twice.
 */
export function defineElement<P extends object>(
  definition: ElementDefinition<P>,
  registry: CustomElementRegistry = customElements,
): boolean {
  if (registry.get(definition.tag)) return false;
  registry.define(definition.tag, createElementClass(definition));
  return true;
}
