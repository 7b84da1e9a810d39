/**
 * `npm run new-widget <tag> [-- --start]`: a new widget's package and its wiring (docs/ARCHITECTURE.md "Where a new
 * widget's parts go"). Writes packages/<name>/ (package.json, the index with its ownership header, model/ with its
 * wording and a table test, state/start.ts on core's clock when asked for, the ui/ component and its CSS,
 * element.ts with the Widget, element.meta.ts, a story and an element test in Chromium with axe), registers it in
 * the bundle (elements.ts, elementMeta.ts, loadWhen.ts, public.ts, package.json), in knip.json, and writes a
 * changeset (a new element is a minor change to the contract), every file in the house's format (oxfmt). Then
 * `npm install` links the workspace, `npm run contract` adds the element to the public surface's report and
 * `npm run visual:update` takes its story's first baseline, so the new widget passes `npm test` untouched; the
 * report's and the picture's diffs are for review in the commit. What a person must still do (the words) it prints.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface NewWidgetOptions {
  /** The repository to write into (tests give a copy). */
  root: string;
  /** Writes state/start.ts, the widget's page-wide start, on core's clock. */
  start?: boolean;
  /** Runs `npm install` to link the new workspace (tests skip it). */
  install?: boolean;
}

/** The house's formatter, as installed beside this script. */
const OXFMT = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/oxfmt');

/**
 * Puts the written files in the house's format, as `npm run format` would: oxfmt run in the root reads its
 * .oxfmtrc.jsonc and skips what that ignores (the changeset's Markdown).
 */
async function formatFiles(root: string, files: string[]): Promise<void> {
  await promisify(execFile)(OXFMT, ['--no-error-on-unmatched-pattern', ...files], { cwd: root });
}

export interface WidgetNames {
  tag: `nm-${string}`;
  /** The package's folder and name after `@nm/`: the tag without `nm-`. */
  folder: string;
  /** camelCase, for values: `demoWidget`. */
  camel: string;
  /** PascalCase, for the component and types: `DemoWidget`. */
  pascal: string;
  /** For people: `Demo widget`. */
  title: string;
}

const TAG = /^nm-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names a tag gives, or why the tag is refused. */
export function widgetNames(tag: string): WidgetNames | { refused: string } {
  if (!tag.includes('-')) return { refused: `"${tag}" has no hyphen: a custom element's name needs one (nm-<name>)` };
  if (!tag.startsWith('nm-')) return { refused: `"${tag}" does not start with nm-: every element of ours does` };
  if (!TAG.test(tag)) return { refused: `"${tag}" is not a tag of lowercase letters and digits joined by hyphens` };
  const folder = tag.slice(3);
  const words = folder.split('-');
  const camel = words.map((word, at) => (at === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  const pascal = camel[0]!.toUpperCase() + camel.slice(1);
  const title = words.join(' ').replace(/^./, (first) => first.toUpperCase());
  return { tag: tag as `nm-${string}`, folder, camel, pascal, title };
}

/** Refuses a tag the bundle already defines, or a package folder that is taken. */
function refuseExisting(root: string, names: WidgetNames): string | null {
  const elements = readFileSync(join(root, 'packages/bundle/src/loadWhen.ts'), 'utf8');
  if (elements.includes(`'${names.tag}'`))
    return `<${names.tag}> exists already (packages/bundle/src/loadWhen.ts ELEMENT_TAGS)`;
  if (existsSync(join(root, 'packages', names.folder))) return `packages/${names.folder} exists already`;
  return null;
}

/** Every file of the new package, by its path in the package. */
export function packageFiles(names: WidgetNames, withStart: boolean): Record<string, string> {
  const { tag, folder, camel, pascal, title } = names;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: `@nm/${folder}`,
        private: true,
        version: '0.1.0',
        type: 'module',
        types: './src/index.ts',
        exports: { '.': './src/index.ts' },
        dependencies: { '@nm/core': '0.1.0' },
        sideEffects: false,
      },
      null,
      2,
    )}\n`,

    'src/index.ts': `/**
 * <${tag}>: TODO say what it shows and which spec section it follows; its wording in model/strings.ts${withStart ? ",\n * and its page-wide duties in state/start.ts (its Widget's start, run once by the bundle)" : ''}. Leaves the shared
 * stores and their writers to core, who the shopper is to @nm/session, and where it sits to the page. TODO name
 * what else it leaves to whom, as every package's index does, so a reader knows where to look.
 * Written by npm run new-widget: replace the TODOs before it ships.
 */
