// @ts-check
/**
 * `npm run lint`: type-aware typescript-eslint, the hooks rules and the layers' import rules, over every
 * TypeScript file the project type-checks (tsconfig.json). Import cycles are `npm run check:imports`'s
 * (dependency-cruiser, over the same files, type imports included).
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { house } from './lint/house.js';

/** What never ships from packages/: tests, stories, and their helpers. */
const NOT_SHIPPED = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'packages/*/src/{testing,storybook}/**'];

/** The browser's timers. In `model/` and `state/` every delay goes through core's Clock (docs/ARCHITECTURE.md "Timers are state"). */
const TIMER_GLOBALS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
];
const TIMER_MESSAGE =
  "Schedule on core's Clock (`clock.after`, `clock.frame`; `pageClock` by default, injected in a machine) or core's `whenIdle`, so tests drive it with fake timers.";

/**
 * docs/ARCHITECTURE.md "The layers": inside a package, each folder may import only the folders to its left
 * (model/, api/, state/, ui/, then element.ts). One zone per row of the table; element.meta.ts, which may import
 * only types beyond model/, is checked by no-restricted-imports below.
 */
const LAYERS = ['model', 'api', 'state', 'ui'];
const LAYER_ZONES = LAYERS.map((layer, index) => ({
  target: `packages/*/src/${layer}/**`,
  from: [
    ...LAYERS.slice(index + 1).map((right) => `packages/*/src/${right}/**`),
    'packages/*/src/element.ts',
    'packages/*/src/element.meta.ts',
  ],
  message: `${layer}/ imports only the folders to its left (${index === 0 ? 'none: it is the first' : LAYERS.slice(0, index).join(', ')}; docs/ARCHITECTURE.md "The layers").`,
}));
/**
 * What ships never imports tests' and stories' helpers: `writable($store)` there is the one way round the shared
 * stores' read-only type (docs/ARCHITECTURE.md "One owner per concern, one writer per store").
 */
const HELPER_ZONE = {
  // Tests' own helper modules (a `testing/` or `storybook/` folder, or a `testing.ts`) may.
  target: ['packages/*/src/!(testing|storybook)/**/!(testing).{ts,tsx}', 'packages/*/src/!(testing).{ts,tsx}'],
  from: ['packages/core/src/testing/**', 'packages/core/src/storybook/**'],
  message:
    'Only tests and stories use @nm/core/testing and @nm/core/storybook (writable() included): what ships writes a shared store through the writer beside it.',
};

/** The page's objects model/ never reads: its rules are pure functions of what they are given. */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'customElements',
];
const DOM_MESSAGE =
  'model/ is pure: take what the rule needs as an argument; state/ reads the page (docs/ARCHITECTURE.md "The layers").';
/** What model/ and api/ never import: React, stores, and (model/) the network. */
const NO_REACT_OR_STORES = [
  { name: 'react', message: 'React belongs in ui/.' },
  { name: 'react-dom', message: 'React belongs in ui/.' },
  { name: 'nanostores', message: 'Stores belong in state/.' },
  { name: '@nanostores/react', message: "Stores belong in state/, read in ui/ with core's useStore." },
];
/** From @nm/core: its stores ($…), hooks, the network and the page's storage. */
const CORE_STATEFUL =
  '^(\\$|use[A-Z]|requestJson$|sessionRequest$|webStorage$|(read|write|remove)\\w*Cookies?$|getStore)';

/** What changes the page's address. In `model/` and `state/` it goes through core's PageLocation (docs/ARCHITECTURE.md "One place changes the address"). */
const LOCATION_MESSAGE =
  "Change the page's address through core's PageLocation (`pageLocation().assign`, `.reload`, `.openInNewTab`, or the `location` a machine is given), so tests see the URL instead of leaving.";
const LOCATION_CHANGES = [
  // location = url, window.location = url (an object of one's own may have a `location`)
  "AssignmentExpression[left.name='location']",
  "AssignmentExpression[left.property.name='location'][left.object.name=/^(window|globalThis|self|top|parent|document)$/]",
  // location.href = url, window.location.hash = h
  "AssignmentExpression[left.object.name='location']",
  "AssignmentExpression[left.object.property.name='location']",
  // location.assign(url), window.location.replace(url), win.location.reload()
  "CallExpression[callee.object.name='location'][callee.property.name=/^(assign|replace|reload)$/]",
  "CallExpression[callee.object.property.name='location'][callee.property.name=/^(assign|replace|reload)$/]",
  // history.pushState(…), window.history.replaceState(…)
  "CallExpression[callee.object.name='history'][callee.property.name=/^(pushState|replaceState)$/]",
  "CallExpression[callee.object.property.name='history'][callee.property.name=/^(pushState|replaceState)$/]",
];

