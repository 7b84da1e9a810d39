import { atom } from 'nanostores';

/** header.md §4 "Gender": W (default) or M. The search issue persists it. */
export type Gender = 'W' | 'M';
/** header.md §4: women's until the shopper chooses. */
export const DEFAULT_GENDER: Gender = 'W';
export const $gender = atom<Gender>(DEFAULT_GENDER);
