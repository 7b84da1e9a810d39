import { ONCE_PER_MS } from './constants';
import { pageAllows } from './firstScript';

export { isExitIntent } from './exitIntent';

/**
 * When the abandon-cart modal may show (header.md §4 "Abandon-cart modal",
 * §5, §9), as pure functions: state/ feeds them what the page and the stores
 * say, and does what they decide. Decisions the spec leaves open are marked
 * "Decision" here and listed in docs/abandon-cart.md.
 */

/** What started the 5 s countdown; the names are the `nm:abandon-cart-shown` event's. */
export type AbandonTrigger = 'exit-intent' | 'page-hidden' | 'idle';

/** Why it does not show now (for the debug log and the tests). */
export type BlockReason =
  | 'toggle'
  | 'country'
  | 'page'
  | 'device'
  | 'empty'
  | 'seen'
  | 'dialog'
  | 'typing'
  | 'hidden'
  | 'follower';

/**
 * §5 "US-style qualified countries". Decision (the same as the header's
 * Special Offers rule): the US and the territories served as domestic.
 */
const US_STYLE_COUNTRIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'AS', 'MP'];

export function countryQualifies(countryPreference: string): boolean {
  return US_STYLE_COUNTRIES.includes(countryPreference.trim().toUpperCase());
}

/** What the page says about the device (read by state/ from matchMedia). */
export interface DeviceInfo {
  /** The viewport's CSS width. */
  width: number;
  /** `(hover: none) and (pointer: coarse)`: the primary input is a finger. */
  touchOnly: boolean;
}

/**
 * §5 "non-phone and non-tablet devices". Decision: a phone is the phone
 * layout (767 px and under, header.md §9's mobile breakpoint); a tablet is a
 * device whose primary input is a finger that cannot hover, whatever its
 * width (an iPad reports a desktop user agent, so the user agent is not read).
 * A narrow desktop window is a phone layout, and no modal covers it either.
 */
const PHONE_MAX_WIDTH = 767;

export function isPhoneOrTablet(device: DeviceInfo): boolean {
  return device.width <= PHONE_MAX_WIDTH || device.touchOnly;
}

/** The rules that do not change while the page is open (the device only when the window is resized). */
export interface PageGate {
  toggleOn: boolean;
  countryPreference: string;
  pageId: string;
  device: DeviceInfo;
}

export function pageBlock(gate: PageGate): BlockReason | null {
  if (!gate.toggleOn) return 'toggle';
  if (!countryQualifies(gate.countryPreference)) return 'country';
  if (!pageAllows(gate.pageId)) return 'page';
  if (isPhoneOrTablet(gate.device)) return 'device';
  return null;
}

/**
 * Decision (docs/abandon-cart.md "Stored seen keys"): we write an expiry 86,400,000 ms after the moment of
 * showing, so one further ahead than that was not written by us (another script, a tampered value, a clock
 * set back by more than a day) and is ignored: a `{ value: true, expiryTime }` years away would otherwise
 * silence the reminder for years.
 */
export function expiresTooFar(entry: unknown, now: number): boolean {
  const expiry =
    typeof entry === 'object' && entry !== null ? (entry as { expiryTime?: unknown }).expiryTime : undefined;
  return typeof expiry === 'number' && expiry - now > ONCE_PER_MS;
}

/**
 * §3, §4: once per 24 h, kept in `abandonCartModalSeen` and
 * `abandonCartModalTimestamp`, each `{ value, expiryTime }`. Seen when either
 * says so: the seen flag before its expiry, or a timestamp less than
 * 86,400,000 ms old (and not expired). Anything malformed, and an expiry more
 * than 86,400,000 ms ahead (expiresTooFar), reads as not seen.
 */
export function seenWithinDay(seen: unknown, timestamp: unknown, now: number): boolean {
  const live = (entry: unknown): entry is { value: unknown; expiryTime: number } => {
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return false;
    const expiry = (entry as { expiryTime?: unknown }).expiryTime;
    return typeof expiry === 'number' && expiry > now && !expiresTooFar(entry, now);
  };
  if (live(seen) && seen.value === true) return true;
  if (
    live(timestamp) &&
    typeof timestamp.value === 'number' &&
    timestamp.value <= now &&
    now - timestamp.value < ONCE_PER_MS
  )
    return true;
  return false;
}

/** What is written when it shows: both keys, expiring 86,400,000 ms from now. */
export function seenEntries(now: number): {
  seen: { value: true; expiryTime: number };
  timestamp: { value: number; expiryTime: number };
} {
  return {
    seen: { value: true, expiryTime: now + ONCE_PER_MS },
    timestamp: { value: now, expiryTime: now + ONCE_PER_MS },
  };
}

/** Input types that are not typed into. */
const NOT_TEXT_INPUTS: readonly string[] = [
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
];

/** Never while focus is in a text field (an input one types into, a textarea, an editable region). */
export function isTextField(element: { tagName: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag === 'INPUT') return !NOT_TEXT_INPUTS.includes((element.type ?? 'text').toLowerCase());
  return element.isContentEditable === true;
}

/** Everything known at the moment of showing (and, to skip a pointless countdown, at the trigger). */
export interface Moment {
  pageBlock: BlockReason | null;
  /** The shared count (which follows a loaded cart's totalQuantity). */
  count: number;
  seen: boolean;
  /** The bag, the stores panel, the mobile menu, the search modal: any overlay of ours is open. */
  otherDialogOpen: boolean;
  typing: boolean;
  /**
   * The tab is in the background. Idle fires in the elected leader, which may
   * be a tab nobody is looking at: a modal there would be spent for the day
   * unseen, so a hidden tab shows nothing (the return to it is a trigger).
   */
  hidden: boolean;
}

export function momentBlock(moment: Moment): BlockReason | null {
  if (moment.pageBlock) return moment.pageBlock;
  if (!(moment.count > 0)) return 'empty';
  if (moment.seen) return 'seen';
  if (moment.otherDialogOpen) return 'dialog';
  if (moment.typing) return 'typing';
  if (moment.hidden) return 'hidden';
  return null;
}

/**
 * Idle fires in every tab at once (the idle timer is cross-tab);
 * only the elected leader acts on it. Exit intent and a return to the tab
 * happen in the tab the shopper is in, which acts whether or not it leads;
 * the once-a-day claim (state/seen.ts) keeps it to one tab.
 */
export function triggerAccepted(trigger: AbandonTrigger, isLeader: boolean): boolean {
  return trigger !== 'idle' || isLeader;
}

/** What happened during the 5 s countdown. */
export type CountdownEvent = 'activity' | 'pointer-back' | 'hidden';

/**
 * "a trigger cancelled by the shopper's return to activity inside
 * those 5 s does not show it". Decision, per trigger:
 * - exit intent: the pointer coming back into the page cancels it (the
 *   shopper went to the tab bar or another window and came back);
 * - idle: any activity cancels it (the shopper is back);
 * - page-hidden (the countdown starts when the shopper returns to the tab):
 *   that return is the moment to remind, so activity does not cancel it;
 *   leaving again does.
 * Hiding the tab cancels every countdown (no one would see it; the return
 * starts a new one).
 */
export function cancelsCountdown(trigger: AbandonTrigger, event: CountdownEvent): boolean {
  if (event === 'hidden') return true;
  if (trigger === 'exit-intent') return event === 'pointer-back';
  return trigger === 'idle';
}
