import type { SessionService } from '@nm/core';
import { resolveSession, signIn, signOut } from './state/identity';

/**
 * The session chunk (header.md §4 "Session resolution"), loaded lazily by the
 * bundle after the elements have rendered: it works out who the shopper is
 * once per page and fills $auth, which every widget's calls then carry.
 */
let started: Promise<void> | null = null;
export function startSession(): Promise<void> {
  started ??= resolveSession(() => Promise.resolve(null)).then(() => undefined);
  return started;
}

/** What `window.nmSession` calls (core events/sessionBridge.ts). */
export const sessionService: SessionService = {
  signIn,
  signOut: () => signOut(),
};
