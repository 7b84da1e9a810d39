import { describe, expect, it } from 'vitest';
import { keyCommand, type KeyPress } from './keys';

describe('the keys the box handles (header.md §4, WAI-ARIA combobox)', () => {
  it.each<[KeyPress, boolean, ReturnType<typeof keyCommand>]>([
    [{ key: 'ArrowDown' }, false, { type: 'open' }],
    [{ key: 'ArrowUp' }, false, { type: 'open' }],
    [{ key: 'ArrowDown' }, true, { type: 'move', delta: 1 }],
    [{ key: 'ArrowUp' }, true, { type: 'move', delta: -1 }],
    [{ key: 'Enter' }, true, { type: 'enter', newTab: false }],
    [{ key: 'Enter', ctrlKey: true }, true, { type: 'enter', newTab: true }],
    [{ key: 'Enter', metaKey: true }, false, { type: 'enter', newTab: true }],
    [{ key: 'Escape' }, true, { type: 'escape' }],
    [{ key: 'Tab' }, true, null],
    [{ key: 'a' }, true, null],
    // IME composition: the key is the composed text's (an Enter there never submits).
    [{ key: 'Enter', composing: true }, true, null],
    [{ key: 'ArrowDown', composing: true }, true, null],
  ])('%j with the panel open %s → %j', (press, open, command) => {
    expect(keyCommand(press, open)).toEqual(command);
  });
});
