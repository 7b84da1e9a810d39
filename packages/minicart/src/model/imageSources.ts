/**
 * minicart.md §9 image rules, as pure functions: the image breakpoints, the
 * responsive widths, the pixel ratios, and the image URL rule (the service's
 * imageUrl with `wid={pixels}` as a query parameter: `?wid=` or `&wid=`).
 */

/** minicart.md §9: "desktop from 1025, tablet 768 to 1024, mobile 1 to 767". */
const IMAGE_BREAKPOINTS = [
  { name: 'desktop', min: 1025, max: null },
  { name: 'tablet', min: 768, max: 1024 },
  { name: 'mobile', min: 1, max: 767 },
] as const;
export type ImageBreakpoint = (typeof IMAGE_BREAKPOINTS)[number]['name'];

/** minicart.md §9: "responsive image widths 790, 600 and 420", desktop, tablet, mobile in that order. */
const RESPONSIVE_IMAGE_WIDTHS: Readonly<Record<ImageBreakpoint, number>> = { desktop: 790, tablet: 600, mobile: 420 };

/** minicart.md §9: "pixel ratios 1.0, 1.5 and 2.0". */
const PIXEL_RATIOS = [1, 1.5, 2] as const;

/**
 * The image URL for `pixels` wide: `wid={pixels}` appended as a query
 * parameter (`?wid=` when the URL has no query yet, else `&wid=`), before any
 * fragment; an existing `wid` is replaced. An empty URL stays empty.
 */
export function imageUrlWithWidth(url: string, pixels: number): string {
  if (!url) return '';
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const fragment = hash >= 0 ? url.slice(hash) : '';
  const [path, query = ''] = base.split(/\?(.*)/s, 2) as [string, string?];
  const kept = query.split('&').filter((part) => part !== '' && !/^wid(=|$)/i.test(part));
  kept.push(`wid=${Math.round(pixels)}`);
  return `${path}?${kept.join('&')}${fragment}`;
}

/** The media query for one image breakpoint. */
export function breakpointMedia(name: ImageBreakpoint): string {
  const point = IMAGE_BREAKPOINTS.find((b) => b.name === name)!;
  return point.max === null
    ? `(min-width: ${point.min}px)`
    : `(min-width: ${point.min}px) and (max-width: ${point.max}px)`;
}

export interface ImageSources {
  /** The 1x image. */
  src: string;
  /** One candidate per pixel ratio: `{url}?wid={width × ratio} {ratio}x`. */
  srcSet: string;
  /** `<picture>` sources, one per breakpoint, for images whose width follows the breakpoint (empty otherwise). */
  sources: Array<{ media: string; srcSet: string }>;
}

const srcSetFor = (url: string, width: number) =>
  PIXEL_RATIOS.map((ratio) => `${imageUrlWithWidth(url, width * ratio)} ${ratio}x`).join(', ');

/**
 * The sources of a product image.
 * - `fixedWidth` (a number): the image has one CSS width at every breakpoint
 *   (the bag's 100x125 line images and 75x94 recommendations, minicart.md §2,
 *   §9): one srcset of the three pixel ratios of that width. Asking the
 *   service for 790, 600 or 420 px to fill a 100 px box would spend a
 *   shopper's data for nothing.
 * - `'responsive'`: the image fills a column whose width follows the
 *   breakpoints: a `<picture>` source per breakpoint, each with that
 *   breakpoint's responsive width at the three pixel ratios.
 * No URL, no sources (the no-image picture shows).
 */
export function productImageSources(url: string, fixedWidth: number | 'responsive'): ImageSources | null {
  if (!url) return null;
  if (fixedWidth === 'responsive') {
    const sources = IMAGE_BREAKPOINTS.map((point) => ({
      media: breakpointMedia(point.name),
      srcSet: srcSetFor(url, RESPONSIVE_IMAGE_WIDTHS[point.name]),
    }));
    return { src: imageUrlWithWidth(url, RESPONSIVE_IMAGE_WIDTHS.mobile), srcSet: sources.at(-1)!.srcSet, sources };
  }
  return { src: imageUrlWithWidth(url, fixedWidth), srcSet: srcSetFor(url, fixedWidth), sources: [] };
}
