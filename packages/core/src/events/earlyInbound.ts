import { KEPT_BEFORE_START } from './beforeStart';
import { INBOUND_EVENT_NAMES, type InboundEventName } from './inboundNames';

/**
 * The page's events that arrive before the entry listens. The classic loader
 * records them from the moment it runs (the entry can come a good while later:
 * on a page with a first paint it waits for the page's load event), and the
 * entry replays them in order once its handlers are in place
 * (inbound.ts replayEarlyInboundEvents). Only the event's name and detail are
 * kept, as the handlers read nothing else. Imports nothing heavier than the
 * names: this is part of the loader.
 */
type EarlyEvent = readonly [InboundEventName, unknown];
interface EarlyRecording {
  events: EarlyEvent[];
  stop(): void;
}

/** Under Symbol.for so that the copy that loaded first finds its own recording, whoever built it. */
const RECORDING = Symbol.for('nm-widgets.early-inbound-events');
type RecordingWindow = Window & { [RECORDING]?: EarlyRecording };

export function recordEarlyInboundEvents(win: Window): void {
  const events: EarlyEvent[] = [];
  const record = (event: Event) => {
    if (events.length < KEPT_BEFORE_START)
      events.push([event.type as InboundEventName, event instanceof CustomEvent ? event.detail : undefined]);
  };
  for (const name of INBOUND_EVENT_NAMES) win.addEventListener(name, record, { capture: true });
  (win as RecordingWindow)[RECORDING] = {
    events,
    stop: () => {
      for (const name of INBOUND_EVENT_NAMES) win.removeEventListener(name, record, { capture: true });
    },
  };
}

/** Stops the recording and returns what it kept, oldest first; nothing when no loader recorded. */
export function takeEarlyInboundEvents(win: Window): readonly EarlyEvent[] {
  const page = win as RecordingWindow;
  const recording = page[RECORDING];
  if (!recording) return [];
  delete page[RECORDING];
  recording.stop();
  return recording.events;
}
