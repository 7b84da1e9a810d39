import { pageWide } from './pageWide';

type Step = ['join', string] | ['leave', string] | ['claim', string];

/** Plays joins, leaves and claims; records the starts and stops and the owner after each step. */
function play(steps: readonly Step[]): { log: string[]; owners: Array<string | null> } {
  const log: string[] = [];
  const shared = pageWide<string>(() => {
    log.push('start');
    return () => log.push('stop');
  });
  const leaves = new Map<string, () => void>();
  const owners = steps.map(([action, user]) => {
    if (action === 'join') leaves.set(user, shared.join(user));
    else if (action === 'leave') leaves.get(user)!();
    else shared.claim(user);
    return shared.$owner.get();
  });
  return { log, owners };
}

describe('pageWide: started by the first user, stopped by the last, one owner', () => {
  it.each<[string, Step[], string[], Array<string | null>]>([
    [
      'one user starts and stops it',
      [
        ['join', 'a'],
        ['leave', 'a'],
      ],
      ['start', 'stop'],
      ['a', null],
    ],
    [
      'a second user starts nothing; the first leaving stops nothing',
      [
        ['join', 'a'],
        ['join', 'b'],
        ['leave', 'a'],
      ],
      ['start'],
      ['a', 'a', 'b'],
    ],
    [
      'the last to leave stops it',
      [
        ['join', 'a'],
        ['join', 'b'],
        ['leave', 'b'],
        ['leave', 'a'],
      ],
      ['start', 'stop'],
      ['a', 'a', 'a', null],
    ],
    [
      'a leave called twice counts once',
      [
        ['join', 'a'],
        ['join', 'b'],
        ['leave', 'a'],
        ['leave', 'a'],
      ],
      ['start'],
      ['a', 'a', 'b', 'b'],
    ],
    [
      'started again after every user left',
      [
        ['join', 'a'],
        ['leave', 'a'],
        ['join', 'b'],
      ],
      ['start', 'stop', 'start'],
      ['a', null, 'b'],
    ],
    [
      'the clicked one owns it, and when it leaves the first still joined does',
      [
        ['join', 'a'],
        ['join', 'b'],
        ['join', 'c'],
        ['claim', 'c'],
        ['leave', 'c'],
      ],
      ['start'],
      ['a', 'a', 'a', 'c', 'a'],
    ],
    [
      'an owner that is not the claimed one leaving changes nothing',
      [
        ['join', 'a'],
        ['join', 'b'],
        ['claim', 'b'],
        ['leave', 'a'],
      ],
      ['start'],
      ['a', 'a', 'b', 'b'],
    ],
  ])('%s', (_name, steps, log, owners) => {
    expect(play(steps)).toEqual({ log, owners });
  });

  it('users without a name count, and never own it', () => {
    const start = vi.fn();
    const shared = pageWide(start);
    const first = shared.join();
    const second = shared.join();
    expect(start).toHaveBeenCalledTimes(1);
    expect(shared.$owner.get()).toBeNull();
    first();
    second();
    expect(shared.join()).toBeTypeOf('function');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('nothing to start: it only counts and picks the owner', () => {
    const shared = pageWide<symbol>();
    const id = Symbol('bag');
    const leave = shared.join(id);
    expect(shared.$owner.get()).toBe(id);
    leave();
    expect(shared.$owner.get()).toBeNull();
  });
});
