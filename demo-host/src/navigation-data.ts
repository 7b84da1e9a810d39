// The navigation stand-in's catalogue tree (header.md §3 "Navigation silo"):
// a women's and a men's menu of 12 silos each, three levels deep (silo, group,
// category), built over the seeded catalogue so every category's page lists
// real products (or says why it has none: the magazine, a house not in stock).
//
// Ids: the silos and groups that are already categories of the demo keep their
// ids (categories.ts: womens-clothing-cat58290731, tabletop-cat70120815, ...),
// so those urls reach the existing category pages; the designers silo is
// cat000730 (header.md §9); the other silos have the ids of the navigation
// widget's bundled fallback menus (packages/navigation model/fallback.ts) and
// the designers those of its featured designers (cat71210001 ...), so the
// fallback's links reach these pages too; every other id is `cat` + 8 digits
// hashed from the category's slug, so adding a category never renumbers the
// others. Kids, Home, Gifts, Magazine, Sale and Designers share their ids
// between the two menus (header.md §2 "Fallback navigation menus"); New & Now,
// Clothing and Shoes differ.

import { listCategories } from './categories';
import type { CategoryName } from './categories';
import { listProducts } from './catalogue';
import type { Product } from './catalogue';
import type { Gender } from './catalogue-data';
import { designerCategoryId, FEATURED_DESIGNERS, NAV_DESIGNER_NAMES } from './navigation-data-designers';

// ---------------------------------------------------------------------------
// The wire shape (what GET /navigation/v2/silos/NM/US/{device} answers).

/** One block of a drawer's promo content (attributes.cms): a picture the demo host serves, words and a link. */
interface NavPromo {
  headline: string;
  text: string;
  linkText: string;
  url: string;
  image: { src: string; alt: string; width: number; height: number };
}

interface NavAttributes {
  /** The name is shown in red (sale). */
  redTextFlag: boolean;
  /** A short label after the name ("New", "Holiday"); '' for none. */
  textAdornment: string;
  tags: string[];
  /** This category starts a new column of its drawer. */
  flgColumnBreak: boolean;
  /** The label of a boutique (a shop within the store: "Boutique", "Monogram Shop"); '' for none. */
  boutiqueTextAdornments: string;
  /** The path of the drawer's promo picture; '' for none (and without the global-assets flag). */
  promoPath: string;
  /** The drawer's promo content; [] for none (and without the global-assets flag). */
  cms: NavPromo[];
}

export interface NavCategory {
  name: string;
  url: string;
  id: string;
  catmanId: string;
  /** 0 for a silo, 1 for a drawer's group, 2 for a group's category. */
  level: number;
  attributes: NavAttributes;
  categories: NavCategory[];
  /** How many categories it has (categories.length). */
  children: number;
}

export type NavGender = 'W' | 'M';
export const DESIGNERS_SILO_ID = 'cat000730';
const ROOT_ID = 'cat000000';

// ---------------------------------------------------------------------------
// Which products a category lists.

interface Select {
  category?: readonly CategoryName[];
  genders?: readonly Gender[];
  /** Tested on the product's display name. */
  noun?: RegExp;
  sale?: boolean;
  isNew?: boolean;
  /** The current price, inclusive. */
  price?: readonly [number, number];
  monogrammable?: boolean;
  finalSale?: boolean;
  designers?: readonly string[];
}

const ALL_PRODUCTS = listProducts();
/** "New": the newest third of the catalogue by lastUpdated. */
const NEW_SINCE =
  [...ALL_PRODUCTS]
    .map((p) => p.lastUpdated)
    .sort()
    .reverse()[Math.floor(ALL_PRODUCTS.length / 3)] ?? '';

function matches(product: Product, select: Select): boolean {
  const price = product.salePrice ?? product.retailPrice;
  return (
    (select.category === undefined || select.category.includes(product.category)) &&
    (select.genders === undefined || select.genders.includes(product.gender)) &&
    (select.noun === undefined || select.noun.test(product.displayName)) &&
    (select.sale === undefined || (product.salePrice !== undefined) === select.sale) &&
    (select.isNew === undefined || product.lastUpdated >= NEW_SINCE === select.isNew) &&
    (select.price === undefined || (price >= select.price[0] && price <= select.price[1])) &&
    (select.monogrammable === undefined || product.monogrammable === select.monogrammable) &&
    (select.finalSale === undefined || product.finalSale === select.finalSale) &&
    (select.designers === undefined || select.designers.includes(product.designerName))
  );
}

// ---------------------------------------------------------------------------
// The trees, as specs: a name, what it lists, its looks, its children.

interface PromoSpec {
  headline: string;
  text: string;
  linkText: string;
  /** The name of the category the promo links to (in this silo); the silo itself when absent. */
  to?: string;
  /** The product whose picture the promo shows: the first that matches. */
  picture: Select;
}

interface Spec {
  name: string;
  /** The url slug; a child's default is its parent's slug and its own name (`womens-clothing-dresses`). */
  slug?: string;
  /** What its children's slugs start with (default: its own slug). */
  childBase?: string;
  /** A fixed id (silos, the demo's existing categories); else hashed from the slug. */
  id?: string;
  select?: Select;
  redText?: boolean;
  adornment?: string;
  boutique?: string;
  tags?: string[];
  columnBreak?: boolean;
  promos?: PromoSpec[];
  /** Words for a page without products (the magazine's stories). */
  note?: string;
  /** The designers a page lists as links (the A-Z index, designers by category). */
  designerLinks?: readonly string[];
  children?: Spec[];
}

const WOMEN: readonly Gender[] = ['W', 'U'];
const MEN: readonly Gender[] = ['M', 'U'];
const HOME_CATEGORIES: readonly CategoryName[] = ['Home', 'Tabletop', 'Bedding', 'Decor', 'Furniture'];
const FASHION: readonly CategoryName[] = ['Clothing', 'Shoes', 'Handbags', 'Jewelry & Accessories'];

