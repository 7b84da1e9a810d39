// @ts-check
/** What the house's rules read of the syntax tree (ESTree, as typescript-eslint gives it). */
import { dirname, resolve } from 'node:path';

/** The name a call or a `new` is made through: `useMemo`, `React.useMemo`, `window.CustomEvent`. */
export const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed
      ? callee.property.name
      : undefined;

/** The root a call is made through: `it`, `it.each([...])`, `describe.skip`. */
export function calleeRoot(node) {
  let callee = node;
  while (callee && callee.type !== 'Identifier')
    callee =
      callee.type === 'CallExpression' ? callee.callee : callee.type === 'MemberExpression' ? callee.object : null;
  return callee?.name;
}

/** The property read from `identifier` (`now` of `Date.now`), or null when it is not the object of a member. */
export const memberRead = (identifier) => {
  const { parent } = identifier;
  return parent.type === 'MemberExpression' && parent.object === identifier && !parent.computed
    ? parent.property.name
    : null;
};

/** A string's text as written: a literal's, or a template's without its `${…}`; null for anything else. */
export const staticText = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral'
      ? node.quasis.map((quasi) => quasi.value.cooked).join('')
      : null;

/** How a string starts: a literal's text, or a template's up to its first `${…}`; null for anything else. */
export const leadingText = (node) =>
  node?.type === 'TemplateLiteral' ? node.quasis[0].value.cooked : staticText(node);

/**
 * The module an import names: a package's name as written (`@nm/core/boot`), a relative path resolved from the
 * importing file, with forward slashes and without its extension (`/…/packages/core/src/events/outbound`).
 */
export const importedModule = (filename, source) =>
  source.startsWith('.')
    ? resolve(dirname(filename), source)
        .replaceAll('\\', '/')
        .replace(/\.(ts|tsx|js)$/, '')
        .replace(/\/index$/, '')
    : source;
