/**
 * header.md §3 "Navigation silo / category": the shape every part of the
 * navigation reads, decoded at the boundary (model/decode.ts) or bundled
 * (model/fallback.ts). A menu object holds a silos list.
 */
export interface CategoryAttributes {
  /** The silo's name is drawn in red (a sale, an event). */
  redTextFlag?: boolean;
  /** A short word drawn after the name ("New", "Exclusive"). */
  textAdornment?: string;
  tags?: string[];
  /** Drawer content: this entry starts a new column. */
  flgColumnBreak?: boolean;
  /** Drawer content: adornments drawn after boutique names. */
  boutiqueTextAdornments?: string;
  /** Drawer content: the promo tile's image path. */
  promoPath?: string;
  /** Drawer content: the promo's text and link (the CMS slot of the drawer). */
  cms?: PromoContent;
}

/** The drawer's promo, from `attributes.cms` (or a bare `promoPath`): plain text and URLs, never HTML. */
export interface PromoContent {
  title?: string;
  text?: string;
  /** The link's words ("Shop the Collection"); the title when absent. */
  linkText?: string;
  url?: string;
  image?: string;
  /** The picture's text alternative; none: the picture is decoration (the title says it). */
  alt?: string;
}

export interface Category {
  name: string;
  url: string;
  id: string;
  /** In fallbacks equal to id. */
  catmanId: string;
  /** 0 for the top level (a silo). */
  level: number;
  attributes: CategoryAttributes;
  categories: Category[];
  /** The children count the service reports (categories.length when it says nothing). */
  children: number;
}

/** header.md §3 "Featured designer entry". */
export interface FeaturedDesigner {
  id: string;
  catId: string;
  level: number;
  name: string;
  url: string;
  attributes: CategoryAttributes;
  categories: Category[];
  children: number;
}

/** Which answer of header.md §7 a menu is: the desktop bar's or the mobile menu's. */
export type NavView = 'desktop' | 'mobile';
