import type { WidgetsConfig } from './config';

/**
 * header.md §9: features are gated by toggles and A/B tests. One lookup used
 * everywhere, so the meaning of "on" cannot drift between widgets.
 */
export function isToggleOn(config: Pick<WidgetsConfig, 'toggles'>, name: string): boolean {
  return config.toggles[name] === true;
}

export function abTestVariation(config: Pick<WidgetsConfig, 'abTests'>, name: string): string | undefined {
  return config.abTests[name];
}

/** Variation names are compared case-insensitively ("b" and "B" are one group). */
export function isInVariation(config: Pick<WidgetsConfig, 'abTests'>, name: string, variation: string): boolean {
  return abTestVariation(config, name)?.toLowerCase() === variation.toLowerCase();
}