export { ${camel}Widget } from './element';
export { ${camel}ElementMeta } from './element.meta';
export type { ${pascal}Props } from './ui/${pascal}';
`,

    'src/model/strings.ts': `/** <${tag}>'s wording (TODO: the spec's words, quoted with their section). */
export const STRINGS = {
  heading: '${title}',
  /** How many things it holds, said as the spec says it. */
  count: (count: number) => \`\${count} \${count === 1 ? 'item' : 'items'}\`,
} as const;
`,

    'src/model/strings.test.ts': `import { STRINGS } from './strings';

describe('<${tag}> wording (TODO: the spec section)', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
  ])('%i reads "%s"', (count, words) => {
    expect(STRINGS.count(count)).toBe(words);
  });
});
`,

    'src/ui/styles.ts': `/** <${tag}>'s own CSS, adopted after the base and brand sheets (design tokens: --_nm-*). */
export const ${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_CSS = \`
:host { display: block; }
.${folder} { margin: 0; color: var(--_nm-color-text); }
\`;
`,

    [`src/ui/${pascal}.tsx`]: `import { STRINGS } from '../model/strings';

/** \`<${tag}>\`'s properties (each one an attribute: element.ts gives its kind and default, element.meta.ts its words). */
export interface ${pascal}Props {
  /** Attribute \`heading\`: the text it shows. */
  heading: string;
}

/** \`<${tag}>\`: renders its stores and props; rules live in model/, state and timers in state/. */
export function ${pascal}({ heading }: ${pascal}Props) {
  return <p className="${folder}">{heading || STRINGS.heading}</p>;
}
`,

    'src/element.ts': `import type { ElementDefinition, Widget } from '@nm/core';
import { STRINGS } from './model/strings';
${withStart ? `import { start${pascal} } from './state/start';\n` : ''}import { ${pascal}, type ${pascal}Props } from './ui/${pascal}';
import { ${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_CSS } from './ui/styles';

/** What the runtime needs; descriptions are in element.meta.ts. */
const ${camel}Element: ElementDefinition<${pascal}Props> = {
  tag: '${tag}',
  component: ${pascal},
  props: {
    heading: { kind: 'string', default: STRINGS.heading },
  },
  styles: ${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_CSS,
};

/** What the bundle starts: the element${withStart ? ', and its page-wide duties, run once per page (state/start.ts)' : ''}. */
export const ${camel}Widget: Widget<${pascal}Props> = { element: ${camel}Element${withStart ? `, start: start${pascal}` : ''} };
`,

    'src/element.meta.ts': `import type { ElementMeta } from '@nm/core';
import type { ${pascal}Props } from './ui/${pascal}';

/** \`<${tag}>\` as the manifest, the reservation CSS and Storybook describe it (never bundled). */
export const ${camel}ElementMeta: ElementMeta<${pascal}Props> = {
  tag: '${tag}',
  description: 'TODO: what a page gets with <${tag}>, in one sentence.',
  props: {
    heading: { description: 'The text it shows.' },
  },
  reservedSize: { width: '100%', height: '24px' },
};
`,

    'src/element.stories.tsx': `import { StoryElement } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${camel}Widget } from './element';
import { ${camel}ElementMeta } from './element.meta';

interface Args {
  heading: string;
}

function Story({ heading }: Args) {
  return <StoryElement definition={${camel}Widget.element} props={{ heading }} />;
}

/** <${tag}>'s states, one story each (TODO: every state a shopper can see). */
const meta = {
  title: 'Widgets/${title}',
  component: Story,
  parameters: { layout: 'padded', docs: { description: { component: ${camel}ElementMeta.description } } },
  argTypes: { heading: { description: ${camel}ElementMeta.props.heading.description, control: 'text' } },
  args: { heading: '' },
} satisfies Meta<typeof Story>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a page that sets nothing shows it. */
export const Default: Story = {};
`,

    'src/element.browser.test.tsx': `import { defineElement } from '@nm/core';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ${camel}Widget } from './element';

/** <${tag}> in real Chromium: its attributes, and axe over what it draws. */
defineElement(${camel}Widget.element);

const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 });

function mount(html = '<${tag}></${tag}>'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

afterEach(() => { document.body.replaceChildren(); });

describe('<${tag}>', () => {
  it('shows its heading, and the one its attribute gives', async () => {
    const el = mount();
    await until(() => expect(el.shadowRoot?.querySelector('.${folder}')?.textContent).toBe('${title}'));
    el.setAttribute('heading', 'Hello');
    await until(() => expect(el.shadowRoot?.querySelector('.${folder}')?.textContent).toBe('Hello'));
  });

  it('is axe clean', async () => {
    const el = mount();
    await until(() => expect(el.shadowRoot?.querySelector('.${folder}')).not.toBeNull());
    const result = await axe.run(el);
    expect(result.violations.map((v) => \`\${v.id}: \${v.nodes.map((n) => n.target.join(' ')).join(', ')}\`)).toEqual([]);
  });
});
`,
  };
  if (withStart) {
    files['src/state/start.ts'] = `import { pageClock, type Cancel } from '@nm/core';
import { atom } from 'nanostores';

/** TODO: the spec's delay, with its section. */
const FIRST_CHECK_MS = 1000;

/** Whether the page-wide start has run its first check (TODO: the widget's own store). Written below only. */
export const $${camel}Checked = atom(false);

/**
 * <${tag}>'s page-wide duties (its Widget's start: the bundle runs it once per page, before any element is
 * defined), with their timers on core's clock (docs/ARCHITECTURE.md "Timers are state"). What must follow an
 * element's connection and end with the last one is core's pageWide instead. Returns the stop.
 */
export function start${pascal}(_win: Window): Cancel {
  return pageClock.after(FIRST_CHECK_MS, () => $${camel}Checked.set(true));
}
`;
    files['src/state/start.test.ts'] = `import { $${camel}Checked, start${pascal} } from './start';

describe('<${tag}> page-wide start', () => {
  afterEach(() => {
    vi.useRealTimers();
    $${camel}Checked.set(false);
  });

  it('checks once, 1000 ms after the start (TODO: the spec section), and not once stopped', () => {
    vi.useFakeTimers();
    const stop = start${pascal}(window);
    vi.advanceTimersByTime(999);
    expect($${camel}Checked.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect($${camel}Checked.get()).toBe(true);
    stop();
  });

  it('stopped before then, it never checks', () => {
    vi.useFakeTimers();
    start${pascal}(window)();
    vi.advanceTimersByTime(1000);
    expect($${camel}Checked.get()).toBe(false);
  });
});
`;
  }
  return files;
}

