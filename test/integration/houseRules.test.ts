import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house's own rules (lint/), run as `npm run lint` runs them: the repository's configuration, so the files each
 * applies to are the configuration's. Only the house's rules, and no type information: the snippets are in no
 * TypeScript program.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('house/'),
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
});

// Loading the configuration (typescript-eslint, the React plugins) is most of the file's time, and beside the other
// streams of npm test it can take longer than a test's 5 s: loaded once, here.
beforeAll(() => eslint.calculateConfigForFile(join(root, 'packages/minicart/src/ui/Probe.tsx')), 60_000);

/** What a render reads (pure-render's `{{what}}`) or which event is raised (emit-from-state's `{{name}}`). */
const DETAIL = /reads only stores and props: (.+?) is not|^Raise (.+?) with/;
/** Each report in order, as `rule kind` (its messageId), with the detail its message names: `house/pure-render impure window`. */
async function lint(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((m) => {
    const detail = DETAIL.exec(m.message);
    return [m.ruleId, m.messageId, detail?.[1] ?? detail?.[2]].filter(Boolean).join(' ');
  });
}

describe('house/pure-render: a render reads only stores and props (docs/ARCHITECTURE.md, the first paint)', () => {
  const PROBE = 'packages/minicart/src/ui/Probe.tsx';
  const impure = (...reads: string[]) => reads.map((what) => `house/pure-render impure ${what}`);

  it.each([
    ['the window in a component', 'export function Probe() { return <p>{window.innerWidth}</p>; }', ['window']],
    [
      'the time',
      'export function Probe() { const today = new Date(); return <p>{String(today)}</p>; }',
      ['new Date()'],
    ],
    ['the time, as a number', 'export const Probe = () => <p>{Date.now()}</p>;', ['Date.now()']],
    ['a random number', 'export const Probe = () => <p>{Math.random()}</p>;', ['Math.random()']],
    ['storage, in a hook', 'export function useSaved() { return localStorage.getItem("k"); }', ['localStorage']],
    [
      "useState's initialiser and useMemo's factory, which run in render",
      'export function Probe() { const [a] = useState(() => sessionStorage.getItem("k")); const b = useMemo(() => document.title, []); return <p>{a}{b}</p>; }',
      ['sessionStorage', 'document'],
    ],
    ['a component behind memo()', 'export const Probe = memo(() => <p>{innerWidth}</p>);', ['innerWidth']],
    [
      'a component behind memo(forwardRef())',
      'export const Probe = memo(forwardRef((_props, ref) => <p ref={ref}>{screen.width}</p>));',
      ['screen'],
    ],
    [
      "React.useMemo's factory",
      'export function Probe() { return <p>{React.useMemo(() => location.href, [])}</p>; }',
      ['location'],
    ],
    [
      "useReducer's initialiser (its third argument), not its reducer",
      'export function Probe() { const [s] = useReducer(() => performance.now(), 0, () => Date()); return <p>{s}</p>; }',
      ['Date()'],
    ],
    [
      'a list drawn with map()',
      'export function Probe({ items }: { items: string[] }) { return <ul>{items.map((i) => <li key={i}>{String(new Date())}</li>)}</ul>; }',
      ['new Date()'],
    ],
    ['optional chaining', 'export const Probe = () => <p>{window?.name}</p>;', ['window']],
    [
      "a class component's render",
      'export class Probe extends Component { render() { return <p>{navigator.language}</p>; } }',
      ['navigator'],
    ],
    [
      "a class component's fields and constructor, which run when React makes it",
      'export class Probe extends React.PureComponent { wide = innerWidth > 767; accessor tall = outerHeight; constructor(props: object) { super(props); this.at = Date.now(); } render() { return null; } }',
      ['innerWidth', 'outerHeight', 'Date.now()'],
    ],
    [
      'a class component made by a class expression',
      'export const Probe = class extends Component { render() { return <p>{top?.name}</p>; } };',
      ['top'],
    ],
    [
      'the page through globalThis, and the page by its other names',
      'export const Probe = () => <p>{globalThis.location.href}{globalThis.crypto}{self.name}{history.length}{visualViewport?.scale}{pageYOffset}{pageXOffset}{screenX}{screenY}{screenLeft}{screenTop}</p>;',
      [
        'globalThis.location',
        'globalThis.crypto',
        'self',
        'history',
        'visualViewport',
        'pageYOffset',
        'pageXOffset',
        'screenX',
        'screenY',
        'screenLeft',
        'screenTop',
      ],
    ],
    [
      "the page's frames and stores",
      'export function useFrames() { return [parent, frames.length, indexedDB, caches]; }',
      ['parent', 'frames', 'indexedDB', 'caches'],
    ],
    ['a random id', 'export const Probe = () => <p id={crypto.randomUUID()} />;', ['crypto']],
    [
      "a module's anonymous default export, what React.lazy renders",
      'export default function () { return <p>{document.title}</p>; }',
      ['document'],
    ],
    ['an anonymous default export behind memo()', 'export default memo(() => <p>{window.name}</p>);', ['window']],
  ])('reports %s', async (_name, code, reads) => {
    expect(await lint(code, PROBE)).toEqual(impure(...reads));
  });

  it.each([
    ['an effect', 'export function Probe() { useEffect(() => { document.title = "x"; }, []); return null; }'],
    [
      'a layout effect, and a list built in it',
      'export function Probe() { useLayoutEffect(() => [1].forEach(() => window.scrollTo(0, 0)), []); return null; }',
    ],
    ['an event handler', 'export const Probe = () => <button onClick={() => window.print()}>Print</button>;'],
    [
      'a callback kept for later',
      'export function Probe() { const f = useCallback(() => Date.now(), []); return <p onClick={f} />; }',
    ],
    ['a date from a value', 'export const Probe = ({ at }: { at: number }) => <p>{String(new Date(at))}</p>;'],
    ['a name of its own', 'export function Probe({ document }: { document: string }) { return <p>{document}</p>; }'],
    ['a type', 'export function Probe({ win }: { win: typeof window }) { return <p>{String(win === null)}</p>; }'],
    ['a module-level name of its own', 'const screen = "main"; export const Probe = () => <p>{screen}</p>;'],
    ['a function that is not a component or a hook', 'export function width() { return window.innerWidth; }'],
    ["a capitalised module constant's function", 'export const READ_WIDTH = () => window.innerWidth;'],
    [
      "a class component's handler field, static field and computed key (read once, when the class is made)",
      'export class Probe extends Component { static wide = innerWidth; onScroll = () => scrollY; [location.hash] = 1; render() { return null; } }',
    ],
    [
      'a class that is not a React component, even one with a render method',
      'class Box { at = Date.now(); } class Pane extends HTMLElement { root = document.createElement("div"); constructor() { super(); this.lang = navigator.language; } render() { return document.title; } } class Store { #el = document.body; #render() { return location.href; } }',
    ],
    ['what globalThis holds that a server has too', 'export const Probe = () => <p>{globalThis.String(1)}</p>;'],
    [
      "the module's own code, run once on import",
      'const wide = window.innerWidth > 767; export const Probe = () => <p>{String(wide)}</p>;',
    ],
  ])('lets %s read the page', async (_name, code) => {
    expect(await lint(code, PROBE)).toEqual([]);
  });

  it("takes an anonymous default export for a component only in a .tsx module (React.lazy's)", async () => {
    const code = 'export default function () { return window.location.href; }';
    expect(await lint(code, 'packages/minicart/src/state/current.ts')).toEqual([]);
  });

  it('asks useSyncExternalStore for a server value, the first paint a server draws and a hydration starts from', async () => {
    const store = (args: string) => `export function useWide() { return React.useSyncExternalStore(${args}); }`;
    const file = 'packages/core/src/ui/useWide.ts';
    const noServerValue = ['house/pure-render noServerValue'];
    expect(await lint(store('subscribe, () => innerWidth > 767'), file)).toEqual(noServerValue);
    expect(await lint(store('subscribe, () => innerWidth > 767, undefined'), file)).toEqual(noServerValue);
    expect(await lint(store('subscribe, () => innerWidth > 767, () => false'), file)).toEqual([]);
    expect(await lint(store('...args'), file)).toEqual([]);
    const [report] = (await eslint.lintText(store('subscribe, read'), { filePath: join(root, file) }))[0]!.messages;
    expect(report!.message).toMatch(/^useSyncExternalStore reads the page in render: give it a server value/);
  });

  it('applies to the packages, not to their tests or stories, nor outside the packages', async () => {
    const code = 'export function Probe() { return <p>{window.innerWidth}</p>; }';
    expect(await lint(code, 'packages/core/src/element/Probe.tsx')).toEqual(impure('window'));
    expect(await lint(code, 'packages/minicart/src/ui/Probe.test.tsx')).toEqual([]);
    expect(await lint(code, 'packages/minicart/src/ui/Probe.stories.tsx')).toEqual([]);
    expect(await lint(code, 'demo-host/src/Probe.tsx')).toEqual([]);
  });
});

