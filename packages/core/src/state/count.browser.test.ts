import { until } from '../testing/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $count, $countAdded, forgetCount, setCount, startCountPersistence } from './count';

/**
 * README "One bag across tabs", in Chromium: another tab of the site is
 * another BroadcastChannel on the same name (a channel never hears its own
 * messages, as a tab does not).
 */

describe('one bag count across tabs', () => {
  let stop = () => {};
  let otherTab: BroadcastChannel;
  afterEach(() => {
    stop();
    otherTab.close();
    sessionStorage.clear();
    forgetCount();
  });

  it('a change here reaches the other tabs; theirs is set here and kept per tab, never told back, and is not "an add" here', async () => {
    sessionStorage.setItem('minicart_count', '2');
    stop = startCountPersistence(window);
    otherTab = new BroadcastChannel('nm-widgets:count');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);

    setCount(3, 'page');
    await until(() => expect(heard).toEqual([{ count: 3 }]));

    const added = $countAdded.get();
    otherTab.postMessage({ count: 7 });
    await until(() => expect($count.get()).toBe(7));
    expect(sessionStorage.getItem('minicart_count')).toBe('7');
    expect($countAdded.get()).toBe(added);
    // Nothing told back: a loop would echo 7 to the other tab.
    setCount(8, 'page');
    await until(() => expect(heard).toEqual([{ count: 3 }, { count: 8 }]));
  });

  it('what is not a count is ignored', async () => {
    sessionStorage.setItem('minicart_count', '2');
    stop = startCountPersistence(window);
    otherTab = new BroadcastChannel('nm-widgets:count');
    otherTab.postMessage({ count: 'lots' });
    otherTab.postMessage({ count: 5 });
    await until(() => expect($count.get()).toBe(5));
  });
});
