import { describe, expect, it } from 'vitest';
import { isLiveChat, liveChatElements } from './liveChat';

const element = (html: string): Element => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
};

describe('live-chat frames hidden by the phone modal (header.md §4)', () => {
  it.each<[string, boolean]>([
    ['<iframe title="Live Chat"></iframe>', true],
    ['<iframe id="vendor-CHAT-frame"></iframe>', true],
    ['<iframe name="chatWidget"></iframe>', true],
    ['<div data-live-chat></div>', true],
    ['<iframe title="Payment"></iframe>', false],
    ['<iframe></iframe>', false],
    ['<div id="chat"></div>', false], // only frames are guessed at; a page marks its own widget
  ])('%s → %s', (html, expected) => {
    expect(isLiveChat(element(html))).toBe(expected);
  });

  it('finds them in a document', () => {
    const root = document.createElement('div');
    root.innerHTML = '<iframe title="chat"></iframe><iframe title="video"></iframe><section data-live-chat></section>';
    expect(liveChatElements(root).map((el) => el.localName)).toEqual(['iframe', 'section']);
  });
});
