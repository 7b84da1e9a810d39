/**
 * The visitor fingerprint, computed in the browser by the open-source
 * FingerprintJS agent (nothing is downloaded at run time). The library is a
 * dynamic import so that it is its own chunk, fetched only when the browser is
 * idle and no valid fingerprint is stored.
 *
 * Trusted Types (TOOLCHAIN.md "Strict CSP"): the agent's `fontPreferences`
 * source builds its measuring iframe by assigning a string to
 * `iframe.srcdoc`, a TrustedHTML sink. Under `require-trusted-types-for
 * 'script'` that assignment throws (and files a CSP violation report), the
 * component becomes an error, and the agent's visitorId differs from the same
 * browser on a page without Trusted Types. We never run that source: the id is
 * the library's own `hashComponents` over every other built-in source, so it is
 * the same on a strict page and a plain one, and the strict page sees no
 * violation. README.md has the trade-off.
 */
import type { UnknownComponents } from '@fingerprintjs/fingerprintjs';
import { lazyModule } from '@nm/core';
import type { VisitorFingerprint } from './model';

type FingerprintModule = typeof import('@fingerprintjs/fingerprintjs');

/** The built-in sources that break under Trusted Types (checked in Chromium: agent.browser.test.ts). */
export const TRUSTED_TYPES_SENSITIVE_SOURCES = ['fontPreferences'] as const;

/** Its own chunk, downloaded once; a failed download is forgotten, so the next page view asks again (core lazyModule). */
const library = lazyModule(() => import('@fingerprintjs/fingerprintjs'));
const loadLibrary = (): Promise<FingerprintModule> => library.load();

/**
 * Downloads the library without running it, so that the flow can wait for a
 * quiet moment between the download and the sources (start.ts). Only called
 * when no valid fingerprint is stored.
 */
export const preloadAgent = (): Promise<void> => loadLibrary().then(() => undefined);

/** The id: the library's hash over the components, without the Trusted-Types-sensitive ones. */
export function stableVisitorId(fp: Pick<FingerprintModule, 'hashComponents'>, components: UnknownComponents): string {
  const kept = { ...components };
  for (const name of TRUSTED_TYPES_SENSITIVE_SOURCES) delete kept[name];
  return fp.hashComponents(kept);
}

/**
 * The agent's open confidence score (FingerprintJS 5.2 `getConfidence`, not
 * exported): it depends only on the platform. `load().get()` would give it,
 * but only after running every source, the sensitive one included. The
 * Safari 17+ refinement (0.3 rather than 0.5 on desktop Safari) needs
 * detectors the library does not export and is left out. Checked against the
 * agent in Chromium (agent.browser.test.ts).
 */
export function openConfidenceScore(
  fp: Pick<FingerprintModule, 'isAndroid' | 'isWebKit' | 'isDesktopWebKit'>,
  components: UnknownComponents,
): number {
  if (fp.isAndroid()) return 0.4;
  if (fp.isWebKit()) return fp.isDesktopWebKit() ? 0.5 : 0.3;
  const platform = components.platform && 'value' in components.platform ? components.platform.value : '';
  if (typeof platform === 'string' && /^Win/.test(platform)) return 0.6;
  if (typeof platform === 'string' && /^Mac/.test(platform)) return 0.5;
  return 0.7;
}

/** A random id, URL-safe: the per-computation request id and each device signal's transaction id. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Names the id's recipe in the logged record. */
const AGENT_NAME = 'fingerprintjs-oss-without-fontPreferences';

const valueOf = (components: UnknownComponents, name: string): unknown => {
  const component = components[name];
  return component && 'value' in component ? component.value : undefined;
};

/**
 * The device fields of the logged record: a few components a person can read,
 * and which agent made the id (ours differs from the stock agent's visitorId).
 */
function deviceFields(components: UnknownComponents): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    platform: valueOf(components, 'platform'),
    vendor: valueOf(components, 'vendor'),
    timezone: valueOf(components, 'timezone'),
    languages: valueOf(components, 'languages'),
    screenResolution: valueOf(components, 'screenResolution'),
    hardwareConcurrency: valueOf(components, 'hardwareConcurrency'),
    deviceMemory: valueOf(components, 'deviceMemory'),
    touchSupport: valueOf(components, 'touchSupport'),
    agent: AGENT_NAME,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** Waits before the next step of the computation; rejects to stop it. */
export type Pause = () => Promise<void>;

/**
 * Runs the agent's built-in sources (less the sensitive ones) and hashes them.
 * `load()` is not used: it would run every source and, by default, send the
 * library's installation-statistics request.
 *
 * Each source runs apart, with `pause()` before each of its two stages (the
 * session passes the page's quiet moments): the library would run them back
 * to back, in tasks of a few sources each, and the longest of them
 * (`webGlExtensions`, `timezone`'s first Intl call, `canvas`, `fonts`) add up
 * to tasks of 200–280 ms at a 4x slowdown, with a tap or keystroke waiting
 * behind them. Apart, the longest task is the longest single source, and a
 * shopper who starts typing meanwhile goes first. The stages keep the
 * library's order (every first stage, then every second), and the options
 * object is shared, as its cache is (the WebGL sources share one context), so
 * the components, and the id, are the library's.
 */
export async function computeVisitor(pause: Pause): Promise<VisitorFingerprint> {
  const fp = await loadLibrary();
  await fp.prepareForSources();
  const options = { cache: {}, debug: false };
  const names = Object.keys(fp.sources).filter(
    (name) => !(TRUSTED_TYPES_SENSITIVE_SOURCES as readonly string[]).includes(name),
  ) as Array<keyof typeof fp.sources>;
  const getters: Array<() => Promise<UnknownComponents>> = [];
  for (const [index, name] of names.entries()) {
    if (index > 0) await pause();
    getters.push(fp.loadSources({ [name]: fp.sources[name] }, options, []));
  }
  const components: UnknownComponents = {};
  for (const getComponent of getters) {
    await pause();
    Object.assign(components, await getComponent());
  }
  return {
    visitorId: stableVisitorId(fp, components),
    requestId: randomId(),
    confidenceScore: openConfidenceScore(fp, components),
    incognito: null,
    device: deviceFields(components),
  };
}
