import {
  OUTBOUND_EVENT_NAMES,
  TOKEN_NAMES,
  attributeName,
  type ElementMeta,
  type PropDocs,
  type PropSpec,
  type WidgetList,
} from '../packages/core/src/index';

const TYPE_TEXT = { string: 'string', boolean: 'boolean', number: 'number', json: 'object' } as const;
const className = (tag: string) =>
  tag
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('') + 'Element';

/**
 * custom-elements.json (Custom Elements Manifest schema 2.1): the attributes,
 * their kinds and defaults from the element definitions the bundle runs, their
 * words from the element metadata (the same order, the same props).
 */
export function buildManifest<Ps extends readonly object[]>(
  widgets: WidgetList<Ps>,
  metas: ReadonlyArray<ElementMeta<object>>,
) {
  const definitions = widgets.map(({ element }) => element);
  const declarations = definitions.map((definition, at) => {
    const element = metas[at];
    if (element?.tag !== definition.tag)
      throw new Error(`element metadata out of step: ${definition.tag} has ${element?.tag ?? 'none'}`);
    const docs = element.props as Record<string, PropDocs>;
    const props = Object.entries(definition.props as Record<string, PropSpec>).map(([name, spec]) => {
      const prop = docs[name];
      if (!prop) throw new Error(`${definition.tag}: the prop ${name} has no description in its element.meta.ts`);
      return [name, { ...spec, ...prop }] as const;
    });
    return {
      kind: 'class',
      customElement: true,
      name: className(element.tag),
      tagName: element.tag,
      description: element.description,
      attributes: props.map(([name, spec]) => ({
        name: attributeName(name),
        fieldName: name,
        type: { text: spec.typeText ?? TYPE_TEXT[spec.kind] },
        default: JSON.stringify(spec.default),
        description: spec.description,
      })),
      members: props.map(([name, spec]) => ({
        kind: 'field',
        name,
        type: { text: spec.typeText ?? TYPE_TEXT[spec.kind] },
        default: JSON.stringify(spec.default),
        description: spec.description,
        attribute: attributeName(name),
      })),
      events: (element.events ?? []).map((name) => ({
        name,
        type: { text: 'CustomEvent' },
        description: `Dispatched on document (bubbles, composed); detail carries v: 1. See the README's event catalogue.`,
      })),
      cssProperties: TOKEN_NAMES.map((token) => ({
        name: `--nm-${token}`,
        description: 'Brand design token; set it on the element or any ancestor to override.',
      })),
    };
  });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/nm-widgets.js',
        declarations,
        exports: definitions.map((element) => ({
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: className(element.tag), module: 'dist/nm-widgets.js' },
        })),
      },
    ],
    // Not part of the schema's module list: the page-level events every element shares.
    'x-nm-outbound-events': OUTBOUND_EVENT_NAMES,
  };
}
