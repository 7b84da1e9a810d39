import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startTestHost, type DemoHost } from './demoHost';

/**
 * One demo host and one Chromium per test file, started before its tests
 * and stopped after them. Read `suite.host` / `suite.browser` inside tests.
 */
export function useDemoSuite(): { host: DemoHost; browser: Browser } {
  const suite = {} as { host: DemoHost; browser: Browser };
  beforeAll(async () => {
    suite.host = await startTestHost();
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.host?.close();
  });
  return suite;
}
