import { logWarning } from '@nm/core';
import { start } from './start';

/**
 * The ESM entry the classic loader imports. A page may include our script
 * twice, or two different copies (other URLs, other versions): the first
 * copy to run owns the page, later ones stand down with one warning, so
 * there is one React, one set of stores and one bridge.
 */
const OWNER = Symbol.for('nm-widgets.owner');
type Owned = Window & typeof globalThis & { [OWNER]?: { version: string } };
const page = window as Owned;

declare const __NM_VERSION__: string;
const version = typeof __NM_VERSION__ === 'string' ? __NM_VERSION__ : 'dev';

if (page[OWNER]) {
  logWarning(
    `nm-widgets ${version} was loaded again; the copy already running (${page[OWNER].version}) stays in charge`,
  );
} else {
  page[OWNER] = { version };
  start(page);
}