const leaf = (name: string, select?: Select, more: Partial<Spec> = {}): Spec => ({
  name,
  ...(select && { select }),
  ...more,
});
const newIn = (category: readonly CategoryName[], genders?: readonly Gender[]): Select => ({
  category,
  isNew: true,
  ...(genders && { genders }),
});

/** The catalogue designers with products matching a selection, in A-Z order. */
function designersOf(select: Select): string[] {
  return [...new Set(ALL_PRODUCTS.filter((p) => matches(p, select)).map((p) => p.designerName))].sort((a, b) =>
    a.localeCompare(b),
  );
}

const designersSilo = (gender: NavGender): Spec => {
  const g = gender === 'W' ? WOMEN : MEN;
  const byCategory: Array<[string, string, Select]> =
    gender === 'W'
      ? [
          ["Women's Clothing", 'designers-womens-clothing', { category: ['Clothing'], genders: g }],
          ['Shoes', 'designers-shoes', { category: ['Shoes'], genders: g }],
          ['Handbags', 'designers-handbags', { category: ['Handbags'] }],
          [
            'Jewelry & Accessories',
            'designers-jewelry-accessories',
            { category: ['Jewelry & Accessories'], genders: g },
          ],
          ['Beauty', 'designers-beauty', { category: ['Beauty'], genders: g }],
          ['Kids', 'designers-kids', { category: ['Kids'] }],
          ['Home', 'designers-home', { category: HOME_CATEGORIES }],
        ]
      : [
          ["Men's Clothing", 'designers-mens-clothing', { category: ['Clothing'], genders: g }],
          ["Men's Shoes", 'designers-mens-shoes', { category: ['Shoes'], genders: g }],
          ['Accessories', 'designers-mens-accessories', { category: ['Jewelry & Accessories'], genders: g }],
          ['Cologne & Grooming', 'designers-cologne-grooming', { category: ['Beauty'], genders: g }],
          ['Kids', 'designers-kids', { category: ['Kids'] }],
          ['Home', 'designers-home', { category: HOME_CATEGORIES }],
        ];
  return {
    name: 'Designers',
    slug: 'designers',
    id: DESIGNERS_SILO_ID,
    designerLinks: NAV_DESIGNER_NAMES,
    tags: ['designers'],
    promos: [
      {
        headline: gender === 'W' ? 'Designer Spotlight: Maison Verlaine' : 'Designer Spotlight: Aldo Castellani',
        text: 'The house, the atelier and the pieces of the season.',
        linkText: 'Shop the Collection',
        to: gender === 'W' ? 'Maison Verlaine' : 'Aldo Castellani',
        picture: { designers: [gender === 'W' ? 'Maison Verlaine' : 'Aldo Castellani'], genders: g },
      },
    ],
    children: [
      {
        name: 'Designers A-Z',
        slug: 'designers-a-z',
        designerLinks: NAV_DESIGNER_NAMES,
        tags: ['a-z'],
        children: NAV_DESIGNER_NAMES.map(designerSpec),
      },
      {
        name: 'Designers by Category',
        slug: gender === 'W' ? 'designers-by-category-women' : 'designers-by-category-men',
        columnBreak: true,
        designerLinks: designersOf({ genders: g }),
        children: byCategory.map(([name, slug, select]) => ({
          name,
          slug,
          select,
          designerLinks: designersOf(select),
        })),
      },
      {
        name: 'Featured Designers',
        slug: gender === 'W' ? 'designers-featured-women' : 'designers-featured-men',
        columnBreak: true,
        tags: ['featured'],
        designerLinks: FEATURED_DESIGNERS[gender],
        children: FEATURED_DESIGNERS[gender].map(designerSpec),
      },
    ],
  };
};

/** A designer's category: `/c/designers-{name}-cat{id}` (header.md §2), listing the house's products. */
function designerSpec(name: string): Spec {
  return {
    name,
    slug: `designers-${slugify(name)}`,
    id: designerCategoryId(name),
    select: { designers: [name] },
    tags: ['designer'],
  };
}

const kidsSilo: Spec = {
  name: 'Kids',
  slug: 'kids',
  id: 'cat51600740',
  select: { category: ['Kids'] },
  promos: [
    {
      headline: 'Heirlooms in the Making',
      text: 'Cashmere blankets and keepsakes, monogrammed to order.',
      linkText: 'Shop Baby',
      to: 'Baby',
      picture: { category: ['Kids'], noun: /blanket|teddy/i },
    },
  ],
  children: [
    leaf(
      'Baby',
      { category: ['Kids'], noun: /romper|blanket|teddy/i },
      {
        children: [
          leaf('Baby Clothing', { category: ['Kids'], noun: /romper/i }),
          leaf('Blankets', { category: ['Kids'], noun: /blanket/i }),
          leaf('Toys', { category: ['Kids'], noun: /teddy/i }),
        ],
      },
    ),
    leaf(
      'Girls & Boys',
      { category: ['Kids'], noun: /dress|puffer|sneakers/i },
      {
        columnBreak: true,
        children: [
          leaf('Dresses', { category: ['Kids'], noun: /dress/i }),
          leaf('Outerwear', { category: ['Kids'], noun: /puffer/i }),
          leaf('Shoes', { category: ['Kids'], noun: /sneakers/i }),
        ],
      },
    ),
  ],
};

