// @ts-check
/**
 * The house's own ESLint rules, which eslint.config.js turns on for the files each applies to: written rules of
 * docs/ARCHITECTURE.md that no published rule checks.
 */

/**
 * Comments and test names say why, not which tracker issue or session asked for it: the history is in the commit
 * bodies and docs/QUALITY.md / docs/PERFORMANCE.md, where it does not go stale beside the code it explains. A spec
 * section (header.md §4) is the reference a comment or a test name cites.
 */
const ISSUE_REFERENCE = /\bissues? #?\d+/i;
const ISSUE_MESSAGE =
  'Say why, not which issue asked for it: the history goes in the commit body or docs/ (cite the spec section instead).';
const TEST_CALLS = new Set(['describe', 'it', 'test', 'bench']);
/** The name a call is made through: `it`, `it.each([...])`, `describe.skip`. */
const calleeRoot = (node) => {
  let callee = node;
  while (callee && callee.type !== 'Identifier')
    callee =
      callee.type === 'CallExpression' ? callee.callee : callee.type === 'MemberExpression' ? callee.object : null;
  return callee?.name;
};
/**
 * What a page has and a server does not: read in a render body, they draw differently on the server's first paint
 * and in the page (docs/ARCHITECTURE.md "A first render is a pure function of stores and props"), and differ from
 * one render to the next. `Date` and `Math` count only for `new Date()`, `Date()`, `Date.now()` and `Math.random()`,
 * `globalThis` only for one of these names read through it (`globalThis.window`). `crypto` is both a page's and
 * Node's, and random in both (`useId` names an element the same on both sides).
 */
const PAGE_ONLY = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'screen',
  'performance',
  'matchMedia',
  'getComputedStyle',
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'scrollX',
  'scrollY',
  'pageXOffset',
  'pageYOffset',
  'screenX',
  'screenY',
  'screenLeft',
  'screenTop',
  'visualViewport',
  'devicePixelRatio',
  'history',
  'crypto',
  'indexedDB',
  'caches',
  'self',
  'top',
  'parent',
  'frames',
]);
const PURE_RENDER_MESSAGE =
  'A render reads only stores and props: {{what}} is not the same on the server and in the page, nor from one render ' +
  'to the next. Read it in an effect or an event handler, or keep it in a store (docs/ARCHITECTURE.md "A first ' +
  'render is a pure function of stores and props").';
const NO_SERVER_VALUE_MESSAGE =
  "useSyncExternalStore reads the page in render: give it a server value, its third argument, which a server's first " +
  "paint draws and a hydration starts from. Without one React's server render fails and the page's hydration is " +
  'thrown away for a client render (docs/ARCHITECTURE.md "A first render is a pure function of stores and props").';
/**
 * Calls that run a function argument at once, during the render that makes them, and which argument: the hooks'
 * initialisers and useMemo's factory, and an array's callbacks (a list of lines drawn with `.map`).
 */
const CALLED_IN_RENDER = new Map([
  ['useState', 0],
  ['useMemo', 0],
  ['useReducer', 2],
  ...['map', 'flatMap', 'filter', 'reduce', 'some', 'every', 'find', 'findIndex', 'sort', 'forEach'].map((name) => [
    name,
    0,
  ]),
]);
const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : undefined;
/** A module's constant that holds a function (`READ_WIDTH`), not a component, though capitalised. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const rendersAsName = (name) => (/^[A-Z]/.test(name) && !CONSTANT_NAME.test(name)) || /^use[A-Z]/.test(name);
const classRenders = (classNode) =>
  classNode.body.body.some(
    (member) => member.type === 'MethodDefinition' && !member.static && member.key.name === 'render',
  );
/**
 * Whether a function runs as a render: a component or a hook by its name (its own, or its variable's through memo()
 * and forwardRef()), a module's anonymous default export (what React.lazy renders), or, in a class component, its
 * `render`, its constructor or a field's initialiser (both run when React makes the instance, during a render).
 */
function rendersAs(fn) {
  if (fn.type === 'PropertyDefinition') return !fn.static && classRenders(fn.parent.parent);
  if (fn.id) return rendersAsName(fn.id.name);
  if (fn.parent.type === 'ExportDefaultDeclaration') return true;
  if (fn.parent.type === 'MethodDefinition')
    return (
      !fn.parent.static &&
      (fn.parent.key.name === 'render' || fn.parent.kind === 'constructor') &&
      classRenders(fn.parent.parent.parent)
    );
  let node = fn;
  while (
    node.parent.type === 'CallExpression' &&
    node.parent.arguments[0] === node &&
    ['memo', 'forwardRef'].includes(calleeName(node.parent.callee))
  )
    node = node.parent;
  return node.parent.type === 'VariableDeclarator' && node.parent.init === node && rendersAsName(node.parent.id.name);
}
/** What runs a node: a function, or a class field's initialiser (which runs as its class's constructor does). */
const RUNNERS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'PropertyDefinition']);
function enclosingRunner(node) {
  let up = node.parent;
  while (up && !RUNNERS.has(up.type)) up = up.parent;
  return up;
}
/** Whether `node` runs while a component (or a hook, or a class component) renders, not later in a callback. */
function inRenderBody(node) {
  let fn = enclosingRunner(node);
  while (fn) {
    const call = fn.parent;
    if (call.type !== 'CallExpression' || CALLED_IN_RENDER.get(calleeName(call.callee)) !== call.arguments.indexOf(fn))
      break;
    fn = enclosingRunner(call);
  }
  return fn ? rendersAs(fn) : false;
}
/** What a reference of a page-only global reads, as the message names it; null when it reads nothing of the kind. */
function pageOnlyRead(identifier) {
  const { name, parent } = identifier;
  if (name === 'Date') {
    if (parent.type === 'NewExpression' && parent.callee === identifier && parent.arguments.length === 0)
      return 'new Date()';
    if (parent.type === 'CallExpression' && parent.callee === identifier) return 'Date()';
    const member = parent.type === 'MemberExpression' && parent.object === identifier ? parent.property.name : null;
    return member === 'now' ? 'Date.now()' : null;
  }
  if (name === 'Math')
    return parent.type === 'MemberExpression' && parent.object === identifier && parent.property.name === 'random'
      ? 'Math.random()'
      : null;
  if (name === 'globalThis') {
    const member = parent.type === 'MemberExpression' && parent.object === identifier ? parent.property.name : null;
    return PAGE_ONLY.has(member) ? `globalThis.${member}` : null;
  }
  return PAGE_ONLY.has(name) ? name : null;
}
/**
 * docs/ARCHITECTURE.md "Outbound `nm:` events are emitted from `state/` only": an action announces a change once,
 * whichever of an element's instances made it, and every event goes through core's `emit` (its `detail` typed, with
 * the contract's `v`).
 */