describe("house/emit-from-state: our events are emitted from state/, through core's emit (docs/ARCHITECTURE.md)", () => {
  const EMIT = "import { emit } from '@nm/core'; export const removed = () => emit('nm:item-removed', { id: 'x' });";
  const outside = 'house/emit-from-state outside';

  it.each([
    ['ui/', 'packages/minicart/src/ui/Line.tsx'],
    ['api/', 'packages/search/src/api/submit.ts'],
    ['model/', 'packages/header/src/model/offers.ts'],
    ["a package's element", 'packages/minicart/src/element.ts'],
    ["a state/ folder that is not the package's", 'packages/minicart/src/ui/state/line.ts'],
  ])('reports emit imported in %s', async (_folder, file) => {
    expect(await lint(EMIT, file)).toEqual([outside]);
  });

  it.each([
    [
      'through a namespace',
      "import * as core from '@nm/core'; core.emit('nm:cart-changed', { count: 1, subtotal: null }); core.logError('x');",
    ],
    ['under a name written as a string', "import { 'emit' as raise } from '@nm/core';"],
    ['handed on', "export { emit } from '@nm/core';"],
  ])('reports emit reached %s', async (_how, code) => {
    expect(await lint(code, 'packages/minicart/src/ui/Line.tsx')).toEqual([outside]);
  });

  it("reports core's own emit imported outside its state/, from any of core's folders", async () => {
    const code = "import { emit } from '../events/outbound'; emit('nm:cart-changed', { count: 1, subtotal: null });";
    expect(await lint(code, 'packages/core/src/element/probe.ts')).toEqual([outside]);
    expect(await lint("import { emit } from './outbound';", 'packages/core/src/events/bridge.ts')).toEqual([outside]);
  });

  it("lets state/ emit, and anything import the events' types or other names", async () => {
    expect(await lint(EMIT, 'packages/minicart/src/state/remove.ts')).toEqual([]);
    expect(await lint(EMIT, 'packages/core/src/state/outboundWiring.ts')).toEqual([]);
    const types =
      "import { type emit as Emit, logError } from '@nm/core'; import type { emit } from '@nm/core'; export type { emit as E } from '@nm/core';";
    expect(await lint(types, 'packages/minicart/src/ui/Line.tsx')).toEqual([]);
    expect(await lint("export * from './events/outbound';", 'packages/core/src/index.ts')).toEqual([]);
  });

  it('reports an event of ours raised past emit, even in state/', async () => {
    const code =
      "document.dispatchEvent(new CustomEvent('nm:cart-changed', { detail: {} })); const kind = 'x'; new window.Event(`nm:${kind}-changed`); new Event('nm:item-removed');";
    expect(await lint(code, 'packages/minicart/src/state/remove.ts')).toEqual([
      "house/emit-from-state raw 'nm:cart-changed'",
      'house/emit-from-state raw `nm:${kind}-changed`',
      "house/emit-from-state raw 'nm:item-removed'",
    ]);
    expect(await lint(code, 'packages/core/src/events/outbound.ts')).toEqual([]);
    expect(await lint("new CustomEvent('showMiniCartEvent');", 'packages/minicart/src/state/x.ts')).toEqual([]);
  });

  it('applies to what ships, not to tests, stories or the demo host', async () => {
    for (const file of [
      'packages/minicart/src/ui/Line.test.tsx',
      'packages/minicart/src/ui/Line.stories.tsx',
      'packages/minicart/src/testing/page.ts',
      'demo-host/src/probe.ts',
    ])
      expect(await lint(EMIT, file)).toEqual([]);
  });
});