const homeSilo: Spec = {
  name: 'Home',
  slug: 'home',
  id: 'cat10930744',
  select: { category: HOME_CATEGORIES },
  promos: [
    {
      headline: 'The Collected Home',
      text: 'Channel-tufted chairs, marble and walnut, delivered to your door.',
      linkText: 'Shop Furniture',
      to: 'Furniture',
      picture: { category: ['Furniture'], noun: /chair/i },
    },
  ],
  children: [
    leaf(
      'Tabletop',
      { category: ['Tabletop'] },
      {
        slug: 'tabletop',
        id: 'cat70120815',
        children: [
          leaf('Dinnerware', { category: ['Tabletop'], noun: /place setting|plates/i }),
          leaf('Glassware', { category: ['Tabletop'], noun: /glasses/i }),
          leaf('Flatware', { category: ['Tabletop'], noun: /flatware/i }),
          leaf('Table Linens', { category: ['Tabletop', 'Home'], noun: /tablecloth|napkins/i }),
          leaf('Entertaining', { category: ['Home'], noun: /serving board/i }, { adornment: 'New' }),
        ],
      },
    ),
    leaf(
      'Bedding',
      { category: ['Bedding'] },
      {
        slug: 'bedding',
        id: 'cat70120822',
        children: [
          leaf('Sheets', { category: ['Bedding'], noun: /sheet/i }),
          leaf('Duvet Covers', { category: ['Bedding'], noun: /duvet/i }),
          leaf('Pillows', { category: ['Bedding'], noun: /pillow/i }),
          leaf('Quilts & Coverlets', { category: ['Bedding'], noun: /coverlet/i }),
        ],
      },
    ),
    leaf(
      'Decor',
      { category: ['Decor', 'Home'] },
      {
        slug: 'decor',
        id: 'cat70120839',
        columnBreak: true,
        children: [
          leaf('Lighting', { category: ['Decor'], noun: /lamp/i }),
          leaf('Vases', { category: ['Decor', 'Home'], noun: /vase/i }),
          leaf('Candles & Home Fragrance', { category: ['Decor', 'Home'], noun: /candle/i }),
          leaf('Wall Art', { category: ['Decor'], noun: /print/i }),
          leaf('Throws', { category: ['Home'], noun: /throw/i }),
          leaf('Bookends & Objects', { category: ['Decor'], noun: /bookends/i }),
        ],
      },
    ),
    leaf(
      'Furniture',
      { category: ['Furniture'] },
      {
        slug: 'furniture',
        id: 'cat70120846',
        children: [
          leaf('Chairs', { category: ['Furniture'], noun: /chair/i }),
          leaf('Tables', { category: ['Furniture'], noun: /table/i }),
          leaf('Benches', { category: ['Furniture'], noun: /bench/i }),
        ],
      },
    ),
  ],
};

const giftsSilo: Spec = {
  name: 'Gifts',
  slug: 'gifts',
  id: 'cat36650743',
  select: { category: ['Gifts'] },
  adornment: 'Holiday',
  tags: ['gifts'],
  promos: [
    {
      headline: 'The Gift Guide',
      text: 'Something for everyone on your list, wrapped and sent.',
      linkText: 'Shop All Gifts',
      picture: { category: ['Gifts'], noun: /champagne/i },
    },
    {
      headline: 'Sweet Somethings',
      text: 'Truffles and hampers, delivered fresh.',
      linkText: 'Shop Gourmet',
      to: 'Gourmet & Flowers',
      picture: { category: ['Gifts'], noun: /truffle/i },
    },
  ],
  children: [
    leaf(
      'Gifts For',
      { category: ['Gifts'] },
      {
        slug: 'gifts-for',
        children: [
          leaf('For Her', { genders: ['W'], category: FASHION, price: [0, 1500] }),
          leaf('For Him', { genders: ['M'], price: [0, 1500] }),
          leaf('For Kids', { category: ['Kids'] }),
          leaf('For the Home', { category: ['Home', 'Tabletop', 'Decor'] }),
        ],
      },
    ),
    leaf(
      'Gifts by Price',
      { price: [0, 500] },
      {
        slug: 'gifts-by-price',
        columnBreak: true,
        children: [
          leaf('Under $100', { price: [0, 100] }),
          leaf('Under $250', { price: [0, 250] }),
          leaf('Under $500', { price: [0, 500] }),
          leaf(
            'Luxury Gifts',
            { price: [2500, Infinity], category: ['Jewelry & Accessories', 'Handbags', 'Furniture'] },
            { adornment: 'Splurge' },
          ),
        ],
      },
    ),
    leaf(
      'Gourmet & Flowers',
      { category: ['Gifts'], noun: /chocolate|champagne|bouquet|hamper/i },
      {
        columnBreak: true,
        children: [
          leaf('Chocolates & Sweets', { category: ['Gifts'], noun: /chocolate/i }),
          leaf('Champagne & Caviar', { category: ['Gifts'], noun: /champagne/i }),
          leaf('Flowers', { category: ['Gifts'], noun: /bouquet/i }),
          leaf('Gift Hampers', { category: ['Gifts'], noun: /hamper/i }),
          leaf(
            'Personalized Gifts',
            { monogrammable: true, category: ['Gifts', 'Home', 'Tabletop'] },
            { boutique: 'Monogram Shop', tags: ['monogram'] },
          ),
        ],
      },
    ),
  ],
};

const EDITORIAL_NOTE =
  'This story is in the print issue; the online edition arrives with the season. Meanwhile, shop the pieces our editors are wearing.';

const magazineSilo: Spec = {
  name: 'Magazine',
  slug: 'magazine',
  id: 'cat64990741',
  tags: ['editorial'],
  note: 'Stories, interviews and the season in pictures, from the editors of The Book.',
  promos: [
    {
      headline: 'The Spring Issue',
      text: 'Ten designers on the pieces they would never part with.',
      linkText: 'Read the Issue',
      to: 'The Spring Edit',
      picture: { designers: ['Maison Verlaine'], category: ['Clothing'] },
    },
  ],
  children: [
    leaf('Stories', undefined, {
      slug: 'magazine-stories',
      note: EDITORIAL_NOTE,
      children: [
        leaf('The Spring Edit', undefined, { note: EDITORIAL_NOTE, tags: ['editorial'] }),
        leaf(
          'Designer Spotlight: Maison Verlaine',
          { designers: ['Maison Verlaine'] },
          { slug: 'magazine-designer-spotlight', tags: ['editorial'] },
        ),
        leaf(
          'At Home with Pemberton Vale',
          { designers: ['Pemberton Vale'] },
          { slug: 'magazine-at-home', tags: ['editorial'] },
        ),
        leaf('The Art of Gifting', undefined, { note: EDITORIAL_NOTE, tags: ['editorial'] }),
      ],
    }),
    leaf('Columns', undefined, {
      slug: 'magazine-columns',
      columnBreak: true,
      note: EDITORIAL_NOTE,
      children: [
        leaf('Style Notes', undefined, { note: EDITORIAL_NOTE, tags: ['editorial'] }),
        leaf('Beauty Diary', undefined, { note: EDITORIAL_NOTE, tags: ['editorial'] }),
        leaf('Travel Journal', undefined, { note: EDITORIAL_NOTE, tags: ['editorial'], adornment: 'New' }),
      ],
    }),
  ],
};

