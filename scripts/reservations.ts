import type { ElementDefinition } from '../packages/core/src/index';

/**
 * dist/nm-widgets.css: the one stylesheet a page links in its <head>. Until
 * our deferred script defines an element it is an unknown inline element
 * with no size; reserving the box it will take keeps the page from shifting
 * when it upgrades. A linked file, not an injected <style>, so strict CSP
 * pages accept it.
 */
export function reservationCss(elements: ReadonlyArray<ElementDefinition<object>>): string {
  const rules = elements
    .filter((element) => element.reservedSize)
    .map(({ tag, reservedSize }) =>
      `${tag}:not(:defined) { display: inline-block; vertical-align: middle; width: ${reservedSize!.width}; height: ${reservedSize!.height}; }`);
  return `/* nm-widgets: boxes reserved before the elements are defined. */\n${rules.join('\n')}\n`;
}
