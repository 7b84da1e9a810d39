import { isExpiring } from '../model/expiring';
import { readExpiring, readJson, readRaw, remove, writeExpiring, writeJson, writeRaw } from './webStorage';

/**
 * The storage helpers as one plain object, for `import { webStorage } from '@nm/core'`.
 * Not `export * as webStorage` in the barrel: esbuild then treats the barrel
 * itself as live code in every chunk that uses the namespace, and every module
 * the barrel re-exports (DOMPurify, date-fns, the UI primitives) lands in the
 * shared chunk the entry loads, defeating the lazy panels.
 */
export const webStorage = {
  readRaw,
  writeRaw,
  remove,
  readJson,
  writeJson,
  isExpiring,
  readExpiring,
  writeExpiring,
} as const;
