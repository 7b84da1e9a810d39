/**
 * Stylyze answers for tests and stories (header.md §3 "Recommended product"):
 * the shapes the service sends, with invented designers (as the demo's).
 */
const DESIGNERS = ['Aurelia Voss', 'Castellane', 'Maison Ferrand', 'Odile Marchetti', 'Thorne & Webb', 'Ines Calder'];
const NAMES = [
  'Silk Wrap Dress',
  'Leather Tote Bag',
  'Cashmere Crewneck',
  'Suede Ankle Boots',
  'Gold Hoop Earrings',
  'Wool Blazer',
];

export function stylyzeProduct(index: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const retail = 395 + index * 85;
  const onSale = index % 3 === 1;
  return {
    id: `prod${200000 + index}`,
    name: NAMES[index % NAMES.length],
    designer: { name: DESIGNERS[index % DESIGNERS.length] },
    // Relative to the page: the demo host and Storybook's static folder both serve /img/products/.
    media: { main: { dynamic: { url: `/img/products/prod${200000 + index}.svg` } } },
    price: onSale
      ? {
          retailPrice: retail,
          promotionalPrice: Math.round(retail * 0.7),
          adornments: [
            { label: 'Original', price: retail },
            { label: 'Now', price: Math.round(retail * 0.7) },
          ],
        }
      : { retailPrice: retail },
    promotions: index % 4 === 2 ? [{ percentOff: 25 }] : [],
    onSale,
    displayable: true,
    details: { canonicalUrl: `/p/recommended-${index}-prod${200000 + index}` },
    ...overrides,
  };
}

export function stylyzeAnswer(
  count: number,
  label = 'Still Thinking About These?',
): { stylyze: { masterApiLabel: string }; products: Record<string, unknown>[] } {
  return { stylyze: { masterApiLabel: label }, products: Array.from({ length: count }, (_, i) => stylyzeProduct(i)) };
}
