/** The navigation's wording (header.md §2 "Silo drawers", "Mobile menu", "Other labels"). */
export const BY_A_Z = 'BY A-Z';
export const DESIGNERS_BY_CATEGORY = 'DESIGNERS BY CATEGORY';
export const FEATURED_DESIGNERS = 'FEATURED DESIGNERS';
export const DESIGNERS_A_TO_Z = 'Designers A To Z';
export const VIEW_FAVORITES = 'View Favorites';
export const MENU_LABEL = 'Menu';
export const BACK_LABEL = 'Back';
export const CLOSE_LABEL = 'Close';
export const allGenderLabel = (gender: 'W' | 'M'): string => (gender === 'M' ? 'All Men' : 'All Women');
/** Our wording where the spec has none: the close button's and a drawer's names. */
export const closeDrawerLabel = (silo: string): string => `Close ${silo} menu`;
export const drawerToggleLabel = (silo: string): string => `${silo} menu`;
export const GENDER_GROUP_LABEL = 'Shop for';
export const LOADING_LABEL = 'Loading the menu';
