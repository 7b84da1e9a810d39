/**
 * The scripts' language level (README "Browsers"): the first paint's declarative shadow DOM already needs
 * Chrome 111 / Safari 16.4 / Firefox 123, well past ES2022. tsup builds at it, and scripts/merge-initial.ts
 * re-bundles the first script at it: ES2020 there down-levelled class fields and ??= again (114 B gzip).
 */
export const BROWSER_TARGET = 'es2022';
