import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import type { DemoHostOptions } from '../../demo-host/src/server';
import { startTestHost, type DemoHost } from './demoHost';

/**
 * One demo host and one Chromium per test file, started before its tests
 * and stopped after them. Read `suite.host` / `suite.browser` inside tests.
 */
export function useDemoSuite(options: Pick<DemoHostOptions, 'cognito'> = {}): { host: DemoHost; browser: Browser } {
  const suite = {} as { host: DemoHost; browser: Browser };
  beforeAll(async () => {
    suite.host = await startTestHost(options);
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.host?.close();
  });
  return suite;
}