describe("house/boot-in-bundle: only the bundle starts a page (docs/ARCHITECTURE.md, core's surface)", () => {
  const boot = 'house/boot-in-bundle boot';

  it.each([
    ['an import', "import { installBridge } from '@nm/core/boot';"],
    ['a side-effect import', "import '@nm/core/boot';"],
    ['a re-export', "export { installBridge } from '@nm/core/boot';"],
    ['a re-export of everything', "export * from '@nm/core/boot';"],
    ['a dynamic import', "export const later = () => import('@nm/core/boot');"],
    ['a dynamic import of a template', 'export const later = () => import(`@nm/core/boot`);'],
  ])("reports %s of @nm/core/boot in a widget's package", async (_kind, code) => {
    expect(await lint(code, 'packages/minicart/src/state/start.ts')).toEqual([boot]);
    expect(await lint(code, 'packages/core/src/element/probe.ts')).toEqual([boot]);
  });

  it("reports core's own modules importing its boot folder", async () => {
    expect(await lint("import { installBridge } from '../boot';", 'packages/core/src/element/probe.ts')).toEqual([
      boot,
    ]);
    expect(await lint("import { x } from '../boot/index.ts';", 'packages/core/src/state/probe.ts')).toEqual([boot]);
  });

  it('lets the bundle, tests, stories and their helpers start a page, types through, and widgets import @nm/core', async () => {
    const code = "import { installBridge } from '@nm/core/boot';";
    for (const file of [
      'packages/bundle/src/start.ts',
      'packages/minicart/src/element.browser.test.tsx',
      'packages/minicart/src/testing/elementPage.ts',
      'packages/minicart/src/element.stories.tsx',
      'packages/minicart/src/storybook/page.ts',
    ])
      expect(await lint(code, file)).toEqual([]);
    expect(await lint("import type { Bridge } from '@nm/core/boot';", 'packages/search/src/state/x.ts')).toEqual([]);
    expect(await lint("import { emit } from '@nm/core';", 'packages/search/src/state/x.ts')).toEqual([]);
  });
});
