// Category menu of the demo storefront. Names follow the women's fallback menu
// in the header spec (NM brand) plus the home-goods sister brand (HC) silos.
// Ids use the spec's `cat` + digits form; URLs use its /c/{slug}-{categoryId} form.

export const CATEGORY_NAMES = [
  'Clothing',
  'Shoes',
  'Handbags',
  'Jewelry & Accessories',
  'Beauty',
  'Kids',
  'Home',
  'Gifts',
  'Tabletop',
  'Bedding',
  'Decor',
  'Furniture',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];
export type BrandCode = 'NM' | 'HC';

export interface Category {
  name: CategoryName;
  id: string;
  slug: string;
  brand: BrandCode;
  /** Background tint of generated product images and category tiles. */
  tint: string;
}

const ROOT_CATEGORY_ID = 'cat000000';

const CATEGORIES: readonly Category[] = [
  { name: 'Clothing', id: 'cat58290731', slug: 'womens-clothing', brand: 'NM', tint: '#e9e1d8' },
  { name: 'Shoes', id: 'cat47190746', slug: 'shoes', brand: 'NM', tint: '#e4dcd3' },
  { name: 'Handbags', id: 'cat46860739', slug: 'handbags', brand: 'NM', tint: '#efe4da' },
  { name: 'Jewelry & Accessories', id: 'cat39620738', slug: 'jewelry-accessories', brand: 'NM', tint: '#ece6d6' },
  { name: 'Beauty', id: 'cat10650741', slug: 'beauty', brand: 'NM', tint: '#f2e3e6' },
  { name: 'Kids', id: 'cat51600740', slug: 'kids', brand: 'NM', tint: '#dfe9ee' },
  { name: 'Home', id: 'cat10930744', slug: 'home', brand: 'NM', tint: '#e3e8df' },
  { name: 'Gifts', id: 'cat36650743', slug: 'gifts', brand: 'NM', tint: '#efe0d2' },
  { name: 'Tabletop', id: 'cat70120815', slug: 'tabletop', brand: 'HC', tint: '#e6e9ea' },
  { name: 'Bedding', id: 'cat70120822', slug: 'bedding', brand: 'HC', tint: '#e8e4ee' },
  { name: 'Decor', id: 'cat70120839', slug: 'decor', brand: 'HC', tint: '#ede8df' },
  { name: 'Furniture', id: 'cat70120846', slug: 'furniture', brand: 'HC', tint: '#e2ddd5' },
];

export function listCategories(brand?: BrandCode): Category[] {
  return CATEGORIES.filter((category) => brand === undefined || category.brand === brand);
}

export function getCategory(name: CategoryName): Category {
  const category = CATEGORIES.find((c) => c.name === name);
  if (!category) throw new Error(`Unknown category ${name}`);
  return category;
}

/** The path segment used in category URLs, e.g. `shoes-cat47190746`. */
function categoryPathSegment(category: Category): string {
  return `${category.slug}-${category.id}`;
}

/** Category page URL in the legacy form, with its navpath query. */
export function categoryUrl(category: Category): string {
  return `/c/${categoryPathSegment(category)}?navpath=${ROOT_CATEGORY_ID}_${category.id}`;
}

/** Accepts both `/c/shoes-cat47190746` and the short `/c/shoes`. */
export function findCategoryBySegment(segment: string): Category | undefined {
  const wanted = segment.toLowerCase();
  return CATEGORIES.find((c) => categoryPathSegment(c) === wanted || c.slug === wanted);
}