export default defineConfig(
  // packages/widgets/dist/: the copy of dist/ that exists while `npm pack` runs. test/release/fixtures/: pages
  // type-checked against the packed package by test/release/pack.test.ts, never against the sources.
  globalIgnores([
    'dist/',
    'storybook-static/',
    'screenshots/',
    '.storybook/public/',
    'custom-elements.json',
    '.stryker-tmp/',
    'reports/',
    'packages/widgets/dist/',
    'test/release/fixtures/',
    'release/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Props and options interfaces declare their callbacks in method shorthand (`onClose(): void`) and
      // components destructure them; no class here hands out a method that reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // `async` without `await` is how a function meets a Promise-returning contract here: Fastify plugins
      // (a non-async two-argument plugin never finishes registering), Vite's viteFinal, fetch stand-ins.
      '@typescript-eslint/require-await': 'off',
      // `_name` marks a parameter kept for its position; `{ drop: _drop, ...rest }` omits a key.
      // `interface HTMLElementEventMap extends InboundEventMap {}` is declaration merging (public.ts): it must be an interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // An aborted wait rejects with its AbortSignal's reason (typed `any`), as fetch itself does.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
      // TrustedHTML stringifies to its markup (Trusted Types spec), not to [object Object].
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'TrustedHTML'] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests: expect.any()/expect.stringMatching() are typed `any` by design, and an answer's JSON is
    // checked by the assertions that read it. Production code keeps every no-unsafe-* rule.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { house },
    rules: { 'house/no-issue-references': 'error' },
  },
  {
    // The React code. (test/e2e's useDemoSuite is a vitest helper, not a hook: the hooks rules stop here.)
    files: ['packages/**/*.{ts,tsx}', '.storybook/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Warnings would pass unseen; `npm run lint` fails on any of them too (--max-warnings 0).
      'react-hooks/exhaustive-deps': 'error',
      // A component reads a store through core's useStore, which a first paint's hydration needs (docs/first-paint.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nanostores/react',
              message: "Use useStore from '@nm/core': it reads the first paint's snapshot while hydrating.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses no TS module, and resolves no import the rules below look at.
      ...importX.flatConfigs.typescript.settings,
      // @nm/* are workspace packages whose package.json "exports" point at src/*.ts.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // No `import-x/no-cycle`: dependency-cruiser (`npm run check:imports`, in npm test's checks) finds every cycle
      // it would, type imports included, over the same files; no-cycle walked the whole graph again for each file,
      // about 9.5 s of the lint's CPU.
      // One import line per module: two from the same module are one list written twice.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Every delay in what ships is on core's clock (docs/ARCHITECTURE.md "Timers are state, on one clock"), ui/ and
    // core's own modules included. The model/, state/ and ui/ blocks below repeat the timers in their own lists
    // (ESLint keeps one configuration of a rule per file: the last). Outside it: the clock itself, and the
    // loader's modules, which must import nothing (the classic script that stays at 1.1 KB).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      ...NOT_SHIPPED,
      'packages/core/src/state/clock.ts',
      'packages/bundle/src/loader.ts',
      'packages/bundle/src/loadWhen.ts',
      'packages/core/src/element/firstPaintMarks.ts',
    ],
    rules: {
      'no-restricted-globals': ['error', ...TIMER_GLOBALS.map((name) => ({ name, message: TIMER_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          TIMER_GLOBALS.map((property) => ({ object, property, message: TIMER_MESSAGE })),
        ),
      ],
    },
  },
  {
    // model/ and state/: the rules of docs/ARCHITECTURE.md "The layers" that a lint rule can see.
    files: ['packages/*/src/{model,state}/**/*.{ts,tsx}'],
    // Tests schedule and navigate as they like; core's clock and page location are where the page's timers and
    // address are touched, once.
    ignores: ['**/*.test.{ts,tsx}', 'packages/core/src/state/clock.ts', 'packages/core/src/state/pageLocation.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...TIMER_GLOBALS.map((name) => ({ name, message: TIMER_MESSAGE })),
        { name: 'open', message: LOCATION_MESSAGE },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          ...TIMER_GLOBALS.map((property) => ({ object, property, message: TIMER_MESSAGE })),
          { object, property: 'open', message: LOCATION_MESSAGE },
        ]),
      ],
      'no-restricted-syntax': [
        'error',
        ...LOCATION_CHANGES.map((selector) => ({ selector, message: LOCATION_MESSAGE })),
      ],
    },
  },
  {
    // The layers (docs/ARCHITECTURE.md "The layers"); tests and stories are not a layer and import what they test.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...LAYER_ZONES, HELPER_ZONE] },
      ],
    },
  },
  {
    // Packages import each other by name, never by a path into another's src/: stories and their fixtures too
    // (the demo host's catalogue and pictures are `@nm/demo-host/catalogue`).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // The exceptions to importing packages by name (docs/ARCHITECTURE.md "Packages import each other by name"):
    // public.ts and server/public.ts, the sources of dist/nm-widgets.d.ts and dist/server/first-paint.d.ts, because
    // tsup's type bundler inlines only what relative imports reach.
    files: ['packages/bundle/src/public.ts', 'packages/bundle/src/server/public.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // model/: no React, DOM, network or stores.
    files: ['packages/*/src/model/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...TIMER_GLOBALS.map((name) => ({ name, message: TIMER_MESSAGE })),
        { name: 'open', message: LOCATION_MESSAGE },
        ...DOM_GLOBALS.map((name) => ({ name, message: DOM_MESSAGE })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [...NO_REACT_OR_STORES, { name: 'ky', message: 'The network belongs in api/.' }],
          patterns: [
            {
              group: ['@nm/core'],
              importNamePattern: CORE_STATEFUL,
              message:
                "model/ imports only core's pure parts (format, record, rules): no store, hook, request or storage.",
            },
          ],
        },
      ],
    },
  },
  {
    // api/: no stores, no React.
    files: ['packages/*/src/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NO_REACT_OR_STORES,
          // One store is read here: $config, the page's configuration, for the service's host and toggles.
          patterns: [
            {
              group: ['@nm/core'],
              importNamePattern: '^(\\$(?!config$)|use[A-Z])',
              message: 'api/ builds a request and decodes its answer: the store it fills is written in state/.',
            },
          ],
        },
      ],
    },
  },
  {
    // What ships (docs/ARCHITECTURE.md): a first render is a pure function of stores and props, in every component
    // and hook of the packages wherever it is; our events are emitted from state/, through core's emit; only the
    // bundle starts a page (below).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: NOT_SHIPPED,
    plugins: { house },
    rules: { 'house/pure-render': 'error', 'house/emit-from-state': 'error', 'house/boot-in-bundle': 'error' },
  },
  {
    files: ['packages/bundle/src/**/*.{ts,tsx}'],
    rules: { 'house/boot-in-bundle': 'off' },
  },
  {
    // ui/: renders stores and calls actions. A store is written by its actions in state/, a call made in api/.
    files: ['packages/*/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui/ makes no call: an action in state/ calls api/.' },
        ...TIMER_GLOBALS.map((name) => ({ name, message: TIMER_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: 'ui/ makes no call: an action in state/ calls api/.' },
          ...TIMER_GLOBALS.map((property) => ({ object, property, message: TIMER_MESSAGE })),
        ]),
      ],
      // Stores are named $…: `$store.set(…)`, `machine.$snapshot.set(…)`.
      'no-restricted-syntax': [
        'error',
        ...['[callee.object.name=/^\\$/]', '[callee.object.property.name=/^\\$/]'].map((store) => ({
          selector: `CallExpression[callee.property.name=/^(set|setKey)$/]${store}`,
          message:
            'ui/ writes no store: call the action beside it in state/ (docs/ARCHITECTURE.md "One owner per concern, one writer per store").',
        })),
        {
          // A fallback that holds an id is a lazy part that a control names: core's one implementation of it.
          selector:
            "JSXElement[openingElement.name.name='Suspense'] > JSXOpeningElement > JSXAttribute[name.name='fallback'] JSXAttribute[name.name='id']",
          message:
            'A lazy part that aria-controls names goes in core\'s ControlledPart (docs/ARCHITECTURE.md "What may be in the first script").',
        },
      ],
    },
  },
  {
    // element.meta.ts: never bundled, so it imports model/ constants and only types from anywhere else.
    files: ['packages/*/src/element.meta.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./api/*', './state/*', './ui/*'],
              allowTypeImports: true,
              message: 'element.meta.ts imports model/ constants and types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // This file and other plain JS config: no type information.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
