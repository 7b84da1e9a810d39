import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TSGO } from '../../scripts/declarations';
import { newWidget, widgetNames } from '../../scripts/new-widget';

/**
 * `npm run new-widget` (scripts/new-widget.ts) writes a widget that type-checks with its wiring, untouched: run
 * into a copy of the bundle and the files it registers in, beside the real packages, then the whole of it
 * through TypeScript with the repository's options (elementMeta.ts's `satisfies` holds the new metadata to the
 * new element's props). ESLint, knip, the build, the size gate and the stories check were run by hand on
 * `nm-demo-widget` (docs/ARCHITECTURE.md "Where a new widget's parts go").
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['core', 'minicart', 'search', 'header', 'abandon-cart', 'navigation', 'session'];

describe('npm run new-widget', () => {
  it.each([
    ['demo', 'has no hyphen'],
    ['x-demo', 'does not start with nm-'],
    ['nm-Demo', 'is not a tag of lowercase letters'],
  ])('refuses the tag %s: it %s', (tag, reason) => {
    expect(widgetNames(tag)).toEqual({ refused: expect.stringContaining(reason) as string });
  });

  it('names the package, the values and the types after the tag', () => {
    expect(widgetNames('nm-demo-widget')).toEqual({
      tag: 'nm-demo-widget',
      folder: 'demo-widget',
      camel: 'demoWidget',
      pascal: 'DemoWidget',
      title: 'Demo widget',
    });
  });

  it('refuses a tag the bundle defines, writing nothing', async () => {
    await expect(newWidget('nm-minicart', { root: repo, install: false })).rejects.toThrow(
      '<nm-minicart> exists already',
    );
  });

  it(
    'writes a widget with a start that type-checks with its registration in the bundle',
    { timeout: 180_000 },
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'nm-new-widget-'));
      try {
        mkdirSync(join(root, 'packages'));
        cpSync(join(repo, 'packages/bundle'), join(root, 'packages/bundle'), { recursive: true });
        for (const file of ['knip.json', 'tsconfig.json', '.oxfmtrc.jsonc']) cpSync(join(repo, file), join(root, file));
        for (const name of PACKAGES) symlinkSync(join(repo, 'packages', name), join(root, 'packages', name), 'dir');
        symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');

        const written = await newWidget('nm-demo-widget', { root, start: true, install: false });
        await expect(newWidget('nm-demo-widget', { root, install: false })).rejects.toThrow(
          '<nm-demo-widget> exists already',
        );

        expect(written.filter((file) => file.startsWith('packages/demo-widget/')).sort()).toEqual([
          'packages/demo-widget/package.json',
          'packages/demo-widget/src/element.browser.test.tsx',
          'packages/demo-widget/src/element.meta.ts',
          'packages/demo-widget/src/element.stories.tsx',
          'packages/demo-widget/src/element.ts',
          'packages/demo-widget/src/index.ts',
          'packages/demo-widget/src/model/strings.test.ts',
          'packages/demo-widget/src/model/strings.ts',
          'packages/demo-widget/src/state/start.test.ts',
          'packages/demo-widget/src/state/start.ts',
          'packages/demo-widget/src/ui/DemoWidget.tsx',
          'packages/demo-widget/src/ui/styles.ts',
        ]);
        const read = (file: string) => readFileSync(join(root, file), 'utf8');
        // In the house's format, as npm test's format check wants every file: oxfmt's check of each, with the
        // repository's own .oxfmtrc.jsonc named (a scaffold that fell back on oxfmt's defaults, double quotes and 100
        // columns, fails it).
        const formatted = written.filter((name) => /\.(tsx?|json)$/.test(name));
        const oxfmt = join(repo, 'node_modules/.bin/oxfmt');
        const check = spawnSync(oxfmt, ['--check', '--config', join(repo, '.oxfmtrc.jsonc'), ...formatted], {
          cwd: root,
          encoding: 'utf8',
        });
        expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
        expect(check.stdout).toContain(`on ${formatted.length} files`);
        // Last in each list, however the formatter broke the lines.
        expect(read('packages/bundle/src/elements.ts')).toMatch(
          /abandonCartWidget,\s*demoWidgetWidget,?\s*\] as const;/,
        );
        expect(read('packages/bundle/src/loadWhen.ts')).toMatch(
          /'nm-abandon-cart-modal',\s*'nm-demo-widget',?\s*\] as const;/,
        );
        expect(JSON.parse(read('packages/bundle/package.json')).dependencies).toHaveProperty(
          ['@nm/demo-widget'],
          '0.1.0',
        );
        expect(JSON.parse(read('knip.json')).workspaces).toHaveProperty(['packages/demo-widget']);
        expect(read('.changeset/new-widget-demo-widget.md')).toContain("'@nm/widgets': minor");

        // The repository's compiler options, through TypeScript 7's compiler (tsgo, as the build's declarations
        // step uses it): the files it wrote and the ones that register it, checked with everything they import, in
        // about 2 s of CPU where TypeScript 5's program took 10. @nm/demo-widget is not linked in node_modules here
        // (npm install does that).
        const files = [
          ...written.filter((file) => /\.tsx?$/.test(file) && existsSync(join(root, file))),
          'packages/bundle/src/start.ts',
          'packages/bundle/src/server/firstPaint.tsx',
        ];
        writeFileSync(
          join(root, 'tsconfig.new-widget.json'),
          JSON.stringify({
            extends: './tsconfig.json',
            compilerOptions: { paths: { '@nm/demo-widget': ['./packages/demo-widget/src/index.ts'] } },
            include: [],
            files: files.map((file) => `./${file}`),
          }),
        );
        const typeCheck = spawnSync(process.execPath, [TSGO, '-p', 'tsconfig.new-widget.json', '--pretty', 'false'], {
          cwd: root,
          encoding: 'utf8',
        });
        const problems = `${typeCheck.stdout}${typeCheck.stderr}`.split('\n').filter(Boolean);
        expect(typeCheck.status, problems.join('\n')).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
