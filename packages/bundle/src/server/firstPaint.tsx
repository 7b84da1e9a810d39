/**
 * dist/server/first-paint.js: an element's first paint, drawn by a server
 * (or by the build) with React's own server renderer, from the same
 * components and the same tree the element hydrates (docs/first-paint.md).
 * An ES module for Node 20 with no DOM.
 */
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import {
  $session,
  DESKTOP_QUERY,
  ElementTree,
  FIRST_PAINT_ATTRIBUTE,
  SNAPSHOT_ATTRIBUTE,
  TOKENS_ATTRIBUTE,
  PHONE_QUERY,
  PRIMITIVES_CSS,
  REDUCED_MOTION_QUERY,
  attributeName,
  collectLazySheets,
  drawAuthPhase,
  drawScreenAt,
  forgetCount,
  isToggleOn,
  loadEveryChunk,
  logErrorOnce,
  mergeConfig,
  ownCss,
  parseAttribute,
  refreshSession,
  restoreGenderFromCookie,
  setConfig,
  setCount,
  snapshotStores,
  validateConfigInput,
  withRequestCookies,
  type Brand,
  type ElementDefinition,
  type FirstPaintSnapshot,
  type FirstPaintVariant,
  type PropSpec,
  type WidgetList,
  type WidgetsConfig,
  type WidgetsConfigInput,
} from '@nm/core';
import type * as ServerModule from './public';
import type { FirstPaintAttributes, FirstPaintContext } from './public';
import { STICKY_DESKTOP_CSS, headerBrand } from '@nm/header';
import { WIDGETS } from '../elements';

/** Every chunk is in before the first drawing: each lazy part is drawn as itself, never as its fallback. */
await loadEveryChunk();

/** The two viewports a drawing can be for, with the media queries each assumes (core useMediaQuery). */
const VARIANTS: ReadonlyArray<{ name: Exclude<FirstPaintVariant, ''>; width: number; media: Record<string, boolean> }> =
  [
    {
      name: 'desktop',
      width: 1280,
      media: { [PHONE_QUERY]: false, [DESKTOP_QUERY]: true, [REDUCED_MOTION_QUERY]: false },
    },
    {
      name: 'phone',
      width: 390,
      media: { [PHONE_QUERY]: true, [DESKTOP_QUERY]: false, [REDUCED_MOTION_QUERY]: false },
    },
  ];

/**
 * Only the drawing for the viewport shows; the element base removes the
 * other before it hydrates. The wrapper takes no box of its own.
 */
const VARIANT_CSS =
  `[${FIRST_PAINT_ATTRIBUTE}]{display:contents}` +
  `@media ${PHONE_QUERY}{[${FIRST_PAINT_ATTRIBUTE}=desktop]{display:none}}` +
  `@media not all and ${PHONE_QUERY}{[${FIRST_PAINT_ATTRIBUTE}=phone]{display:none}}`;

/** The element of one of ours, typed for the props of every element in the list. */
function definitionOf<Ps extends readonly object[]>(
  widgets: WidgetList<Ps>,
  tag: string,
): ElementDefinition<Ps[number]> {
  const found = widgets.find(({ element }) => element.tag === tag);
  if (!found)
    throw new RangeError(
      `renderFirstPaint: <${tag}> is not one of ours (${widgets.map(({ element }) => element.tag).join(', ')})`,
    );
  return found.element;
}

/** The props the element's attributes give, read exactly as the element base reads them. */
function propsOf<P extends object>(definition: ElementDefinition<P>, attributes: FirstPaintAttributes): P {
  const props: Partial<P> = {};
  for (const name of Object.keys(definition.props) as Array<keyof P & string>) {
    const spec: PropSpec<P[typeof name]> = definition.props[name];
    const raw = attributes[attributeName(name)];
    const text = raw === undefined || raw === null || raw === false ? null : raw === true ? '' : String(raw);
    props[name] = parseAttribute(spec, text, (reason) =>
      logErrorOnce(
        `first-paint-attr:${definition.tag}:${name}:${text}`,
        `renderFirstPaint <${definition.tag} ${attributeName(name)}> ignored: ${reason}; using the default`,
      ),
    );
  }
  // Every key of the specs, which are every key of P (PropSpecs<P>), was set above.
  return props as P;
}