/** Inserts `line` after the last line matching `after` (an import, an entry of a list); fails loudly if there is none. */
function insertAfterLast(text: string, after: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  let at = -1;
  lines.forEach((candidate, index) => {
    if (after.test(candidate)) at = index;
  });
  if (at < 0) throw new Error(`new-widget: ${file} has no line matching ${after}; register the widget there by hand`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** The bundle's lists, its package, knip and public types learn of the widget, each at the end of its list. */
function register(root: string, names: WidgetNames, withStart: boolean): void {
  const { tag, folder, camel, pascal } = names;
  edit(root, 'packages/bundle/src/elements.ts', (text) =>
    insertAfterLast(text, /^import /, `import { ${camel}Widget } from '@nm/${folder}';`, 'elements.ts').replace(
      /(export const WIDGETS = \[[^\]]*)\] as const;/,
      `$1, ${camel}Widget] as const;`,
    ),
  );
  edit(root, 'packages/bundle/src/elementMeta.ts', (text) =>
    insertAfterLast(
      text,
      /^import \{ \w+ElementMeta \}/,
      `import { ${camel}ElementMeta } from '@nm/${folder}';`,
      'elementMeta.ts',
    ).replace(/(\n)(\] as const satisfies WidgetMetaList)/, `$1  ${camel}ElementMeta,\n$2`),
  );
  edit(root, 'packages/bundle/src/loadWhen.ts', (text) =>
    text.replace(/(export const ELEMENT_TAGS = \[[^\]]*)\] as const;/, `$1, '${tag}'] as const;`),
  );
  edit(root, 'packages/bundle/src/public.ts', (text) => {
    let next = insertAfterLast(
      text,
      /^import type \{ \w+ \} from '\.\.\/\.\.\/[a-z-]+\/src\/index';/,
      `import type { ${pascal}Props } from '../../${folder}/src/index';`,
      'public.ts',
    );
    next = insertAfterLast(
      next,
      /^export type Nm\w+Element = /,
      `\n/** \`<${tag}>\`: its properties are the component's props, as for \`<nm-minicart>\`. */\nexport type Nm${pascal}Element = HTMLElement & ${pascal}Props;`,
      'public.ts',
    );
    return insertAfterLast(next, /^ {4}'nm-[a-z-]+': Nm\w+Element;/, `    '${tag}': Nm${pascal}Element;`, 'public.ts');
  });
  edit(root, 'packages/bundle/package.json', (text) => {
    const bundle = JSON.parse(text) as { dependencies: Record<string, string> };
    bundle.dependencies = Object.fromEntries(
      Object.entries({ ...bundle.dependencies, [`@nm/${folder}`]: '0.1.0' }).sort(([a], [b]) => a.localeCompare(b)),
    );
    return `${JSON.stringify(bundle, null, 2)}\n`;
  });
  edit(root, 'knip.json', (text) => {
    const knip = JSON.parse(text) as { workspaces: Record<string, unknown> };
    knip.workspaces[`packages/${folder}`] = {
      entry: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
      includeEntryExports: true,
    };
    return `${JSON.stringify(knip, null, 2)}\n`;
  });
  const changeset = join(root, '.changeset', `new-widget-${folder}.md`);
  mkdirSync(dirname(changeset), { recursive: true });
  writeFileSync(
    changeset,
    `---\n'@nm/widgets': minor\n---\n\nNew element \`<${tag}>\` (attribute \`heading\`)${withStart ? ', with page-wide duties started once per page' : ''}. TODO: say what a page gets.\n`,
  );
}

