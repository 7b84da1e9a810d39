/**
 * `npm test`'s type check, ESLint and the import graph's check (`npm run
 * check:imports`: dependency-cruiser, .dependency-cruiser.json; no cycle,
 * type imports included: the only cycle check, ESLint has none). The first
 * two run in one process, sharing one TypeScript
 * program: the same check as `npm run typecheck` (tsc -p tsconfig.json
 * --noEmit) followed by `npm run lint` (eslint . --max-warnings 0, every rule
 * of eslint.config.js), with the files, options and types of tsconfig.json.
 *
 * Why: ESLint's type-aware rules (projectService) build and type-check the
 * program tsc has just built and checked. Handing ESLint tsc's program (the
 * parser's `programs` option, for the TypeScript files: the same tsconfig.json
 * the project service would pick for each of them) saves that second build and
 * most of the second check, about 17 of the 73 s of CPU the two cost apart.
 * Nothing is cached between runs. A TypeScript file ESLint lints
 * that tsconfig.json does not include fails here as it fails under the
 * project service.
 *
 * Fails fast like the two steps did: type errors end the run before ESLint.
 */
import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { SCRIPT_PATH, packageScript } from './package-script';

const root = process.cwd();
const started = Date.now();

const parsed = ts.getParsedCommandLineOfConfigFile(
  `${root}/tsconfig.json`,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!parsed) throw new Error('tsconfig.json could not be read');
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: parsed.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  const host = {
    getCanonicalFileName: (name: string) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.error(`typecheck: ${diagnostics.length} error(s)`);
  process.exit(2);
}
console.log(`typecheck: no errors (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const eslint = new ESLint({
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
if (problems > 0) {
  console.error(`lint: ${problems} problem(s) (--max-warnings 0)`);
  process.exit(1);
}
console.log(`lint: no problems (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);

const [shell, ...args] = packageScript('check:imports') as [string, ...string[]];
const imports = spawnSync(shell, args, { stdio: 'inherit', env: { ...process.env, PATH: SCRIPT_PATH } });
if (imports.status !== 0) {
  console.error('imports: the import graph breaks a rule of .dependency-cruiser.json');
  process.exit(1);
}
console.log(`imports: no cycles (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