const saleSilo = (gender: NavGender): Spec => {
  const g = gender === 'W' ? WOMEN : MEN;
  const own =
    gender === 'W'
      ? leaf(
          "Women's Sale",
          { sale: true, genders: g, category: FASHION },
          {
            slug: 'sale-women',
            redText: true,
            children: [
              leaf('Clothing', { sale: true, genders: g, category: ['Clothing'] }),
              leaf('Shoes', { sale: true, genders: g, category: ['Shoes'] }),
              leaf('Handbags', { sale: true, category: ['Handbags'] }),
              leaf('Jewelry & Accessories', { sale: true, genders: g, category: ['Jewelry & Accessories'] }),
            ],
          },
        )
      : leaf(
          "Men's Sale",
          { sale: true, genders: g, category: ['Clothing', 'Shoes', 'Jewelry & Accessories'] },
          {
            slug: 'sale-men',
            redText: true,
            children: [
              leaf('Clothing', { sale: true, genders: g, category: ['Clothing'] }),
              leaf('Shoes', { sale: true, genders: g, category: ['Shoes'] }),
              leaf('Accessories', { sale: true, genders: g, category: ['Jewelry & Accessories'] }),
            ],
          },
        );
  return {
    name: 'Sale',
    slug: 'sale',
    id: 'cat43810733',
    select: { sale: true },
    redText: true,
    tags: ['sale'],
    promos: [
      {
        headline: 'Up to 60% Off',
        text: "Final markdowns on the season's designers.",
        linkText: 'Shop the Sale',
        picture: { sale: true, genders: g, category: FASHION },
      },
    ],
    children: [
      own,
      leaf(
        'Home & Kids Sale',
        { sale: true, category: [...HOME_CATEGORIES, 'Kids'] },
        {
          slug: 'sale-home-kids',
          columnBreak: true,
          children: [
            leaf('Home', { sale: true, category: HOME_CATEGORIES }),
            leaf('Kids', { sale: true, category: ['Kids'] }),
          ],
        },
      ),
      leaf(
        'Final Sale',
        { sale: true, finalSale: true },
        {
          slug: 'sale-final',
          redText: true,
          adornment: 'Last Chance',
          children: [
            leaf('Fashion', { sale: true, finalSale: true, category: FASHION }),
            leaf('Home & More', {
              sale: true,
              finalSale: true,
              category: [...HOME_CATEGORIES, 'Kids', 'Gifts', 'Beauty'],
            }),
          ],
        },
      ),
    ],
  };
};

