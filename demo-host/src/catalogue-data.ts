// Hand-written vocabulary the catalogue generator draws from. All designer names
// are invented for the demo; none is a real brand or trademark.

import type { CategoryName } from './categories';

export type Gender = 'W' | 'M' | 'U';

export interface Designer {
  name: string;
  categories: readonly CategoryName[];
}

export const DESIGNERS: readonly Designer[] = [
  { name: 'Maison Verlaine', categories: ['Clothing', 'Handbags', 'Shoes', 'Beauty'] },
  { name: 'Aldo Castellani', categories: ['Clothing', 'Shoes', 'Jewelry & Accessories'] },
  { name: 'Odile Marchetti', categories: ['Handbags', 'Shoes'] },
  { name: 'Soren Halvorsen', categories: ['Clothing', 'Jewelry & Accessories'] },
  { name: 'Beatrix Lowell', categories: ['Clothing', 'Jewelry & Accessories'] },
  { name: 'Casa Fiorenza', categories: ['Shoes', 'Handbags'] },
  { name: 'Juliette Aubrac', categories: ['Beauty'] },
  // The ampersand keeps escaping honest in every template and widget.
  { name: 'Hartwell & Finch', categories: ['Clothing', 'Shoes', 'Jewelry & Accessories'] },
  { name: 'Ines Moreau-Vidal', categories: ['Jewelry & Accessories'] },
  { name: 'Tomasz Wolan', categories: ['Clothing'] },
  { name: 'Studio Kaelen', categories: ['Clothing', 'Shoes', 'Handbags'] },
  { name: 'Vittoria Sanseverino', categories: ['Clothing', 'Handbags', 'Kids'] },
  { name: 'Margaux Delavigne', categories: ['Beauty', 'Gifts'] },
  { name: 'Edmund Ashcombe', categories: ['Home', 'Gifts'] },
  { name: 'Lucca Bellandi', categories: ['Kids', 'Shoes'] },
  { name: 'Ottoline Crewe', categories: ['Kids', 'Gifts'] },
  { name: 'Atelier Sauvigne', categories: ['Jewelry & Accessories', 'Handbags'] },
  { name: 'Kenji Moriwaki', categories: ['Clothing', 'Shoes'] },
  { name: 'Rafaela Quintanar', categories: ['Clothing', 'Jewelry & Accessories'] },
  { name: 'Celestine Abara', categories: ['Beauty', 'Home'] },
  // Accented name: exercises UTF-8 handling end to end.
  { name: 'Maison Orlévie', categories: ['Gifts', 'Home', 'Beauty'] },
  { name: 'Dashiell Brandt', categories: ['Clothing', 'Shoes'] },
  { name: 'Isolde Varga', categories: ['Jewelry & Accessories', 'Beauty'] },
  { name: 'Pemberton Vale', categories: ['Bedding', 'Decor'] },
  { name: 'Casa Alvarenga', categories: ['Furniture', 'Decor'] },
  { name: 'Whitcombe Pottery Works', categories: ['Tabletop'] },
  { name: 'Linnea & Holm', categories: ['Bedding', 'Tabletop'] },
  { name: 'Arden Loftus', categories: ['Furniture', 'Decor'] },
];

export interface Colour {
  colorName: string;
  /** Absent for colours without a code: product links then end in a bare `_`. */
  colorKey?: string;
  /** Swatch colour used by the generated product image. */
  hex: string;
}

export const FASHION_COLOURS: readonly Colour[] = [
  { colorName: 'Black', colorKey: '001', hex: '#1d1d1f' },
  { colorName: 'Ivory', colorKey: '103', hex: '#f3ecdc' },
  { colorName: 'Camel', colorKey: '210', hex: '#b9875a' },
  { colorName: 'Navy', colorKey: '410', hex: '#1f2a44' },
  { colorName: 'Burgundy', colorKey: '615', hex: '#6d1f2f' },
  { colorName: 'Blush', colorKey: '650', hex: '#e7b8b4' },
  { colorName: 'Forest', colorKey: '320', hex: '#2f4a36' },
  { colorName: 'Grey Melange', colorKey: '020', hex: '#9a9a9a' },
  { colorName: 'Cognac', colorKey: '230', hex: '#8a4b24' },
  { colorName: 'Emerald', colorKey: '330', hex: '#1f6b4f' },
];

