import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house's own rules (lint/house.js), run as `npm run lint` runs them: the repository's configuration, so the
 * files each applies to are the configuration's. Only the house's rules, and no type information: the snippets are in no
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

/** What each report says a render reads, in order: `window`, `new Date()`. */
async function readsInRender(code: string, file = 'packages/minicart/src/ui/Probe.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map(
    (m) => `${m.ruleId}: ${/reads only stores and props: (.+?) is not/.exec(m.message)?.[1]}`,
  );
}
const impure = (...reads: string[]) => reads.map((what) => `house/pure-render: ${what}`);

describe('house/pure-render: a render reads only stores and props (docs/ARCHITECTURE.md, the first paint)', () => {
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
      "a class's render",
      'export class Probe extends Component { render() { return <p>{navigator.language}</p>; } }',
      ['navigator'],
    ],
    [
      "a class component's field and constructor, which run when React makes it",
      'export class Probe extends Component { wide = innerWidth > 767; constructor(props: object) { super(props); this.at = Date.now(); } render() { return null; } }',
      ['innerWidth', 'Date.now()'],
    ],
    [
      'the page through globalThis, and the page by its other names',
      'export const Probe = () => <p>{globalThis.location.href}{self.name}{history.length}{visualViewport?.scale}{pageYOffset}</p>;',
      ['globalThis.location', 'self', 'history', 'visualViewport', 'pageYOffset'],
    ],
    ['a random id', 'export const Probe = () => <p id={crypto.randomUUID()} />;', ['crypto']],
    [
      "a module's anonymous default export, what React.lazy renders",
      'export default function () { return <p>{document.title}</p>; }',
      ['document'],
    ],
  ])('reports %s', async (_name, code, reads) => {
    expect(await readsInRender(code)).toEqual(impure(...reads));
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
      "a class component's handler field and static field, and another class's field",
      'export class Probe extends Component { static wide = innerWidth; onScroll = () => scrollY; render() { return null; } } class Box { at = Date.now(); }',
    ],
    ['what globalThis holds that a server has too', 'export const Probe = () => <p>{globalThis.String(1)}</p>;'],
    [
      "the module's own code, run once on import",
      'const wide = window.innerWidth > 767; export const Probe = () => <p>{String(wide)}</p>;',
    ],
  ])('lets %s read the page', async (_name, code) => {
    expect(await readsInRender(code)).toEqual([]);
  });

  it('asks useSyncExternalStore for a server value, the first paint a server draws and a hydration starts from', async () => {
    const store = (args: string) => `export function useWide() { return useSyncExternalStore(${args}); }`;
    const [withoutOne] = await eslint.lintText(store('subscribe, () => innerWidth > 767'), {
      filePath: join(root, 'packages/core/src/ui/useWide.ts'),
    });
    expect(withoutOne!.messages.map((m) => m.ruleId)).toEqual(['house/pure-render']);
    expect(withoutOne!.messages[0]!.message).toMatch(
      /^useSyncExternalStore reads the page in render: give it a server value/,
    );
    const [withOne] = await eslint.lintText(store('subscribe, () => innerWidth > 767, () => false'), {
      filePath: join(root, 'packages/core/src/ui/useWide.ts'),
    });
    expect(withOne!.messages).toEqual([]);
  });

  it('applies to the packages, not to their tests or stories, nor outside the packages', async () => {
    const code = 'export function Probe() { return <p>{window.innerWidth}</p>; }';
    expect(await readsInRender(code, 'packages/core/src/element/Probe.tsx')).toEqual(impure('window'));
    expect(await readsInRender(code, 'packages/minicart/src/ui/Probe.test.tsx')).toEqual([]);
    expect(await readsInRender(code, 'packages/minicart/src/ui/Probe.stories.tsx')).toEqual([]);
    expect(await readsInRender(code, 'demo-host/src/Probe.tsx')).toEqual([]);
  });
});

