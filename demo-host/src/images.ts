// Product pictures drawn locally as SVG: the demo must never reach the network,
// and a recognisable silhouette per category makes screenshots readable.
// The SVGs are built from fixed shapes plus escaped text and never contain script.

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findProduct } from './catalogue';
import type { Product } from './catalogue';
import { getCategory } from './categories';
import type { CategoryName } from './categories';
import { escapeHtml } from './html';

const WIDTH = 400;
const HEIGHT = 500; // 4:5, the ratio of the 100x125 cart thumbnails.
const NEUTRAL_FILL = '#8c7b6b';

/** One simple silhouette per category, drawn in a 400x500 box; `fill` is the product colour. */
const SHAPES: Record<CategoryName, (fill: string) => string> = {
  Clothing: (fill) =>
    `<path d="M165 110h70l12 55-22 30 62 215H113l62-215-22-30z" fill="${fill}"/>`,
  Shoes: (fill) =>
    `<path d="M80 330q20-70 85-52l95 44q50 14 62 44v22H105l-25-30z" fill="${fill}"/><rect x="84" y="330" width="22" height="80" fill="${fill}"/>`,
  Handbags: (fill) =>
    `<path d="M150 200q0-80 50-80t50 80" fill="none" stroke="${fill}" stroke-width="14"/><rect x="100" y="195" width="200" height="180" rx="18" fill="${fill}"/>`,
  'Jewelry & Accessories': (fill) =>
    `<circle cx="200" cy="280" r="85" fill="none" stroke="${fill}" stroke-width="22"/><path d="M200 150l30 30-30 30-30-30z" fill="#ffffff" stroke="${fill}" stroke-width="6"/>`,
  Beauty: (fill) =>
    `<rect x="175" y="120" width="50" height="60" rx="6" fill="#3a3a3a"/><rect x="130" y="175" width="140" height="210" rx="26" fill="${fill}" fill-opacity="0.85"/>`,
  Kids: (fill) =>
    `<path d="M150 140l-70 45 30 55 35-20v170h110V220l35 20 30-55-70-45q-50 30-100 0z" fill="${fill}"/>`,
  Home: (fill) =>
    `<path d="M170 130h60v40q60 40 60 120t-60 100h-60q-60-20-60-100t60-120z" fill="${fill}"/>`,
  Gifts: (fill) =>
    `<rect x="110" y="210" width="180" height="170" fill="${fill}"/><rect x="190" y="210" width="20" height="170" fill="#f5f0e6"/><rect x="110" y="250" width="180" height="18" fill="#f5f0e6"/><path d="M200 210q-60-70-70-20 10 20 70 20q60-70 70-20-10 20-70 20" fill="none" stroke="#f5f0e6" stroke-width="10"/>`,
  Tabletop: (fill) =>
    `<circle cx="200" cy="260" r="125" fill="#fbfaf7" stroke="${fill}" stroke-width="10"/><circle cx="200" cy="260" r="80" fill="none" stroke="${fill}" stroke-width="4"/>`,
  Bedding: (fill) =>
    `<rect x="90" y="290" width="220" height="90" rx="40" fill="${fill}"/><rect x="110" y="210" width="180" height="90" rx="40" fill="${fill}" fill-opacity="0.7"/>`,
  Decor: (fill) =>
    `<path d="M150 140h100l40 110H110z" fill="${fill}"/><rect x="192" y="250" width="16" height="110" fill="#3a3a3a"/><rect x="150" y="360" width="100" height="18" rx="6" fill="#3a3a3a"/>`,
  Furniture: (fill) =>
    `<rect x="120" y="150" width="160" height="140" rx="14" fill="${fill}"/><rect x="100" y="280" width="200" height="50" rx="12" fill="${fill}"/><rect x="115" y="330" width="14" height="60" fill="#3a3a3a"/><rect x="271" y="330" width="14" height="60" fill="#3a3a3a"/>`,
};

/** Menswear reads better as a jacket than as the dress silhouette. */
const MENSWEAR_SHAPE = (fill: string): string =>
  `<path d="M160 115l-75 40 20 110 35-10v155h120V255l35 10 20-110-75-40-40 70z" fill="${fill}"/><path d="M200 185v225" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>`;

function shapeFor(product: Product): (fill: string) => string {
  return product.category === 'Clothing' && product.gender === 'M' ? MENSWEAR_SHAPE : SHAPES[product.category];
}

/** "Hartwell & Finch" -> "HF", "Maison Orlévie" -> "MO". */
export function designerInitials(designerName: string): string {
  return designerName
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function svgDocument(body: string, label: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeHtml(label)}">` +
    `<title>${escapeHtml(label)}</title>${body}</svg>\n`
  );
}

export function renderProductImage(product: Product): string {
  const tint = getCategory(product.category).tint;
  const fill = product.colours[0]?.hex ?? NEUTRAL_FILL;
  const initials = designerInitials(product.designerName);
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}"/>` +
    shapeFor(product)(fill) +
    `<circle cx="200" cy="445" r="30" fill="#ffffff" fill-opacity="0.75"/>` +
    `<text x="200" y="455" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="26" fill="#3a3a3a">${escapeHtml(initials)}</text>`;
  return svgDocument(body, `${product.designerName} ${product.displayName}`);
}

export function renderNoImage(): string {
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eeeeee"/>` +
    `<rect x="130" y="170" width="140" height="110" rx="8" fill="none" stroke="#b5b5b5" stroke-width="8"/>` +
    `<path d="M142 268l40-45 30 30 20-20 26 35z" fill="#b5b5b5"/><circle cx="240" cy="200" r="12" fill="#b5b5b5"/>` +
    `<text x="200" y="330" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" fill="#8a8a8a">No image available</text>`;
  return svgDocument(body, 'No image available');
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    // Opened on its own, an SVG is a document; make sure it can never run anything.
    .header('content-security-policy', "default-src 'none'")
    .send(svg);
}

/** GET /img/products/{productId}.svg and GET /img/no-image.svg */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/img/products/:file', async (request, reply) => {
    const id = /^(prod\d+)\.svg$/.exec(request.params.file)?.[1];
    const product = id === undefined ? undefined : findProduct(id);
    // A real 404 (not the placeholder) so widgets can exercise their broken-image fallback.
    if (!product) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendSvg(reply, renderProductImage(product));
  });

  app.get('/img/no-image.svg', async (_request, reply) => sendSvg(reply, renderNoImage()));
};