export const METAL_COLOURS: readonly Colour[] = [
  { colorName: 'Yellow Gold', colorKey: '710', hex: '#c9a54a' },
  { colorName: 'Sterling Silver', colorKey: '720', hex: '#b8bcc2' },
  { colorName: 'Rose Gold', colorKey: '715', hex: '#c98f7a' },
];

export const HOME_COLOURS: readonly Colour[] = [
  { colorName: 'White', colorKey: '100', hex: '#f7f7f4' },
  { colorName: 'Sage', colorKey: '335', hex: '#9caf92' },
  { colorName: 'Natural', hex: '#d8c8a8' },
  { colorName: 'Charcoal', colorKey: '025', hex: '#3c3d3f' },
  { colorName: 'Champagne', colorKey: '115', hex: '#e6d3a8' },
];

/** Gift-ish goods sold in one colour without a colour code. */
export const ASSORTED_COLOUR: Colour = { colorName: 'Assorted', hex: '#c7a27a' };

type SizeRun = readonly string[];

const WOMENS_ALPHA: SizeRun = ['XS', 'S', 'M', 'L', 'XL'];
const WOMENS_NUMERIC: SizeRun = ['0', '2', '4', '6', '8', '10', '12'];
const MENS_ALPHA: SizeRun = ['S', 'M', 'L', 'XL', 'XXL'];
const MENS_TAILORED: SizeRun = ['46R', '48R', '50R', '52R', '54R'];
const WOMENS_SHOES: SizeRun = ['35.5', '36', '37', '38', '39', '40'];
const MENS_SHOES: SizeRun = ['8', '9', '10', '11', '12'];
const RING_SIZES: SizeRun = ['5', '6', '7', '8'];
const BELT_SIZES: SizeRun = ['85', '90', '95', '100'];
const KIDS_TODDLER: SizeRun = ['2T', '3T', '4T'];
const KIDS_BIG: SizeRun = ['4', '6', '8', '10', '12'];
const KIDS_BABY: SizeRun = ['6M', '12M', '18M'];
const KIDS_SHOES: SizeRun = ['10C', '11C', '12C', '1Y', '2Y'];
const BED_SIZES: SizeRun = ['Twin', 'Full/Queen', 'King'];
const PILLOW_SIZES: SizeRun = ['Standard', 'Queen', 'King'];
const ONE_SIZE: SizeRun = [];

export interface ItemTemplate {
  noun: string;
  gender: Gender;
  sizes: SizeRun;
  /** Which colour family the item comes in; `none` means no colour at all (e.g. beauty). */
  colours: 'fashion' | 'metal' | 'home' | 'assorted' | 'none';
  perishable?: boolean;
  monogrammable?: boolean;
  /** Consumables a shopper can subscribe to (beauty). */
  replenishable?: boolean;
}

export interface CategoryPlan {
  /** How many products of this category the catalogue holds. */
  count: number;
  priceRange: readonly [number, number];
  /** Likelihood that a product ships straight from the vendor. */
  dropShipShare: number;
  modifiers: readonly string[];
  items: readonly ItemTemplate[];
}

const w = (
  noun: string,
  sizes: SizeRun,
  colours: ItemTemplate['colours'] = 'fashion',
  extra: Partial<ItemTemplate> = {},
): ItemTemplate => ({ noun, gender: 'W', sizes, colours, ...extra });
const m = (
  noun: string,
  sizes: SizeRun,
  colours: ItemTemplate['colours'] = 'fashion',
  extra: Partial<ItemTemplate> = {},
): ItemTemplate => ({ noun, gender: 'M', sizes, colours, ...extra });
const u = (
  noun: string,
  sizes: SizeRun,
  colours: ItemTemplate['colours'] = 'fashion',
  extra: Partial<ItemTemplate> = {},
): ItemTemplate => ({ noun, gender: 'U', sizes, colours, ...extra });

