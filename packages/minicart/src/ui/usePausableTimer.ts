import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface PausableTimer {
  pause(): void;
  resume(): void;
}

interface TimerState {
  armed: boolean;
  running: boolean;
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A timer that runs while `active`, pauses (pointer over the panel) and
 * resumes with the time it had left. It restarts in full each time it
 * becomes active.
 */
export function usePausableTimer(active: boolean, ms: number, onFire: () => void): PausableTimer {
  const fire = useRef(onFire);
  // The latest callback, for a timer that fires later (updated after each render, never during one).
  useLayoutEffect(() => { fire.current = onFire; });
  const state = useRef<TimerState>({ armed: false, running: false, remaining: ms, startedAt: 0, handle: undefined });

  const [control] = useState<PausableTimer>(() => ({
    pause() {
      const s = state.current;
      if (!s.running) return;
      clearTimeout(s.handle);
      s.running = false;
      s.remaining = Math.max(0, s.remaining - (Date.now() - s.startedAt));
    },
    resume() {
      const s = state.current;
      if (!s.armed || s.running) return;
      s.running = true;
      s.startedAt = Date.now();
      s.handle = setTimeout(() => {
        s.running = false;
        s.armed = false;
        fire.current();
      }, s.remaining);
    },
  }));

  useEffect(() => {
    if (!active) return;
    const s = state.current;
    Object.assign(s, { armed: true, running: false, remaining: ms });
    control.resume();
    return () => {
      clearTimeout(s.handle);
      Object.assign(s, { armed: false, running: false });
    };
  }, [active, ms, control]);

  return control;
}
