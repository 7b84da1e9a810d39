// @ts-check
/**
 * `npm run lint`: type-aware typescript-eslint, the hooks rules and no import
 * cycles, over every TypeScript file the project type-checks (tsconfig.json).
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The browser's timers. In `model/` and `state/` every delay goes through core's Clock (docs/ARCHITECTURE.md "Timers are state"). */
const TIMER_GLOBALS = [
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback',
];
const TIMER_MESSAGE = "Schedule on core's Clock (`clock.after`, `clock.frame`; `pageClock` by default, injected in a machine) or core's `whenIdle`, so tests drive it with fake timers.";

/** What changes the page's address. In `model/` and `state/` it goes through core's PageLocation (docs/ARCHITECTURE.md "One place changes the address"). */
const LOCATION_MESSAGE = "Change the page's address through core's PageLocation (`pageLocation().assign`, `.reload`, `.openInNewTab`, or the `location` a machine is given), so tests see the URL instead of leaving.";
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
  globalIgnores(['dist/', 'storybook-static/', 'screenshots/', '.storybook/public/', 'custom-elements.json', '.stryker-tmp/', 'reports/']),
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
      '@typescript-eslint/no-base-to-string': ['error', { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'TrustedHTML'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
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
    // The React code. (test/e2e's useDemoSuite is a vitest helper, not a hook: the hooks rules stop here.)
    files: ['packages/**/*.{ts,tsx}', '.storybook/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Warnings would pass unseen; `npm run lint` fails on any of them too (--max-warnings 0).
      'react-hooks/exhaustive-deps': 'error',
      // A component reads a store through core's useStore, which a first paint's hydration needs (docs/first-paint.md).
      'no-restricted-imports': ['error', {
        paths: [{ name: '@nanostores/react', message: "Use useStore from '@nm/core': it reads the first paint's snapshot while hydrating." }],
      }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses no TS module while walking the graph, and finds no cycle at all.
      ...importX.flatConfigs.typescript.settings,
      // @nm/* are workspace packages whose package.json "exports" point at src/*.ts.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // model/ and state/: the rules of docs/ARCHITECTURE.md "The layers" that a lint rule can see.
    files: ['packages/*/src/{model,state}/**/*.{ts,tsx}'],
    // Tests schedule and navigate as they like; core's clock and page location are where the page's timers and
    // address are touched, once.
    ignores: ['**/*.test.{ts,tsx}', 'packages/core/src/state/clock.ts', 'packages/core/src/state/pageLocation.ts'],
    rules: {
      'no-restricted-globals': ['error',
        ...TIMER_GLOBALS.map((name) => ({ name, message: TIMER_MESSAGE })),
        { name: 'open', message: LOCATION_MESSAGE }],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self'].flatMap((object) => [
        ...TIMER_GLOBALS.map((property) => ({ object, property, message: TIMER_MESSAGE })),
        { object, property: 'open', message: LOCATION_MESSAGE },
      ])],
      'no-restricted-syntax': ['error', ...LOCATION_CHANGES.map((selector) => ({ selector, message: LOCATION_MESSAGE }))],
    },
  },
  {
    // This file and other plain JS config: no type information.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