export const CATEGORY_PLANS: Record<CategoryName, CategoryPlan> = {
  Clothing: {
    count: 32,
    priceRange: [395, 6950],
    dropShipShare: 0.04,
    modifiers: ['Belted', 'Relaxed', 'Tailored', 'Cropped', 'Oversized'],
    items: [
      w('Silk Midi Dress', WOMENS_NUMERIC),
      w('Cashmere Turtleneck Sweater', WOMENS_ALPHA),
      w('Wool-Blend Wrap Coat', WOMENS_NUMERIC),
      w('Pleated Wide-Leg Trousers', WOMENS_NUMERIC),
      w('Tweed Jacket', WOMENS_NUMERIC),
      w('Satin Slip Skirt', WOMENS_ALPHA),
      w('Poplin Button-Down Shirt', WOMENS_ALPHA),
      w('Sequined Evening Gown', WOMENS_NUMERIC),
      w('Ribbed Knit Cardigan', WOMENS_ALPHA),
      m('Wool Two-Button Suit', MENS_TAILORED),
      m('Cashmere Quarter-Zip Sweater', MENS_ALPHA),
      m('Cotton Oxford Shirt', MENS_ALPHA),
      m('Suede Bomber Jacket', MENS_ALPHA),
      m('Double-Faced Overcoat', MENS_TAILORED),
    ],
  },
  Shoes: {
    count: 20,
    priceRange: [595, 1650],
    dropShipShare: 0.04,
    modifiers: ['Patent', 'Shearling-Lined', 'Crystal-Embellished'],
    items: [
      w('Leather Pointed-Toe Pumps', WOMENS_SHOES),
      w('Suede Knee Boots', WOMENS_SHOES),
      w('Slingback Sandals', WOMENS_SHOES),
      w('Leather Ballet Flats', WOMENS_SHOES),
      w('Calfskin Mules', WOMENS_SHOES),
      m('Leather Penny Loafers', MENS_SHOES),
      m('Suede Chukka Boots', MENS_SHOES),
      m('Leather Low-Top Sneakers', MENS_SHOES),
      m('Cap-Toe Oxfords', MENS_SHOES),
    ],
  },
  Handbags: {
    count: 16,
    priceRange: [1250, 6800],
    dropShipShare: 0.03,
    modifiers: ['Mini', 'Medium', 'Large'],
    items: [
      w('Quilted Leather Shoulder Bag', ONE_SIZE, 'fashion', { monogrammable: true }),
      w('Top-Handle Bag', ONE_SIZE),
      w('Croc-Embossed Tote Bag', ONE_SIZE, 'fashion', { monogrammable: true }),
      w('Chain Crossbody Bag', ONE_SIZE),
      w('Raffia Bucket Bag', ONE_SIZE),
      w('Satin Evening Clutch', ONE_SIZE),
    ],
  },
  'Jewelry & Accessories': {
    count: 18,
    priceRange: [195, 12500],
    dropShipShare: 0.05,
    modifiers: ['Petite', 'Signature', 'Classic'],
    items: [
      w('Pavé Diamond Ring', RING_SIZES, 'metal'),
      w('Pearl Drop Earrings', ONE_SIZE, 'metal'),
      u('Cuff Bracelet', ONE_SIZE, 'metal'),
      w('Chain Link Necklace', ONE_SIZE, 'metal'),
      w('Silk Twill Scarf', ONE_SIZE),
      u('Cashmere Scarf', ONE_SIZE),
      m('Leather Reversible Belt', BELT_SIZES),
      u('Aviator Sunglasses', ONE_SIZE),
      m('Automatic Steel Watch', ONE_SIZE, 'metal'),
      m('Enamel Cufflinks', ONE_SIZE, 'metal', { monogrammable: true }),
    ],
  },
  Beauty: {
    count: 18,
    priceRange: [38, 420],
    dropShipShare: 0.03,
    modifiers: ['Travel-Size', 'Limited Edition', 'Refillable'],
    items: [
      u('Eau de Parfum', ['1.7 oz', '3.4 oz'], 'none'),
      w('Renewal Night Cream', ['1.7 oz'], 'none', { replenishable: true }),
      u('Vitamin C Brightening Serum', ['1 oz'], 'none', { replenishable: true }),
      u('Hydrating Cleansing Balm', ['3.4 oz'], 'none', { replenishable: true }),
      w('Satin Lipstick', ONE_SIZE, 'none'),
      m('Eau de Cologne', ['3.4 oz'], 'none'),
      m('Beard Conditioning Oil', ['1 oz'], 'none', { replenishable: true }),
      u('Scented Body Lotion', ['6.8 oz'], 'none', { replenishable: true }),
    ],
  },
  Kids: {
    count: 12,
    priceRange: [45, 495],
    dropShipShare: 0.05,
    modifiers: ['Heirloom', 'Organic Cotton'],
    items: [
      u('Cashmere Baby Blanket', ONE_SIZE, 'home', { monogrammable: true }),
      u('Knit Romper', KIDS_BABY),
      u('Puffer Jacket', KIDS_BIG),
      u('Leather Sneakers', KIDS_SHOES),
      u('Plush Teddy Bear', ONE_SIZE, 'assorted'),
      w('Tulle Party Dress', KIDS_TODDLER),
    ],
  },
  Home: {
    count: 12,
    priceRange: [85, 1250],
    dropShipShare: 0.25,
    modifiers: ['Large', 'Hand-Finished'],
    items: [
      u('Cashmere Throw Blanket', ONE_SIZE, 'home', { monogrammable: true }),
      u('Scented Candle', ONE_SIZE, 'home'),
      u('Crystal Vase', ONE_SIZE, 'home'),
      u('Marble Serving Board', ONE_SIZE, 'home'),
      u('Linen Napkins, Set of 4', ONE_SIZE, 'home', { monogrammable: true }),
    ],
  },
  Gifts: {
    count: 12,
    priceRange: [45, 650],
    dropShipShare: 0.25,
    modifiers: ['Holiday', 'Signature'],
    items: [
      u('Dark Chocolate Truffle Collection', ONE_SIZE, 'assorted', { perishable: true }),
      u('Champagne & Caviar Gift Set', ONE_SIZE, 'assorted', { perishable: true }),
      u('Fresh Garden Rose Bouquet', ONE_SIZE, 'assorted', { perishable: true }),
      u('Gourmet Holiday Hamper', ONE_SIZE, 'assorted', { perishable: true }),
      u('Leather Travel Jewelry Case', ONE_SIZE, 'fashion', { monogrammable: true }),
      u('Engraved Silver Photo Frame', ONE_SIZE, 'metal', { monogrammable: true }),
    ],
  },
  Tabletop: {
    count: 10,
    priceRange: [65, 950],
    dropShipShare: 0.3,
    modifiers: ['Heritage', 'Gilded'],
    items: [
      u('Bone China 5-Piece Place Setting', ONE_SIZE, 'home'),
      u('Crystal Wine Glasses, Set of 2', ONE_SIZE, 'home', { monogrammable: true }),
      u('Hand-Painted Salad Plates, Set of 4', ONE_SIZE, 'home'),
      u('Silver-Plated 20-Piece Flatware Set', ONE_SIZE, 'home'),
      u('Embroidered Linen Tablecloth', ONE_SIZE, 'home', { monogrammable: true }),
    ],
  },
  Bedding: {
    count: 10,
    priceRange: [120, 1450],
    dropShipShare: 0.3,
    modifiers: ['Hemstitched', 'Washed'],
    items: [
      u('Sateen Sheet Set', BED_SIZES, 'home', { monogrammable: true }),
      u('Percale Duvet Cover', BED_SIZES, 'home', { monogrammable: true }),
      u('Down Pillow', PILLOW_SIZES, 'home'),
      u('Quilted Coverlet', BED_SIZES, 'home'),
    ],
  },
  Decor: {
    count: 10,
    priceRange: [95, 1850],
    dropShipShare: 0.35,
    modifiers: ['Sculptural', 'Antiqued'],
    items: [
      u('Brass Table Lamp', ONE_SIZE, 'home'),
      u('Ceramic Vase', ONE_SIZE, 'home'),
      u('Framed Botanical Print', ONE_SIZE, 'home'),
      u('Marble Bookends', ONE_SIZE, 'home'),
      u('Beeswax Taper Candles, Set of 6', ONE_SIZE, 'home'),
    ],
  },
  Furniture: {
    count: 10,
    priceRange: [895, 6400],
    dropShipShare: 0.85,
    modifiers: ['Channel-Tufted', 'Solid'],
    items: [
      u('Velvet Accent Chair', ONE_SIZE, 'home'),
      u('Walnut Side Table', ONE_SIZE, 'home'),
      u('Upholstered Bench', ONE_SIZE, 'home'),
      u('Rattan Lounge Chair', ONE_SIZE, 'home'),
      u('Marble Coffee Table', ONE_SIZE, 'home'),
    ],
  },
};
