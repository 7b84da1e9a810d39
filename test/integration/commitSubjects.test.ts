import { execFileSync } from 'node:child_process';

/**
 * The house's commit subjects (docs/ARCHITECTURE.md "One format, and subjects
 * a log can show"): at most 72 characters, led by a scope (`header: …`,
 * `core: …`, a merge's `Merge issue N, part: …`). The story and the
 * measurements go in the body. Checked from the commit that formatted the
 * tree onwards: history before it keeps the subjects it was written with.
 */
const FROM = '36a7b20';
const MAX = 72;
const SCOPED = /^[A-Za-z][\w ./,-]*: \S/;

function subjects(): Array<[string, string]> {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  // A shallow clone may not hold the first commit of the rule: then what it holds is checked.
  let range = `${FROM}^..HEAD`;
  try {
    git('cat-file', '-e', `${FROM}^{commit}`);
  } catch {
    range = 'HEAD';
  }
  return git('log', '--format=%h%x09%s', range)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]);
}

describe('commit subjects', () => {
  const all = subjects();

  it('reads the history this rule covers', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it(`are at most ${MAX} characters`, () => {
    expect(all.filter(([, subject]) => subject.length > MAX)).toEqual([]);
  });

  it('start with a scope and a colon', () => {
    expect(all.filter(([, subject]) => !SCOPED.test(subject))).toEqual([]);
  });

  it('the rule itself: 72 characters pass, 73 fail; a subject without a scope fails', () => {
    const at = (n: number) => `core: ${'x'.repeat(n - 6)}`;
    expect([at(72).length <= MAX, at(73).length <= MAX]).toEqual([true, false]);
    expect(
      ['core: one clock', 'Merge issue 21, part: helpers', 'one clock', 'Fix stuff'].map((s) => SCOPED.test(s)),
    ).toEqual([true, true, false, false]);
  });
});