const womensMenu: Spec[] = [
  {
    name: 'New & Now',
    slug: 'new-now',
    id: 'cat58290725',
    select: { isNew: true, genders: WOMEN, category: [...FASHION, 'Beauty'] },
    tags: ['new'],
    promos: [
      {
        headline: 'The Spring Collections',
        text: "First looks from the season's new arrivals.",
        linkText: 'Shop New Arrivals',
        to: 'All New Arrivals',
        picture: { isNew: true, genders: ['W'], category: ['Clothing'] },
      },
    ],
    children: [
      leaf(
        'New Arrivals',
        { isNew: true, genders: WOMEN },
        {
          children: [
            leaf('All New Arrivals', { isNew: true, genders: WOMEN, category: [...FASHION, 'Beauty'] }),
            leaf('Clothing', newIn(['Clothing'], WOMEN)),
            leaf('Shoes', newIn(['Shoes'], WOMEN)),
            leaf('Handbags', newIn(['Handbags'])),
            leaf('Jewelry & Accessories', newIn(['Jewelry & Accessories'], WOMEN)),
            leaf('Beauty', newIn(['Beauty'], WOMEN)),
          ],
        },
      ),
      leaf(
        'Trending Now',
        { genders: WOMEN, noun: /gown|sequin|satin|clutch|crystal|cashmere|tweed/i },
        {
          columnBreak: true,
          children: [
            leaf(
              'The Evening Edit',
              { genders: WOMEN, noun: /gown|sequin|satin|clutch|crystal/i },
              { adornment: 'Trending' },
            ),
            leaf('Cashmere Season', { genders: WOMEN, noun: /cashmere/i }),
            leaf('The Tailoring Edit', {
              genders: WOMEN,
              category: ['Clothing'],
              noun: /tailored|tweed|trousers|coat/i,
            }),
            leaf(
              'Personalize It',
              { genders: WOMEN, monogrammable: true },
              { boutique: 'Monogram Shop', tags: ['monogram'] },
            ),
          ],
        },
      ),
    ],
  },
  designersSilo('W'),
  {
    name: 'Clothing',
    slug: 'womens-clothing',
    id: 'cat58290731',
    select: { category: ['Clothing'], genders: WOMEN },
    promos: [
      {
        headline: 'Quiet Tailoring',
        text: 'Wrap coats and wide-leg trousers for the season ahead.',
        linkText: 'Shop Coats & Jackets',
        to: 'Coats & Jackets',
        picture: { category: ['Clothing'], genders: ['W'], noun: /coat/i },
      },
    ],
    children: [
      leaf(
        'Clothing',
        { category: ['Clothing'], genders: WOMEN },
        {
          slug: 'womens-clothing-all',
          childBase: 'womens-clothing',
          children: [
            leaf('Dresses', { category: ['Clothing'], genders: WOMEN, noun: /dress|gown/i }),
            leaf('Coats & Jackets', { category: ['Clothing'], genders: WOMEN, noun: /coat|jacket/i }),
            leaf('Sweaters & Cardigans', {
              category: ['Clothing'],
              genders: WOMEN,
              noun: /sweater|cardigan|turtleneck/i,
            }),
            leaf('Tops & Shirts', { category: ['Clothing'], genders: WOMEN, noun: /shirt/i }),
            leaf('Pants', { category: ['Clothing'], genders: WOMEN, noun: /trousers/i }),
            leaf('Skirts', { category: ['Clothing'], genders: WOMEN, noun: /skirt/i }),
            leaf('Evening Wear', { category: ['Clothing'], genders: WOMEN, noun: /gown|sequin/i }),
          ],
        },
      ),
      leaf(
        'Featured',
        { category: ['Clothing'], genders: WOMEN, isNew: true },
        {
          slug: 'womens-clothing-featured',
          childBase: 'womens-clothing',
          columnBreak: true,
          children: [
            leaf('New Arrivals', newIn(['Clothing'], WOMEN), { adornment: 'New' }),
            leaf(
              'The Cashmere Shop',
              { category: ['Clothing'], genders: WOMEN, noun: /cashmere/i },
              { boutique: 'Boutique' },
            ),
            leaf(
              'Clothing Sale',
              { category: ['Clothing'], genders: WOMEN, sale: true },
              { redText: true, tags: ['sale'] },
            ),
          ],
        },
      ),
    ],
  },
  {
    name: 'Shoes',
    slug: 'shoes',
    id: 'cat47190746',
    select: { category: ['Shoes'], genders: WOMEN },
    promos: [
      {
        headline: 'Step Into Spring',
        text: 'Slingbacks, mules and ballet flats.',
        linkText: 'Shop Sandals',
        to: 'Sandals',
        picture: { category: ['Shoes'], genders: ['W'], noun: /sandal|mule/i },
      },
    ],
    children: [
      leaf(
        'Shoes',
        { category: ['Shoes'], genders: WOMEN },
        {
          slug: 'shoes-all',
          childBase: 'shoes',
          children: [
            leaf('Pumps', { category: ['Shoes'], noun: /pump/i }),
            leaf('Boots', { category: ['Shoes'], genders: WOMEN, noun: /boot/i }),
            leaf('Sandals', { category: ['Shoes'], noun: /sandal/i }),
            leaf('Flats', { category: ['Shoes'], noun: /flat/i }),
            leaf('Mules', { category: ['Shoes'], noun: /mule/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Shoes'], WOMEN), {
        slug: 'shoes-featured',
        childBase: 'shoes',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Shoes'], WOMEN), { adornment: 'New' }),
          leaf('Embellished', { category: ['Shoes'], genders: WOMEN, noun: /crystal|patent/i }),
          leaf('Shoe Sale', { category: ['Shoes'], genders: WOMEN, sale: true }, { redText: true, tags: ['sale'] }),
        ],
      }),
    ],
  },
  {
    name: 'Handbags',
    slug: 'handbags',
    id: 'cat46860739',
    select: { category: ['Handbags'] },
    promos: [
      {
        headline: 'The It Bags',
        text: 'Quilted leather, chain straps and a little gold.',
        linkText: 'Shop Shoulder Bags',
        to: 'Shoulder Bags',
        picture: { category: ['Handbags'], noun: /quilted/i },
      },
    ],
    children: [
      leaf(
        'Handbags',
        { category: ['Handbags'] },
        {
          slug: 'handbags-all',
          childBase: 'handbags',
          children: [
            leaf('Shoulder Bags', { category: ['Handbags'], noun: /shoulder/i }),
            leaf('Totes', { category: ['Handbags'], noun: /tote/i }),
            leaf('Crossbody Bags', { category: ['Handbags'], noun: /crossbody/i }),
            leaf('Top-Handle Bags', { category: ['Handbags'], noun: /top-handle/i }),
            leaf('Bucket Bags', { category: ['Handbags'], noun: /bucket/i }),
            leaf('Clutches & Evening Bags', { category: ['Handbags'], noun: /clutch/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Handbags']), {
        slug: 'handbags-featured',
        childBase: 'handbags',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Handbags']), { adornment: 'New' }),
          leaf('Mini Bags', { category: ['Handbags'], noun: /mini/i }, { adornment: 'Trending' }),
          leaf(
            'Personalize It',
            { category: ['Handbags'], monogrammable: true },
            { boutique: 'Monogram Shop', tags: ['monogram'] },
          ),
        ],
      }),
    ],
  },
  {
    name: 'Jewelry & Accessories',
    slug: 'jewelry-accessories',
    id: 'cat39620738',
    select: { category: ['Jewelry & Accessories'], genders: WOMEN },
    children: [
      leaf(
        'Jewelry',
        { category: ['Jewelry & Accessories'], noun: /ring|earrings|necklace|cuff bracelet/i, genders: WOMEN },
        {
          children: [
            leaf('Rings', { category: ['Jewelry & Accessories'], noun: /\bring\b/i }),
            leaf('Earrings', { category: ['Jewelry & Accessories'], noun: /earrings/i }),
            leaf('Necklaces', { category: ['Jewelry & Accessories'], noun: /necklace/i }),
            leaf('Bracelets', { category: ['Jewelry & Accessories'], noun: /cuff bracelet/i }),
            leaf(
              'Fine Jewelry',
              { category: ['Jewelry & Accessories'], noun: /diamond|pearl/i },
              { boutique: 'Fine Jewelry Salon' },
            ),
          ],
        },
      ),
      leaf(
        'Accessories',
        { category: ['Jewelry & Accessories'], noun: /scarf|sunglasses/i, genders: WOMEN },
        {
          columnBreak: true,
          children: [
            leaf('Scarves & Wraps', { category: ['Jewelry & Accessories'], noun: /scarf/i, genders: WOMEN }),
            leaf('Sunglasses', { category: ['Jewelry & Accessories'], noun: /sunglasses/i }),
            leaf('New Arrivals', newIn(['Jewelry & Accessories'], WOMEN), { adornment: 'New' }),
          ],
        },
      ),
    ],
  },
  {
    name: 'Beauty',
    slug: 'beauty',
    id: 'cat10650741',
    select: { category: ['Beauty'], genders: WOMEN },
    promos: [
      {
        headline: 'Your Signature Scent',
        text: 'Eaux de parfum from the great perfume houses.',
        linkText: 'Shop Fragrance',
        to: 'Fragrance',
        picture: { category: ['Beauty'], noun: /parfum/i },
      },
    ],
    children: [
      leaf(
        'Beauty',
        { category: ['Beauty'], genders: WOMEN },
        {
          slug: 'beauty-all',
          childBase: 'beauty',
          children: [
            leaf('Fragrance', { category: ['Beauty'], noun: /parfum/i }),
            leaf('Skincare', { category: ['Beauty'], genders: WOMEN, noun: /cream|serum|balm/i }),
            leaf('Makeup', { category: ['Beauty'], noun: /lipstick/i }),
            leaf('Bath & Body', { category: ['Beauty'], noun: /lotion/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Beauty'], WOMEN), {
        slug: 'beauty-featured',
        childBase: 'beauty',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Beauty'], WOMEN), { adornment: 'New' }),
          leaf('Refillables', { category: ['Beauty'], noun: /refillable/i }, { tags: ['sustainable'] }),
          leaf('Beauty Events', undefined, {
            note: 'Book a makeover or a skincare consultation at your nearest store: the events calendar is announced each month.',
            adornment: 'Book Now',
          }),
        ],
      }),
    ],
  },
  kidsSilo,
  homeSilo,
  giftsSilo,
  magazineSilo,
  saleSilo('W'),
];

const mensMenu: Spec[] = [
  {
    name: 'New & Now',
    slug: 'mens-new-now',
    id: 'cat14120827',
    select: { isNew: true, genders: MEN, category: [...FASHION, 'Beauty'] },
    tags: ['new'],
    promos: [
      {
        headline: 'New Season Suiting',
        text: 'Soft shoulders, double-faced wool and the loafer to go with it.',
        linkText: 'Shop New Arrivals',
        to: 'All New Arrivals',
        picture: { genders: ['M'], category: ['Clothing'], noun: /suit|overcoat/i },
      },
    ],
    children: [
      leaf(
        'New Arrivals',
        { isNew: true, genders: MEN },
        {
          slug: 'mens-new-arrivals',
          children: [
            leaf('All New Arrivals', { isNew: true, genders: MEN, category: [...FASHION, 'Beauty'] }),
            leaf('Clothing', newIn(['Clothing'], MEN)),
            leaf('Shoes', newIn(['Shoes'], MEN)),
            leaf('Accessories', newIn(['Jewelry & Accessories'], MEN)),
            leaf('Grooming', newIn(['Beauty'], MEN)),
          ],
        },
      ),
      leaf(
        'Trending Now',
        { genders: ['M'], noun: /suit|overcoat|sweater|quarter-zip|loafers/i },
        {
          slug: 'mens-trending-now',
          columnBreak: true,
          children: [
            leaf('The Suiting Shop', { genders: ['M'], noun: /suit|overcoat/i }, { boutique: 'Boutique' }),
            leaf('Weekend Knits', { genders: ['M'], noun: /sweater|quarter-zip/i }, { adornment: 'Trending' }),
            leaf('Modern Loafers', { genders: ['M'], noun: /loafers/i }),
          ],
        },
      ),
    ],
  },
  designersSilo('M'),
  {
    name: 'Clothing',
    slug: 'mens-clothing',
    id: 'cat14120830',
    select: { category: ['Clothing'], genders: MEN },
    promos: [
      {
        headline: 'The Overcoat',
        text: 'Double-faced wool, cut for a jacket underneath.',
        linkText: 'Shop Coats & Jackets',
        to: 'Coats & Jackets',
        picture: { category: ['Clothing'], genders: ['M'], noun: /coat|jacket/i },
      },
    ],
    children: [
      leaf(
        'Clothing',
        { category: ['Clothing'], genders: MEN },
        {
          slug: 'mens-clothing-all',
          childBase: 'mens-clothing',
          children: [
            leaf('Suits', { category: ['Clothing'], genders: MEN, noun: /suit/i }),
            leaf('Coats & Jackets', { category: ['Clothing'], genders: MEN, noun: /coat|jacket|overcoat/i }),
            leaf('Sweaters', { category: ['Clothing'], genders: MEN, noun: /sweater/i }),
            leaf('Shirts', { category: ['Clothing'], genders: MEN, noun: /shirt/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Clothing'], MEN), {
        slug: 'mens-clothing-featured',
        childBase: 'mens-clothing',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Clothing'], MEN), { adornment: 'New' }),
          leaf('Cashmere', { category: ['Clothing'], genders: MEN, noun: /cashmere/i }, { boutique: 'Boutique' }),
          leaf(
            'Clothing Sale',
            { category: ['Clothing'], genders: MEN, sale: true },
            { redText: true, tags: ['sale'] },
          ),
        ],
      }),
    ],
  },
  {
    name: 'Shoes',
    slug: 'mens-shoes',
    id: 'cat14120833',
    select: { category: ['Shoes'], genders: MEN },
    promos: [
      {
        headline: 'The Loafer, Reconsidered',
        text: 'Penny loafers in calfskin and suede.',
        linkText: 'Shop Loafers',
        to: 'Loafers',
        picture: { category: ['Shoes'], genders: ['M'], noun: /loafers/i },
      },
    ],
    children: [
      leaf(
        'Shoes',
        { category: ['Shoes'], genders: MEN },
        {
          slug: 'mens-shoes-all',
          childBase: 'mens-shoes',
          children: [
            leaf('Loafers', { category: ['Shoes'], noun: /loafers/i }),
            leaf('Boots', { category: ['Shoes'], genders: MEN, noun: /boots/i }),
            leaf('Sneakers', { category: ['Shoes'], genders: MEN, noun: /sneakers/i }),
            leaf('Dress Shoes', { category: ['Shoes'], noun: /oxfords/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Shoes'], MEN), {
        slug: 'mens-shoes-featured',
        childBase: 'mens-shoes',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Shoes'], MEN), { adornment: 'New' }),
          leaf('Shoe Sale', { category: ['Shoes'], genders: MEN, sale: true }, { redText: true, tags: ['sale'] }),
        ],
      }),
    ],
  },
  {
    name: 'Accessories',
    slug: 'mens-accessories',
    id: 'cat14120836',
    select: { category: ['Jewelry & Accessories'], genders: MEN, noun: /belt|scarf|sunglasses/i },
    children: [
      leaf(
        'Accessories',
        { category: ['Jewelry & Accessories'], genders: MEN, noun: /belt|scarf|sunglasses/i },
        {
          slug: 'mens-accessories-all',
          childBase: 'mens-accessories',
          children: [
            leaf('Belts', { category: ['Jewelry & Accessories'], noun: /belt/i }),
            leaf('Scarves', { category: ['Jewelry & Accessories'], genders: MEN, noun: /scarf/i }),
            leaf('Sunglasses', { category: ['Jewelry & Accessories'], noun: /sunglasses/i }),
          ],
        },
      ),
      leaf(
        'Travel & Leather Goods',
        { noun: /leather travel|jewelry case/i },
        {
          slug: 'mens-travel',
          columnBreak: true,
          children: [
            leaf('Travel Cases', { noun: /jewelry case/i }),
            leaf(
              'Personalized',
              { genders: MEN, monogrammable: true },
              { boutique: 'Monogram Shop', tags: ['monogram'] },
            ),
          ],
        },
      ),
    ],
  },
  {
    name: 'Watches & Jewelry',
    slug: 'mens-watches-jewelry',
    id: 'cat14120842',
    select: { category: ['Jewelry & Accessories'], genders: MEN, noun: /watch|cufflinks|cuff bracelet/i },
    adornment: 'New',
    promos: [
      {
        headline: 'Automatic Elegance',
        text: 'Steel watches with sapphire crystal and exhibition backs.',
        linkText: 'Shop Watches',
        to: 'Watches',
        picture: { category: ['Jewelry & Accessories'], noun: /watch/i },
      },
    ],
    children: [
      leaf(
        'Watches',
        { category: ['Jewelry & Accessories'], noun: /watch/i },
        {
          slug: 'mens-watches',
          children: [
            leaf('All Watches', { category: ['Jewelry & Accessories'], noun: /watch/i }),
            leaf('Automatic Watches', { category: ['Jewelry & Accessories'], noun: /automatic/i }),
          ],
        },
      ),
      leaf(
        'Jewelry',
        { category: ['Jewelry & Accessories'], genders: MEN, noun: /cufflinks|cuff bracelet/i },
        {
          slug: 'mens-jewelry',
          columnBreak: true,
          children: [
            leaf('Cufflinks', { category: ['Jewelry & Accessories'], noun: /cufflinks/i }),
            leaf('Bracelets', { category: ['Jewelry & Accessories'], noun: /cuff bracelet/i }),
          ],
        },
      ),
    ],
  },
  {
    name: 'Cologne & Grooming',
    slug: 'cologne-grooming',
    id: 'cat14120839',
    select: { category: ['Beauty'], genders: MEN },
    promos: [
      {
        headline: 'The Grooming Shelf',
        text: 'Colognes, beard oil and the serum he will actually use.',
        linkText: 'Shop Cologne',
        to: 'Cologne',
        picture: { category: ['Beauty'], noun: /cologne/i },
      },
    ],
    children: [
      leaf(
        'Cologne & Grooming',
        { category: ['Beauty'], genders: MEN },
        {
          slug: 'cologne-grooming-all',
          childBase: 'cologne-grooming',
          children: [
            leaf('Cologne', { category: ['Beauty'], noun: /cologne|parfum/i }),
            leaf('Shaving & Beard', { category: ['Beauty'], noun: /beard/i }),
            leaf('Skincare', { category: ['Beauty'], genders: ['U'], noun: /serum|balm/i }),
            leaf('Body', { category: ['Beauty'], noun: /lotion/i }),
          ],
        },
      ),
      leaf('Featured', newIn(['Beauty'], MEN), {
        slug: 'cologne-grooming-featured',
        childBase: 'cologne-grooming',
        columnBreak: true,
        children: [
          leaf('New Arrivals', newIn(['Beauty'], MEN), { adornment: 'New' }),
          leaf('Refillables', { category: ['Beauty'], genders: MEN, noun: /refillable/i }, { tags: ['sustainable'] }),
        ],
      }),
    ],
  },
  kidsSilo,
  homeSilo,
  giftsSilo,
  magazineSilo,
  saleSilo('M'),
];

// ---------------------------------------------------------------------------
// Building: ids, urls, navpaths, levels, attributes; and the page of every id.

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `cat` + 8 digits from the slug (FNV-1a), stable when other categories come and go. */
function hashedId(slug: string): string {
  let hash = 0x811c9dc5;
  for (const ch of slug) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `cat${String(10_000_000 + (hash % 90_000_000))}`;
}

/** A category's page: what GET /c/{slug}-{id} shows (navigation-api.ts renders it). */
export interface NavPage {
  id: string;
  name: string;
  url: string;
  /** The ancestors, silo first. */
  trail: ReadonlyArray<{ name: string; url: string }>;
  /** Its categories, as links, each with its own (a silo's page shows its drawer). */
  links: ReadonlyArray<{ name: string; url: string; links: ReadonlyArray<{ name: string; url: string }> }>;
  /** Designer links in A-Z order (the designers index, designers by category). */
  designers: ReadonlyArray<{ name: string; url: string }>;
  products: () => Product[];
  note?: string;
  /** It is a designer's page (a house without products says so). */
  designer?: string;
}

const PAGES = new Map<string, NavPage>();
/** The slug each id was made from: two slugs must never share an id. */
const SLUG_OF_ID = new Map<string, string>(listCategories().map((category) => [category.id, category.slug]));
/** A designer's page url, as the A-Z list links it. */
const DESIGNER_URLS = new Map<string, string>();

/** What a slug stands for: the same slug twice (a category shared by both menus) must be the same category. */
const SIGNATURE_OF_SLUG = new Map<string, string>();
const signatureOf = (spec: Spec): string =>
  JSON.stringify([spec.name, spec.select, spec.designerLinks], (_key, value: unknown) =>
    value instanceof RegExp ? String(value) : value,
  );

function idFor(spec: Spec, slug: string): string {
  const signature = signatureOf(spec);
  if ((SIGNATURE_OF_SLUG.get(slug) ?? signature) !== signature)
    throw new Error(`navigation-data: two different categories are ${slug}`);
  SIGNATURE_OF_SLUG.set(slug, signature);
  const id = spec.id ?? hashedId(slug);
  const owner = SLUG_OF_ID.get(id);
  if (owner !== undefined && owner !== slug)
    throw new Error(`navigation-data: ${slug} and ${owner} share the id ${id}`);
  SLUG_OF_ID.set(id, slug);
  return id;
}

function pictureOf(select: Select): NavPromo['image'] | undefined {
  const product = ALL_PRODUCTS.find((p) => matches(p, select));
  return (
    product && { src: product.imageUrl, alt: `${product.designerName} ${product.displayName}`, width: 400, height: 500 }
  );
}

function build(
  spec: Spec,
  level: number,
  parentSlug: string | undefined,
  navpath: string,
  trail: NavPage['trail'],
): NavCategory {
  const slug = spec.slug ?? (parentSlug === undefined ? slugify(spec.name) : `${parentSlug}-${slugify(spec.name)}`);
  const id = idFor(spec, slug);
  const path = `${navpath}_${id}`;
  const url = `/c/${slug}-${id}?navpath=${path}`;
  const categories = (spec.children ?? []).map((child) =>
    build(child, level + 1, spec.childBase ?? slug, path, [...trail, { name: spec.name, url }]),
  );
  if (spec.select?.designers?.length === 1 && spec.tags?.includes('designer')) DESIGNER_URLS.set(spec.name, url);
  if (!PAGES.has(id)) {
    const select = spec.select;
    PAGES.set(id, {
      id,
      name: spec.name,
      url,
      trail,
      links: categories.map((c) => ({
        name: c.name,
        url: c.url,
        links: c.categories.map((g) => ({ name: g.name, url: g.url })),
      })),
      designers: (spec.designerLinks ?? []).map((name) => ({ name, url: '' })),
      products: select ? () => ALL_PRODUCTS.filter((p) => matches(p, select)) : () => [],
      ...(spec.note !== undefined && { note: spec.note }),
      ...(spec.tags?.includes('designer') && { designer: spec.name }),
    });
  }
  const node: NavCategory = {
    name: spec.name,
    url,
    id,
    catmanId: id,
    level,
    attributes: {
      redTextFlag: spec.redText ?? false,
      textAdornment: spec.adornment ?? '',
      tags: [...(spec.tags ?? [])],
      flgColumnBreak: spec.columnBreak ?? false,
      boutiqueTextAdornments: spec.boutique ?? '',
      promoPath: '',
      cms: [],
    },
    categories,
    children: categories.length,
  };
  const promos = (spec.promos ?? []).flatMap((promo): NavPromo[] => {
    const image = pictureOf(promo.picture);
    if (!image) return [];
    const target = promo.to === undefined ? node : findByName(node, promo.to);
    return [{ headline: promo.headline, text: promo.text, linkText: promo.linkText, url: (target ?? node).url, image }];
  });
  node.attributes.cms = promos;
  node.attributes.promoPath = promos[0]?.image.src ?? '';
  return node;
}

function findByName(node: NavCategory, name: string): NavCategory | undefined {
  for (const child of node.categories) {
    if (child.name === name) return child;
    const deeper = findByName(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

const MENUS: Record<NavGender, readonly NavCategory[]> = {
  W: womensMenu.map((spec) => build(spec, 0, undefined, ROOT_ID, [])),
  M: mensMenu.map((spec) => build(spec, 0, undefined, ROOT_ID, [])),
};
// The designer links know their pages once every designer has one.
for (const page of PAGES.values()) {
  (page as { designers: NavPage['designers'] }).designers = page.designers.map(({ name }) => ({
    name,
    url: DESIGNER_URLS.get(name) ?? '',
  }));
}

function withoutAssets(node: NavCategory): NavCategory {
  return {
    ...node,
    attributes: { ...node.attributes, promoPath: '', cms: [] },
    categories: node.categories.map(withoutAssets),
  };
}

/** The menu for a gender; without the global assets, no promo content (promoPath '' and cms []). */
export function navigationSilos(gender: NavGender, globalAssets: boolean): NavCategory[] {
  return globalAssets ? structuredClone([...MENUS[gender]]) : MENUS[gender].map(withoutAssets);
}

/** The page of a category of either menu, from the `cat…` id at the end of its url segment. */
export function findNavPage(segment: string): NavPage | undefined {
  const id = /(cat\d+)$/.exec(segment)?.[1];
  return id === undefined ? undefined : PAGES.get(id);
}
