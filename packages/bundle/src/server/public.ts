/**
 * The first-paint server module's public contract, as types: the source of
 * dist/server/first-paint.d.ts. firstPaint.tsx implements it and is checked
 * against it. The config's type is imported by path, as
 * packages/bundle/src/public.ts does: tsup's type bundler inlines only what
 * relative imports reach, and this small graph keeps that step quick.
 */
import type { WidgetsConfigInput } from '../../../core/src/config/config';

export interface FirstPaintContext {
  /** The page's config, as its `nm-widgets-config` block gives it (a full WidgetsConfig too). */
  config?: WidgetsConfigInput;
  /** The request's `Cookie` header: the first paint is then the shopper's own. Without it, the neutral one. */
  cookies?: string;
  /** The page's host name, for what the client derives from it when the config does not say (brand, environment). */
  hostname?: string;
}

/** An attribute as a page writes it: text, or a boolean attribute's presence. */
export type FirstPaintAttributes = Record<string, string | boolean | null | undefined>;

/** A first paint's markup and the texts of its two inline styles (the tokens', then the rest), from one drawing. */
export declare function drawFirstPaint(
  tag: string,
  attributes?: FirstPaintAttributes,
  context?: FirstPaintContext,
): { html: string; styles: string[] };

/**
 * The markup a page puts as `<tag>`'s first child: a declarative shadow root
 * with exactly what the element draws when it hydrates, styled by two inline
 * `<style>` elements whose hashes (`styleHash`, listed in
 * dist/first-paint/index.json) a page's CSP lists. With `cookies`, the
 * shopper's own first paint; without, the neutral one. `tag` is one of
 * nm-minicart, nm-search, nm-header, nm-abandon-cart-modal; any other throws
 * a RangeError naming them.
 */
export declare function renderFirstPaint(
  tag: string,
  attributes?: FirstPaintAttributes,
  context?: FirstPaintContext,
): string;

/** The CSP source for one style text: `'sha256-…'`. */
export declare function styleHash(css: string): string;

/** The style texts of a first paint (the tokens', then the rest), for the hashes a page's CSP lists. */
export declare function firstPaintStyles(
  tag: string,
  attributes?: FirstPaintAttributes,
  context?: FirstPaintContext,
): string[];