describe("house/emit-from-state: our events are emitted from state/, through core's emit (docs/ARCHITECTURE.md)", () => {
  /** Each report's rule and kind (messageId), with the event's name for a raw one. */
  async function reports(code: string, file: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return result!.messages.map(
      (m) => `${m.ruleId} ${m.messageId}${m.messageId === 'raw' ? ` ${/^Raise (\S+) with/.exec(m.message)?.[1]}` : ''}`,
    );
  }
  const EMIT = "import { emit } from '@nm/core'; export const removed = () => emit('nm:item-removed', { id: 'x' });";
  const outside = 'house/emit-from-state outside';

  it.each([
    ['ui/', 'packages/minicart/src/ui/Line.tsx'],
    ['api/', 'packages/search/src/api/submit.ts'],
    ['model/', 'packages/header/src/model/offers.ts'],
    ["a package's element", 'packages/minicart/src/element.ts'],
  ])('reports emit imported in %s', async (_folder, file) => {
    expect(await reports(EMIT, file)).toEqual([outside]);
  });

  it("reports core's own emit imported outside its state/", async () => {
    const code = "import { emit } from '../events/outbound'; emit('nm:cart-changed', { count: 1, subtotal: null });";
    expect(await reports(code, 'packages/core/src/element/probe.ts')).toEqual([outside]);
  });

  it("lets state/ emit, and anything import the events' types or other names", async () => {
    expect(await reports(EMIT, 'packages/minicart/src/state/remove.ts')).toEqual([]);
    expect(await reports(EMIT, 'packages/core/src/state/outboundWiring.ts')).toEqual([]);
    const types = "import { type emit as Emit, logError } from '@nm/core'; import type { emit } from '@nm/core';";
    expect(await reports(types, 'packages/minicart/src/ui/Line.tsx')).toEqual([]);
  });

  it('reports an event of ours raised past emit, even in state/', async () => {
    const code =
      "document.dispatchEvent(new CustomEvent('nm:cart-changed', { detail: {} })); const kind = 'x'; new Event(`nm:${kind}`);";
    expect(await reports(code, 'packages/minicart/src/state/remove.ts')).toEqual([
      'house/emit-from-state raw "nm:cart-changed"',
      'house/emit-from-state raw "nm:"',
    ]);
    expect(await reports(code, 'packages/core/src/events/outbound.ts')).toEqual([]);
    expect(await reports("new CustomEvent('showMiniCartEvent');", 'packages/minicart/src/state/x.ts')).toEqual([]);
  });

  it('applies to what ships, not to tests, stories or the demo host', async () => {
    for (const file of [
      'packages/minicart/src/ui/Line.test.tsx',
      'packages/minicart/src/ui/Line.stories.tsx',
      'packages/minicart/src/testing/page.ts',
      'demo-host/src/probe.ts',
    ])
      expect(await reports(EMIT, file)).toEqual([]);
  });
});

describe("house/boot-in-bundle: only the bundle starts a page (docs/ARCHITECTURE.md, core's surface)", () => {
  async function reports(code: string, file: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return result!.messages.map((m) => `${m.ruleId} ${m.messageId}`);
  }
  const boot = 'house/boot-in-bundle boot';

  it.each([
    ['an import', "import { installBridge } from '@nm/core/boot';"],
    ['a re-export', "export { installBridge } from '@nm/core/boot';"],
    ['a re-export of everything', "export * from '@nm/core/boot';"],
    ['a dynamic import', "export const later = () => import('@nm/core/boot');"],
  ])("reports %s of @nm/core/boot in a widget's package", async (_kind, code) => {
    expect(await reports(code, 'packages/minicart/src/state/start.ts')).toEqual([boot]);
    expect(await reports(code, 'packages/core/src/element/probe.ts')).toEqual([boot]);
  });

  it('lets the bundle, tests and their helpers start a page, and widgets import @nm/core', async () => {
    const code = "import { installBridge } from '@nm/core/boot';";
    for (const file of [
      'packages/bundle/src/start.ts',
      'packages/minicart/src/element.browser.test.tsx',
      'packages/minicart/src/testing/elementPage.ts',
    ])
      expect(await reports(code, file)).toEqual([]);
    expect(await reports("import { emit } from '@nm/core';", 'packages/search/src/state/x.ts')).toEqual([]);
  });
});
