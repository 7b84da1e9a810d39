/**
 * Makes sure a real Chromium is there before browser tests run, with the
 * fonts a shopper's machine has: Debian's packages through apt-get when
 * missing and running as root, otherwise a message saying how to provide them.
 *
 * Chromium: Debian's `chromium-headless-shell` (test/support/chromium.ts says
 * why; about a third of the e2e run's CPU). Without root, an installed full
 * `chromium` still runs every test, only slower.
 *
 * Fonts: the widgets' stacks name Helvetica Neue, Helvetica, Arial and
 * Georgia / Times New Roman (core element/styles.ts), which every Mac and
 * Windows machine has. Debian's `chromium` package only recommends fonts, so
 * a machine set up with --no-install-recommends has DejaVu alone, about 10 %
 * wider: the layout tests (the header bar's room for its parts, nothing
 * scrolling sideways at 320 px) then measure a page no shopper sees, and fail.
 * `fonts-liberation` has metric-compatible Arial, Helvetica and Times.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, chromiumPath } from '../test/support/chromium';

const FONT_PACKAGE = 'fonts-liberation';

/** The face fontconfig (Chromium's font lookup) gives for Arial; null without fontconfig's tools. */
function arialFace(): string | null {
  try {
    return execFileSync('fc-match', ['Arial'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Whether Arial resolves to a metric-compatible face (not DejaVu's fallback). */
const hasShopperFonts = (face: string | null): boolean => /Liberation Sans|Arial|Arimo/i.test(face ?? '');

function canInstall(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function aptInstall(packages: string[]): void {
  console.log(`[ensure-chromium] installing Debian's ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const installable = canInstall();
const arial = arialFace();
const missing: string[] = [];
if (process.env.CHROMIUM_PATH) {
  if (!chromiumPath()) {
    console.error(`[ensure-chromium] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL) && (installable || !chromiumPath())) {
  // Without root an installed full chromium will do; with it, the cheaper shell is worth installing.
  missing.push('chromium-headless-shell');
}
if (arial === null) missing.push('fontconfig');
if (!hasShopperFonts(arial)) missing.push(FONT_PACKAGE);

if (missing.length > 0) {
  if (!installable) {
    console.error(
      `[ensure-chromium] Missing ${missing.join(' and ')}, and cannot install (needs root and apt-get).\n` +
        'Install them (Debian: apt-get install chromium-headless-shell fonts-liberation), or point CHROMIUM_PATH at a Chromium/Chrome binary ' +
        'and provide fonts metric-compatible with Arial.',
    );
    process.exit(1);
  }
  try {
    aptInstall(missing);
  } catch (error) {
    // The headless shell only makes the run cheaper: a Chromium already here still runs every test.
    const onlyFaster = missing.length === 1 && missing[0] === 'chromium-headless-shell' && chromiumPath() !== undefined;
    if (!onlyFaster) throw error;
    console.warn(
      `[ensure-chromium] could not install chromium-headless-shell (${String(error)}); the tests use ${chromiumPath()}, which is slower.`,
    );
  }
  if (!chromiumPath()) {
    console.error('[ensure-chromium] apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
  if (!hasShopperFonts(arialFace())) {
    console.error(
      `[ensure-chromium] apt-get installed ${FONT_PACKAGE} but fontconfig still does not resolve Arial to it.`,
    );
    process.exit(1);
  }
}
console.log(`[ensure-chromium] using ${chromiumPath()}, Arial as ${arialFace() ?? '?'}`);
