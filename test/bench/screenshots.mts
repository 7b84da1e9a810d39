/** Takes screenshots of the demo pages at desktop and phone widths into screenshots/ (gitignored), for people to look at. */
import { launchChromium } from '../support/browser';
import { startTestHost } from '../support/demoHost';

const host = await startTestHost();
const browser = await launchChromium();
const pages = ['/', '/hostile', '/with-widgets'];
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };
try {
  for (const [name, viewport] of Object.entries(widths)) {
    for (const path of pages) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await page.goto(`${host.url}${path}`);
      await page.waitForFunction(() => document.querySelector('nm-minicart')?.shadowRoot?.childElementCount);
      await page.evaluate(() =>
        (window as unknown as { minicart: { setCount(n: number): void } }).minicart.setCount(3),
      );
      await page.waitForTimeout(100);
      const file = `screenshots/${name}${path.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await host.close();
}
