/** header.md §2: the "Our Stores" button's default label; alone, so the first paint does not carry the store list's wording. */
export const STORES_DEFAULT_LABEL = 'Our Stores';