/** The brand whose tokens an element draws with: the header's `brand` attribute may differ from the config's. */
function brandFor<P extends object>(definition: ElementDefinition<P>, props: P, config: WidgetsConfig): Brand {
  const brand: unknown = 'brand' in props ? props.brand : undefined;
  return definition.tag === 'nm-header'
    ? headerBrand(typeof brand === 'string' ? brand : '', config.brand)
    : config.brand;
}

/** The element's own sheets in the order it adopts them, as text (the header adds its sticky sheet when the toggle is on). */
function ownStyles<P extends object>(definition: ElementDefinition<P>, brand: Brand, config: WidgetsConfig): string[] {
  const sticky = definition.tag === 'nm-header' && isToggleOn(config, 'STICKY_HEADER_DESKTOP');
  return [...ownCss(brand, definition.styles), ...(sticky ? [STICKY_DESKTOP_CSS] : [])];
}

/** The page-wide stores, set as the client sets them at start from the same cookies and config. */
function setPageState(config: WidgetsConfig, cookies: string, needsShopper: boolean): void {
  withRequestCookies(cookies, () => {
    setConfig(config);
    // A page whose element shows the shopper starts resolving who it is before its first render (core
    // shopperDemand): the client hydrates in that phase, so the server draws in it too (no guest prompt that the
    // client would take away).
    drawAuthPhase(needsShopper ? 'resolving' : 'none');
    refreshSession();
    // The count the profile cookie carries; a page's session storage (minicart_count) is the client's to add.
    const { cartItemCount } = $session.get().profile;
    if (cartItemCount === undefined) forgetCount();
    else setCount(cartItemCount, 'cookie');
    restoreGenderFromCookie();
  });
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The server's Node has no AbortController worth giving: nothing it draws starts anything. */
const NOTHING_STARTS = new AbortController().signal;

function drawVariant<P extends object>(
  definition: ElementDefinition<P>,
  props: P,
  media: Record<string, boolean>,
): string {
  return renderToString(
    <ElementTree
      tag={definition.tag}
      widget={definition.component}
      props={props}
      element={{ host: null as unknown as HTMLElement, signal: NOTHING_STARTS }}
      snapshot={{ stores: {}, media }}
    />,
  );
}

/**
 * The shopper states the build draws every element in to learn which lazy
 * parts' sheets it can need: a first paint carries all of them, so its style
 * text (and the hash a CSP lists) depends only on the tag, the brand and the
 * sticky toggle, never on who the shopper is.
 */
const SIGNED_IN_COOKIES = `ucaProfileData=${encodeURIComponent(JSON.stringify({ firstName: 'Alexandra', securityStatus: 'Authenticated', cartItemCount: 3 }))}; cstmr=${encodeURIComponent(JSON.stringify({ isLoggedin: true, isGuest: false, customerId: 'c' }))}`;
const SHEET_SURVEY: ReadonlyArray<{ config: WidgetsConfigInput; cookies: string }> = (['NM', 'HC'] as const).flatMap(
  (brand) => ['', SIGNED_IN_COOKIES].map((cookies) => ({ config: { brand }, cookies })),
);
const lazySheetsByTag = new Map<string, string[]>();

function lazySheetsOf<P extends object>(definition: ElementDefinition<P>): string[] {
  let sheets = lazySheetsByTag.get(definition.tag);
  if (!sheets) {
    const found = new Set<string>();
    for (const { config, cookies } of SHEET_SURVEY) {
      setPageState(mergeConfig('', config), cookies, definition.needsShopper === true);
      for (const { width, media } of VARIANTS) {
        drawScreenAt(width);
        for (const sheet of collectLazySheets(() => drawVariant(definition, propsOf(definition, {}), media)))
          found.add(sheet);
      }
    }
    sheets = [...found];
    lazySheetsByTag.set(definition.tag, sheets);
  }
  return sheets;
}

interface Drawing {
  /** The brand's design tokens (`:host { --_nm-… }`). */
  tokens: string;
  css: string;
  markup: string;
}

function draw(tag: string, attributes: FirstPaintAttributes, context: FirstPaintContext): Drawing {
  const definition = definitionOf(WIDGETS, tag);
  const surveyed = lazySheetsOf(definition);
  const config = mergeConfig(
    context.hostname ?? '',
    ...(context.config ? [validateConfigInput(context.config, 'renderFirstPaint config')] : []),
  );
  setPageState(config, context.cookies ?? '', definition.needsShopper === true);
  const props = propsOf(definition, attributes);
  const drawings = VARIANTS.map(({ name, width, media }) => {
    drawScreenAt(width);
    let markup = '';
    const sheets = collectLazySheets(() => {
      markup = drawVariant(definition, props, media);
    });
    const snapshot: FirstPaintSnapshot = { stores: snapshotStores(), media };
    return { name, markup, sheets, snapshot };
  });
  const [desktop, phone] = drawings as [(typeof drawings)[0], (typeof drawings)[0]];
  const same = desktop.markup === phone.markup;
  const kept = same ? [{ ...desktop, name: '' as FirstPaintVariant }] : drawings;
  const lazySheets = [...new Set([...surveyed, ...drawings.flatMap((d) => d.sheets)])];
  // The primitives go after the base, as a client adopts them (core adoptAfterBase); the parts' sheets after ours.
  const [tokens, base, ...own] = ownStyles(definition, brandFor(definition, props, config), config);
  const primitives = lazySheets.filter((sheet) => sheet === PRIMITIVES_CSS);
  const parts = lazySheets.filter((sheet) => sheet !== PRIMITIVES_CSS);
  // The brand's tokens in a style of their own: at hydration the element adopts its own, for the brand the client
  // knows, and drops these, so a page whose config says another brand than the server was told ends up in its own.
  const css = [base, ...primitives, ...own, ...parts, VARIANT_CSS].join('\n');
  const markup = kept
    .map(
      (d) =>
        `<div ${FIRST_PAINT_ATTRIBUTE}="${d.name}" ${SNAPSHOT_ATTRIBUTE}="${escapeAttribute(JSON.stringify(d.snapshot))}">${d.markup}</div>`,
    )
    .join('');
  return { tokens: tokens!, css, markup };
}

export function drawFirstPaint(
  tag: string,
  attributes: FirstPaintAttributes = {},
  context: FirstPaintContext = {},
): { html: string; styles: string[] } {
  const { tokens, css, markup } = draw(tag, attributes, context);
  return {
    html: `<template shadowrootmode="open"><style ${TOKENS_ATTRIBUTE}>${tokens}</style><style>${css}</style>${markup}</template>`,
    styles: [tokens, css],
  };
}

export function renderFirstPaint(
  tag: string,
  attributes: FirstPaintAttributes = {},
  context: FirstPaintContext = {},
): string {
  return drawFirstPaint(tag, attributes, context).html;
}

export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

export function firstPaintStyles(
  tag: string,
  attributes: FirstPaintAttributes = {},
  context: FirstPaintContext = {},
): string[] {
  return drawFirstPaint(tag, attributes, context).styles;
}

// What these functions do is documented where other teams read it, in ./public.ts (dist/server/first-paint.d.ts);
// this line fails the type check when an implementation no longer fits its published declaration.
const _published: typeof ServerModule = { drawFirstPaint, renderFirstPaint, styleHash, firstPaintStyles };
