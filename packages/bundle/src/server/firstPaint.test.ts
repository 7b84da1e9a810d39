// @vitest-environment node
// unit: isolated (the server module loads every chunk at import and sets the page-wide stores per drawing)
import { describe, expect, it } from 'vitest';
import { drawFirstPaint, renderFirstPaint, styleHash, firstPaintStyles } from './firstPaint';

/** What a first paint's markup shows a shopper, without its style and snapshots. */
function visible(markup: string): string {
  return markup.replace(/<style>[\s\S]*?<\/style>/, '').replace(/ data-nm-snapshot="[^"]*"/g, '');
}

const cookie = (name: string, value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;
const SIGNED_IN = [
  cookie('cstmr', { customerId: 'c-1', isLoggedin: true, isGuest: false }),
  cookie('ucaProfileData', { firstName: 'ALEXANDRA', securityStatus: 'Authenticated', cartItemCount: 4 }),
  'dt_gender=M',
].join('; ');

describe('renderFirstPaint (docs/first-paint.md), in Node with no DOM', () => {
  it("returns a declarative shadow root with the brand's tokens, one style and the drawing", () => {
    const markup = renderFirstPaint('nm-minicart', { 'show-zero-value': true });
    expect(markup.startsWith('<template shadowrootmode="open"><style data-nm-tokens>:host')).toBe(true);
    expect(markup.endsWith('</template>')).toBe(true);
    expect(markup.match(/<style[ >]/g)).toHaveLength(2);
    expect(markup).not.toMatch(/<script|style="/);
  });

  it('without cookies draws the neutral header: the guest’s Sign In, the bag with no count, the spec’s links', () => {
    const markup = visible(renderFirstPaint('nm-header', { 'page-id': 'HOME' }, { config: { brand: 'NM' } }));
    expect(markup).toContain('href="/"');
    expect(markup).toContain('action="/search.jsp" method="get"');
    expect(markup).toContain('name="q"');
    expect(markup).toContain('href="/cart/"');
    expect(markup).toContain('href="/login"');
    expect(markup).toContain('Sign In');
    expect(markup).not.toContain('Alexandra');
  });

  it('with the page’s legacyRoutes switch draws the legacy cart, as the client does for the same config (no hydration mismatch)', () => {
    for (const cookies of ['', SIGNED_IN]) {
      const markup = visible(
        renderFirstPaint('nm-header', { 'page-id': 'HOME' }, { config: { brand: 'NM', legacyRoutes: true }, cookies }),
      );
      expect(markup).toContain('href="/checkout/cart.jsp?perCatId=&amp;catqo=&amp;co=true"');
      expect(markup).not.toContain('href="/cart/"');
    }
    const bag = visible(renderFirstPaint('nm-minicart', {}, { config: { legacyRoutes: true } }));
    expect(bag).toContain('href="/checkout/cart.jsp?perCatId=&amp;catqo=&amp;co=true"');
  });

  it('with the shopper’s cookies draws their own: the greeting from ucaProfileData, cstmr signed in, the count (minicart.md: "Checkout {n}")', () => {
    const markup = visible(
      renderFirstPaint('nm-header', { 'page-id': 'HOME' }, { config: { brand: 'NM' }, cookies: SIGNED_IN }),
    );
    expect(markup).toContain('Alexandra');
    expect(markup).toContain('Checkout 4');
  });

  it('carries the snapshot the client hydrates against: the stores it drew from, per viewport', () => {
    const markup = renderFirstPaint('nm-header', {}, { config: { brand: 'NM' }, cookies: SIGNED_IN });
    const snapshots = [...markup.matchAll(/data-nm-first-paint="(\w*)" data-nm-snapshot="([^"]*)"/g)].map(
      ([, variant, json]) =>
        [
          variant,
          JSON.parse(
            json!
              .replace(/&quot;/g, '"')
              .replace(/&amp;/g, '&')
              .replace(/&lt;/g, '<'),
          ),
        ] as const,
    );
    expect(snapshots.map(([variant]) => variant)).toEqual(['desktop', 'phone']);
    for (const [variant, snapshot] of snapshots) {
      expect(snapshot.stores).toMatchObject({
        count: 4,
        countKnown: true,
        gender: 'M',
        signedIn: true,
        firstName: 'Alexandra',
      });
      expect(snapshot.media['(max-width: 767px)']).toBe(variant === 'phone');
    }
  });

  it('draws one shared drawing when the phone and desktop ones are the same', () => {
    const markup = renderFirstPaint('nm-abandon-cart-modal', { 'page-id': 'HOME' });
    expect([...markup.matchAll(/data-nm-first-paint="(\w*)"/g)].map((m) => m[1])).toEqual(['']);
  });

  it('styles with the brand’s tokens; the style text depends on the tag and brand, not on the shopper (one CSP hash each)', () => {
    expect(firstPaintStyles('nm-header', {}, { config: { brand: 'HC' } })[0]).toContain('Georgia');
    expect(firstPaintStyles('nm-header', {}, { config: { brand: 'NM' }, cookies: SIGNED_IN })).toEqual(
      firstPaintStyles('nm-header', {}, { config: { brand: 'NM' } }),
    );
    // The tokens are the brand's alone: the same for every element of a brand.
    expect(firstPaintStyles('nm-minicart', {}, { config: { brand: 'HC' } })[0]).toBe(
      firstPaintStyles('nm-header', {}, { config: { brand: 'HC' } })[0],
    );
    // The texts the build hashes are the ones the markup carries.
    const { html, styles } = drawFirstPaint('nm-header', {}, { config: { brand: 'HC' } });
    expect([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])).toEqual(styles);
    expect(styleHash('a')).toBe("'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='");
  });

  it('never runs or keeps a hostile name: the greeting is text', () => {
    const hostile = cookie('ucaProfileData', {
      firstName: '<img src=x onerror=alert(1)>',
      securityStatus: 'Authenticated',
    });
    const markup = renderFirstPaint('nm-header', {}, { cookies: hostile });
    expect(markup).not.toContain('<img src=x');
  });

  it('refuses a tag that is not ours, naming the ones that are', () => {
    // The four shipped first, in the bundle's order; a widget added later (npm run new-widget) comes after them.
    expect(() => renderFirstPaint('nm-nope', {})).toThrow(
      /^renderFirstPaint: <nm-nope> is not one of ours \(nm-minicart, nm-search, nm-header, nm-abandon-cart-modal[,)]/,
    );
  });
});
