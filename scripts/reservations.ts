import type { ElementMeta } from '../packages/core/src/index';

/** The phone breakpoint (header.md §9: 767 px), as core's PHONE_QUERY writes it. */
const PHONE_MEDIA = '(max-width: 767px)';

type Box = { width: string; height: string };

/** A full-width box is a block (the header); anything else sits inline, as the element will. */
const display = (box: Box) =>
  box.width === '100%' ? 'display: block;' : 'display: inline-block; vertical-align: middle;';

const rule = (tag: string, box: Box) =>
  `${tag}:not(:defined) { ${display(box)} width: ${box.width}; height: ${box.height}; }`;

/**
 * dist/nm-widgets.css: the one stylesheet a page links in its <head>. Until
 * our deferred script defines an element it is an unknown inline element
 * with no size; reserving the box it will take keeps the page from shifting
 * when it upgrades. A linked file, not an injected <style>, so strict CSP
 * pages accept it. An element whose phone box differs (the header: its search
 * takes a row of its own) gets a second rule under the phone breakpoint.
 */
export function reservationCss(elements: ReadonlyArray<ElementMeta<object>>): string {
  const rules: string[] = [];
  const phone: string[] = [];
  for (const { tag, reservedSize, reservedSizePhone } of elements) {
    if (reservedSize) rules.push(rule(tag, reservedSize));
    if (reservedSizePhone) phone.push(`  ${rule(tag, reservedSizePhone)}`);
  }
  const phoneBlock = phone.length ? `\n@media ${PHONE_MEDIA} {\n${phone.join('\n')}\n}` : '';
  return `/* nm-widgets: boxes reserved before the elements are defined. */\n${rules.join('\n')}${phoneBlock}\n`;
}
