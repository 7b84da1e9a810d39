/**
 * Makes sure a real Chromium is there before browser tests run: Debian's
 * package through apt-get when missing and running as root, otherwise a
 * message saying how to provide one.
 */
import { execFileSync } from 'node:child_process';
import { chromiumPath } from '../test/support/chromium';

function install(): void {
  console.log('[ensure-chromium] Chromium not found; installing Debian\'s chromium package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

if (!chromiumPath()) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`[ensure-chromium] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try { execFileSync('apt-get', ['--version'], { stdio: 'ignore' }); hasApt = true; } catch { /* no apt */ }
  if (!isRoot || !hasApt) {
    console.error('[ensure-chromium] No Chromium found and cannot install one (needs root and apt-get).\n' +
      'Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at a Chromium/Chrome binary.');
    process.exit(1);
  }
  install();
  if (!chromiumPath()) {
    console.error('[ensure-chromium] apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
}
console.log(`[ensure-chromium] using ${chromiumPath()}`);
