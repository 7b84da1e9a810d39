// What the stories take from the demo host (`@nm/demo-host/catalogue`): its catalogue, its drawn product
// pictures, the stylyze stand-in's picks and the mini-cart API's flyout markup. Nothing here reaches the
// server's code: stories run it in the browser and answer the widgets' calls with it through MSW, so a
// story shows the products, pictures and markup the demo host serves.

import { findProduct } from './catalogue';
import { imageSizeFor, renderProductImage } from './images';

export { listProducts, type Product } from './catalogue';
export { flyoutHtmlOf } from './flyout-html';
export { stylyzeProducts, stylyzeShape } from './stylyze-products';

/**
 * The demo host's answer to `GET /img/products/{file}[?wid=]` (imageRoutes in images.ts): the product's
 * drawn SVG at that width, or a 404 for an unknown product, so a broken picture stays broken.
 */
export function productPictureAnswer(request: Request): Response {
  const url = new URL(request.url);
  const product = findProduct((url.pathname.split('/').pop() ?? '').replace(/\.svg$/, ''));
  if (!product) return new Response(null, { status: 404 });
  const svg = renderProductImage(product, imageSizeFor(url.searchParams.get('wid') ?? undefined));
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
