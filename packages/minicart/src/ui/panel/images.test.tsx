import { describe, expect, it } from 'vitest';
import { reactRootPerTest } from '@nm/core/testing';
import { decodeLineItem } from '../../model/lineItem';
import { rawItem } from '../../storybook/fixtures';
import { LineItemRow } from './LineItemRow';
import { LoadingRows } from './LoadingRows';
import { RecommendationsBlock } from './RecommendationsBlock';
import { PANEL_CSS } from './styles';

// minicart.md §2, §9: "Image 100x125px in the cart and 75x94 in recommendations".
// The spec's literals, in happy-dom; the rendered
// boxes are measured in Chromium by element.browser.test.ts.

const dom = reactRootPerTest();

/** The declarations of the rule whose selector is exactly `selector`, as a property → value map. */
function declarations(cssText: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(cssText);
  if (!match) return {};
  return Object.fromEntries(
    match[1]!
      .split(';')
      .map((part) => part.split(':').map((s) => s.trim()))
      .filter(([p, v]) => p && v)
      .map(([p, v]) => [p!, v!]),
  );
}

describe('image boxes (minicart.md §2, §9)', () => {
  it('a cart line image is 100x125', async () => {
    const item = decodeLineItem(rawItem({ imageUrl: '/images/coat.jpg' }))!;
    await dom.render(
      <ul>
        <LineItemRow item={item} today={new Date(2026, 0, 1)} />
      </ul>,
    );
    const img = dom.holder.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '125']);
    expect(img.getAttribute('src')).toBe('/images/coat.jpg?wid=100');
    expect(declarations(PANEL_CSS, '.line__image')).toMatchObject({ width: '100px', height: '125px' });
  });

  it('a cart line without a link keeps the same 100x125 box', async () => {
    const item = decodeLineItem(rawItem({ imageUrl: '/images/coat.jpg' }, {}, { canonicalUrl: '' }))!;
    await dom.render(
      <ul>
        <LineItemRow item={item} today={new Date(2026, 0, 1)} />
      </ul>,
    );
    const img = dom.holder.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '125']);
  });

  it('a recommendation image is 75x94', async () => {
    const product = {
      prodId: 'r1',
      brand: 'Studio',
      title: 'Tote',
      regularPrice: 200,
      displayPrice: 150,
      canonicalUrl: '/p/r1',
      imageUrl: '/images/tote.jpg',
    };
    await dom.render(<RecommendationsBlock recommendations={{ title: 'Complete The Look', products: [product] }} />);
    const img = dom.holder.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['75', '94']);
    expect(img.getAttribute('src')).toBe('/images/tote.jpg?wid=75');
    expect(declarations(PANEL_CSS, '.flyout__items img')).toMatchObject({ width: '75px', height: '94px' });
  });

  it('a loading row draws a 100x125 skeleton where the image will be', async () => {
    await dom.render(<LoadingRows count={1} />);
    const skeleton = dom.holder.querySelector<HTMLElement>('.line--loading .nm-skeleton')!;
    expect([skeleton.style.width, skeleton.style.height]).toEqual(['100px', '125px']);
  });
});

describe('a line whose removal failed (minicart.md §8)', () => {
  it("says so in the line, in the spec's words, as an alert", async () => {
    const item = decodeLineItem(rawItem({ imageUrl: '/images/coat.jpg' }))!;
    await dom.render(
      <ul>
        <LineItemRow item={item} today={new Date(2026, 0, 1)} removal="error" onRemove={() => {}} />
      </ul>,
    );
    expect(dom.holder.querySelector('[role="alert"]')?.textContent).toBe(
      'We are having difficulties removing this item, please try again.',
    );
  });
});
