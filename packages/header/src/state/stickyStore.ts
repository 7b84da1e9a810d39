import { atom } from 'nanostores';
import { INITIAL_STICKY_STATE, type StickyState } from '../model/stickyInitial';

/**
 * What the header shows of the sticky machine, alone so that the first paint
 * reads it without the follower: written only by ./sticky.ts, which loads
 * (with the machine) right after the first render.
 */
export const $sticky = atom<StickyState>(INITIAL_STICKY_STATE);