const EMIT_MESSAGE =
  'Emit our events from state/: an action there announces the change once, whichever element made it (docs/ARCHITECTURE.md "Outbound `nm:` events are emitted from `state/` only").';
const RAW_EVENT_MESSAGE =
  "Raise {{name}} with core's emit, from state/: it types the detail and adds the contract's version, v.";
const EMIT_SOURCE = /^@nm\/core$|\/events\/outbound$/;
const inStateFolder = (filename) => /[\\/]src[\\/]state[\\/]/.test(filename);
const isOutboundModule = (filename) => /[\\/]core[\\/]src[\\/]events[\\/]outbound\.ts$/.test(filename);

/** docs/ARCHITECTURE.md "Core's surface is split by purpose": `@nm/core/boot` starts a page, which only the bundle does. */
const BOOT_MESSAGE =
  'Only the bundle starts a page: a widget never imports @nm/core/boot. What a widget needs of core is in @nm/core (docs/ARCHITECTURE.md "Core\'s surface is split by purpose").';

export const house = {
  rules: {
    'boot-in-bundle': {
      meta: { type: 'problem', schema: [], messages: { boot: BOOT_MESSAGE } },
      create(context) {
        const report = (node) => {
          if (node.source?.value === '@nm/core/boot') context.report({ node: node.source, messageId: 'boot' });
        };
        return {
          ImportDeclaration: report,
          ExportAllDeclaration: report,
          ExportNamedDeclaration: report,
          ImportExpression: report,
        };
      },
    },
    'emit-from-state': {
      meta: { type: 'problem', schema: [], messages: { outside: EMIT_MESSAGE, raw: RAW_EVENT_MESSAGE } },
      create(context) {
        const { filename } = context;
        return {
          ImportSpecifier(node) {
            const declaration = node.parent;
            if (
              !inStateFolder(filename) &&
              node.imported.name === 'emit' &&
              node.importKind !== 'type' &&
              declaration.importKind !== 'type' &&
              EMIT_SOURCE.test(declaration.source.value)
            )
              context.report({ node, messageId: 'outside' });
          },
          // `new CustomEvent('nm:…')`, `new Event(\`nm:${name}\`)`: an event of ours raised past emit.
          NewExpression(node) {
            const [name] = node.arguments;
            const text =
              name?.type === 'Literal'
                ? name.value
                : name?.type === 'TemplateLiteral'
                  ? name.quasis[0].value.cooked
                  : null;
            if (
              !isOutboundModule(filename) &&
              ['CustomEvent', 'Event'].includes(node.callee.name) &&
              typeof text === 'string' &&
              text.startsWith('nm:')
            )
              context.report({ node, messageId: 'raw', data: { name: JSON.stringify(text) } });
          },
        };
      },
    },
    'pure-render': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { impure: PURE_RENDER_MESSAGE, noServerValue: NO_SERVER_VALUE_MESSAGE },
      },
      create(context) {
        const check = (reference) => {
          // `typeof window` in a type reads nothing when the code runs.
          let up = reference.identifier.parent;
          while (up.type === 'TSQualifiedName') up = up.parent;
          if (up.type === 'TSTypeQuery') return;
          const what = pageOnlyRead(reference.identifier);
          if (what && inRenderBody(reference.identifier))
            context.report({ node: reference.identifier, messageId: 'impure', data: { what } });
        };
        return {
          CallExpression(node) {
            if (calleeName(node.callee) === 'useSyncExternalStore' && node.arguments.length < 3)
              context.report({ node, messageId: 'noServerValue' });
          },
          'Program:exit'(program) {
            // The configured globals' references, as no-restricted-globals finds them: a name the module declares,
            // or a parameter, is in a scope of its own and never reaches these.
            for (const variable of context.sourceCode.getScope(program).variables) variable.references.forEach(check);
          },
        };
      },
    },
    'no-issue-references': {
      meta: { type: 'suggestion', schema: [], messages: { issue: ISSUE_MESSAGE } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (ISSUE_REFERENCE.test(comment.value)) context.report({ loc: comment.loc, messageId: 'issue' });
            }
          },
          CallExpression(node) {
            const [title] = node.arguments;
            if (!title || !TEST_CALLS.has(calleeRoot(node.callee))) return;
            const text =
              title.type === 'Literal'
                ? String(title.value)
                : title.type === 'TemplateLiteral'
                  ? title.quasis.map((q) => q.value.cooked).join('')
                  : '';
            if (ISSUE_REFERENCE.test(text)) context.report({ node: title, messageId: 'issue' });
          },
        };
      },
    },
  },
};
