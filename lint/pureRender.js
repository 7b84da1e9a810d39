// @ts-check
/**
 * house/pure-render: a first render is a pure function of stores and props (docs/ARCHITECTURE.md "A first render is
 * a pure function of stores and props"). What a page has and a server does not, read in a render, draws differently
 * on the server's first paint and in the page, and differs from one render to the next.
 */
import { calleeName, memberRead } from './syntax.js';

/**
 * The page's own names. `Date` and `Math` count only for `new Date()`, `Date()`, `Date.now()` and `Math.random()`,
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

/** What a reference of a global reads, as the message names it; null when it reads nothing of the page's. */
function pageOnlyRead(identifier) {
  const { name, parent } = identifier;
  const member = memberRead(identifier);
  if (name === 'Date') {
    if (parent.type === 'NewExpression' && parent.callee === identifier && parent.arguments.length === 0)
      return 'new Date()';
    if (parent.type === 'CallExpression' && parent.callee === identifier) return 'Date()';
    return member === 'now' ? 'Date.now()' : null;
  }
  if (name === 'Math') return member === 'random' ? 'Math.random()' : null;
  if (name === 'globalThis') return PAGE_ONLY.has(member) ? `globalThis.${member}` : null;
  return PAGE_ONLY.has(name) ? name : null;
}

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

/** A module's constant that holds a function: capitalised, and not a component (`READ_WIDTH`, with an underscore). */
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const rendersAsName = (name) => (/^[A-Z]/.test(name) && !CONSTANT_NAME.test(name)) || /^use[A-Z]/.test(name);
/** A React class component: one that extends `Component` or `PureComponent` (`React.Component`). */
const isClassComponent = (classNode) =>
  classNode.superClass != null && ['Component', 'PureComponent'].includes(calleeName(classNode.superClass));
const FIELDS = new Set(['PropertyDefinition', 'AccessorProperty']);

/**
 * Whether a function (or a class field) runs as a render:
 * - a component or a hook by its name: its own, or its variable's through memo() and forwardRef();
 * - in a .tsx module, its anonymous default export (what React.lazy renders);
 * - in a class component, its `render`, its constructor and its instance fields' initialisers (the last two run when
 *   React makes the instance, during a render).
 */
function rendersAs(fn, jsxModule) {
  if (FIELDS.has(fn.type)) return !fn.static && isClassComponent(fn.parent.parent);
  if (fn.parent.type === 'MethodDefinition') {
    const method = fn.parent;
    const render =
      method.kind === 'method' && !method.computed && method.key.type === 'Identifier' && method.key.name === 'render';
    return !method.static && (render || method.kind === 'constructor') && isClassComponent(method.parent.parent);
  }
  if (fn.id) return rendersAsName(fn.id.name);
  let node = fn;
  while (
    node.parent.type === 'CallExpression' &&
    node.parent.arguments[0] === node &&
    ['memo', 'forwardRef'].includes(calleeName(node.parent.callee))
  )
    node = node.parent;
  if (node.parent.type === 'ExportDefaultDeclaration') return jsxModule;
  return node.parent.type === 'VariableDeclarator' && node.parent.init === node && rendersAsName(node.parent.id.name);
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/**
 * What runs a node: the function around it, or a class field whose initialiser it is in (a computed key is read
 * once, when the class is made, and belongs to what is around the class).
 */
function enclosingRunner(node) {
  let child = node;
  let up = node.parent;
  while (up && !FUNCTIONS.has(up.type) && !(FIELDS.has(up.type) && up.value === child)) {
    child = up;
    up = up.parent;
  }
  return up;
}

/** Whether `node` runs while a component (or a hook, or a class component) renders, not later in a callback. */
function inRenderBody(node, jsxModule) {
  let fn = enclosingRunner(node);
  while (fn) {
    const call = fn.parent;
    if (call.type !== 'CallExpression' || CALLED_IN_RENDER.get(calleeName(call.callee)) !== call.arguments.indexOf(fn))
      break;
    fn = enclosingRunner(call);
  }
  return fn ? rendersAs(fn, jsxModule) : false;
}

/** Whether a `useSyncExternalStore(…)` call leaves out its server value (a spread is taken to hold one). */
const lacksServerValue = ({ arguments: args }) =>
  !args.some((arg) => arg.type === 'SpreadElement') &&
  (args.length < 3 || (args[2].type === 'Identifier' && args[2].name === 'undefined'));

export const pureRender = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      impure:
        'A render reads only stores and props: {{what}} is not the same on the server and in the page, nor from one ' +
        'render to the next. Read it in an effect or an event handler, or keep it in a store (docs/ARCHITECTURE.md ' +
        '"A first render is a pure function of stores and props").',
      noServerValue:
        "useSyncExternalStore reads the page in render: give it a server value, its third argument, which a server's " +
        "first paint draws and a hydration starts from. Without one React's server render fails and the page's " +
        'hydration is thrown away for a client render (docs/ARCHITECTURE.md "A first render is a pure function of ' +
        'stores and props").',
    },
  },
  create(context) {
    const jsxModule = context.filename.endsWith('.tsx');
    const check = (reference) => {
      // `typeof window` in a type reads nothing when the code runs.
      let up = reference.identifier.parent;
      while (up.type === 'TSQualifiedName') up = up.parent;
      if (up.type === 'TSTypeQuery') return;
      const what = pageOnlyRead(reference.identifier);
      if (what && inRenderBody(reference.identifier, jsxModule))
        context.report({ node: reference.identifier, messageId: 'impure', data: { what } });
    };
    return {
      CallExpression(node) {
        if (calleeName(node.callee) === 'useSyncExternalStore' && lacksServerValue(node))
          context.report({ node, messageId: 'noServerValue' });
      },
      'Program:exit'(program) {
        // The configured globals' references, as no-restricted-globals finds them: a name the module declares, or a
        // parameter, is in a scope of its own and never reaches these.
        for (const variable of context.sourceCode.getScope(program).variables) variable.references.forEach(check);
      },
    };
  },
};
