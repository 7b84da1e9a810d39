import { BRANDS, type Brand } from '@nm/core';

/** `<nm-header brand>`: NM or HC in any case, else the config's brand. */
export const brandOf = (value: string, fallback: Brand): Brand =>
  (BRANDS as readonly string[]).includes(value.trim().toUpperCase()) ? (value.trim().toUpperCase() as Brand) : fallback;