/** Writes the widget and its wiring; returns the files written or changed, relative to the root. */
export async function newWidget(tag: string, options: NewWidgetOptions): Promise<string[]> {
  const names = widgetNames(tag);
  if ('refused' in names) throw new Error(`new-widget: ${names.refused}`);
  const existing = refuseExisting(options.root, names);
  if (existing) throw new Error(`new-widget: ${existing}`);
  const written: string[] = [];
  for (const [path, text] of Object.entries(packageFiles(names, options.start === true))) {
    const file = join(options.root, 'packages', names.folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(relative(options.root, file));
  }
  register(options.root, names, options.start === true);
  written.push(
    'packages/bundle/src/elements.ts',
    'packages/bundle/src/elementMeta.ts',
    'packages/bundle/src/loadWhen.ts',
    'packages/bundle/src/public.ts',
    'packages/bundle/package.json',
    'knip.json',
    `.changeset/new-widget-${names.folder}.md`,
  );
  await formatFiles(options.root, written);
  if (options.install !== false) {
    // Links packages/<folder> as @nm/<folder> in node_modules and records it in package-lock.json (npm ci needs it).
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: options.root,
      stdio: 'inherit',
    });
    written.push('package-lock.json');
  }
  return written;
}

async function main(argv: string[]): Promise<void> {
  const tag = argv.find((arg) => !arg.startsWith('-'));
  if (!tag) {
    console.error('usage: npm run new-widget <nm-tag> [-- --start] [--no-follow-up]');
    console.error('  --start         a page-wide start in state/start.ts');
    console.error('  --no-follow-up  skip npm run contract and npm run visual:update (run them before npm test)');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    const written = await newWidget(tag, { root, start: argv.includes('--start') });
    console.log(`wrote\n  ${written.join('\n  ')}\n`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const followUp = !argv.includes('--no-follow-up');
  if (followUp) {
    // The public surface's report gains the element (the changeset written above says minor), and the story its
    // first baseline: both are generated, and both are in the commit for a reviewer and a designer to look at.
    for (const script of ['contract', 'visual:update'])
      execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  }
  console.log(`Next:
  1. Replace the TODOs (the index's ownership header, the wording, the description, the changeset).
  2. Review packages/widgets/contract/surface.md and test/visual/baselines/ for <${tag}>${followUp ? '' : ' (after npm run contract and npm run visual:update)'}.
  3. npm test
The first script's budget is shared by every element's first render (docs/PERFORMANCE.md): keep what is not on
screen at first in a lazy part.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
