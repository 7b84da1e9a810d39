import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * house/pure-render (eslint.config.js), run as `npm run lint` runs it: the repository's configuration, so the files
 * it applies to are the configuration's. Only the house's rules, and no type information: the snippets are in no
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

// Loading the configuration (typescript-eslint, the React plugins) is most of the file's time: seconds beside the
// other streams of npm test, past a test's 5 s (a clean-clone run timed out on the first case). Loaded once, here.
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
      "a class's render",
      'export class Probe extends Component { render() { return <p>{navigator.language}</p>; } }',
      ['navigator'],
    ],
  ])('reports %s', async (_name, code, reads) => {
    expect(await readsInRender(code)).toEqual(impure(...reads));
  });

  it.each([
    ['an effect', 'export function Probe() { useEffect(() => { document.title = "x"; }, []); return null; }'],
    ['an event handler', 'export const Probe = () => <button onClick={() => window.print()}>Print</button>;'],
    [
      'a callback kept for later',
      'export function Probe() { const f = useCallback(() => Date.now(), []); return <p onClick={f} />; }',
    ],
    ['a date from a value', 'export const Probe = ({ at }: { at: number }) => <p>{String(new Date(at))}</p>;'],
    ['a name of its own', 'export function Probe({ document }: { document: string }) { return <p>{document}</p>; }'],
    ['a module-level name of its own', 'const screen = "main"; export const Probe = () => <p>{screen}</p>;'],
    ['a function that is not a component or a hook', 'export function width() { return window.innerWidth; }'],
  ])('lets %s read the page', async (_name, code) => {
    expect(await readsInRender(code)).toEqual([]);
  });

  it('applies to the packages, not to their tests or stories, nor outside the packages', async () => {
    const code = 'export function Probe() { return <p>{window.innerWidth}</p>; }';
    expect(await readsInRender(code, 'packages/core/src/element/Probe.tsx')).toEqual(impure('window'));
    expect(await readsInRender(code, 'packages/minicart/src/ui/Probe.test.tsx')).toEqual([]);
    expect(await readsInRender(code, 'packages/minicart/src/ui/Probe.stories.tsx')).toEqual([]);
    expect(await readsInRender(code, 'demo-host/src/Probe.tsx')).toEqual([]);
  });
});
