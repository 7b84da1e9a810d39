/**
 * Story-only helpers (used by `*.stories.tsx`, never by the bundle): show a
 * real `nm-*` custom element, with its shadow root and adopted styles, the
 * way a host page writes it: as markup with attributes.
 */
import { createElement } from 'react';
import { attributeName, type PropSpec } from '../element/attributes';
import { defineElement, type ElementDefinition } from '../element/defineElement';

const defined = new WeakSet<object>();

/** Defines the element the first time a story asks for it; later calls do nothing. */
function defineForStory<P extends object>(definition: ElementDefinition<P>): void {
  if (defined.has(definition)) return;
  defined.add(definition);
  defineElement(definition);
}

/**
 * Prop values → the attributes a page author would write: booleans are
 * present (`""`) or absent, JSON props are serialized, an undefined value
 * leaves the attribute out (the element uses its default).
 */
function toAttributes<P extends object>(definition: ElementDefinition<P>, props: Partial<P>): Record<string, string> {
  const specs = definition.props as Record<string, PropSpec>;
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    const spec = specs[name];
    if (!spec || value === undefined || value === null) continue;
    if (spec.kind === 'boolean') {
      if (value === true) attributes[attributeName(name)] = '';
    } else {
      const text = value as string | number;
      attributes[attributeName(name)] = spec.kind === 'json' ? JSON.stringify(value) : String(text);
    }
  }
  return attributes;
}

export interface StoryElementProps<P extends object> {
  definition: ElementDefinition<P>;
  /** Set as attributes, e.g. `{ showZeroValue: true }` → `show-zero-value=""`. */
  props?: Partial<P>;
}

/**
 * Renders `<definition.tag …attributes>`. React 19 sets unknown props on a
 * custom element as attributes, so the element parses them exactly as it
 * does on a host page.
 */
export function StoryElement<P extends object>({ definition, props = {} }: StoryElementProps<P>) {
  defineForStory(definition);
  return createElement(definition.tag, toAttributes(definition, props));
}
