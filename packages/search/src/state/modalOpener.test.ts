import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalOpener } from './modalOpener';

describe('a search modal opened on focus (header.md §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focus returning to the trigger as the modal closes does not reopen it; the next focus does', () => {
    const opener = createModalOpener(false);
    opener.open();
    expect(opener.$open.get()).toBe(true);
    opener.close();
    opener.open();
    expect(opener.$open.get()).toBe(false);
    opener.open();
    expect(opener.$open.get()).toBe(true);
  });

  it("when focus went elsewhere, the next task's focus on the trigger opens it", () => {
    const opener = createModalOpener(true);
    opener.close();
    vi.advanceTimersByTime(0);
    opener.open();
    expect(opener.$open.get()).toBe(true);
  });
});
