import { logError } from '../log/log';
import {
  CONFIG_ELEMENT_ID,
  mergeConfig,
  validateConfigInput,
  type WidgetsConfig,
  type WidgetsConfigInput,
} from './config';

/** Reads the CSP-friendly `<script type="application/json" id="nm-widgets-config">` block. */
function readConfigBlock(doc: Document): unknown {
  const block = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch (error) {
    logError(`Config (#${CONFIG_ELEMENT_ID}): the block is not valid JSON; using the defaults`, error);
    return undefined;
  }
}

/** Defaults, then `window.nmWidgetsConfig`, then the JSON block. */
export function readPageConfig(win: Window & { nmWidgetsConfig?: unknown }, doc: Document): WidgetsConfig {
  const layers: WidgetsConfigInput[] = [];
  if (win.nmWidgetsConfig !== undefined)
    layers.push(validateConfigInput(win.nmWidgetsConfig, 'window.nmWidgetsConfig'));
  const block = readConfigBlock(doc);
  if (block !== undefined) layers.push(validateConfigInput(block, `#${CONFIG_ELEMENT_ID}`));
  return mergeConfig(win.location.hostname, ...layers);
}
