import { atom, readonlyType } from 'nanostores';
import { mergeConfig, type WidgetsConfig } from '../config/config';

const $writableConfig = atom<WidgetsConfig>(
  mergeConfig(typeof location === 'undefined' ? 'localhost' : location.hostname),
);
/** The page's merged config, read everywhere. Read-only: `setConfig` is its writer. */
export const $config = readonlyType($writableConfig);

/** The one writer of `$config`: the bundle at start-up (the page's config) and the server before it draws a first paint. */
export function setConfig(config: WidgetsConfig): void {
  $writableConfig.set(config);
}
