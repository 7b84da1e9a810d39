// What the identity stand-ins remember, per demo host: the guest tokens, and
// records of the calls they received, readable by tests through
// /demo/api/identity/* (routes.ts). One instance per demo host, so parallel
// tests never share it. Records never hold a token: kinds and subjects only.

import { GuestTokens, callerMayActFor, identifyCaller } from './tokens';
import type { Caller } from './tokens';

/** How many of each record are kept (the oldest go first). */
const MAX_RECORDS = 50;

/** The last Authorization seen on one call: scheme and subject, never the token. */
export interface SeenAuthorization {
  /** 'none' when the request had no Authorization header. */
  scheme: string;
  kind: Caller['kind'];
  subject?: string;
  /** The {userId} (or {id}) of the path the request was for. */
  pathId: string;
  allowed: boolean;
  reason?: string;
  at: number;
}

export interface LoggerRecord {
  data: Record<string, unknown>;
  level: string;
  at: number;
}

export interface DeviceSignalRecord {
  body: Record<string, unknown>;
  accessKeyId: string;
  region: string;
  service: string;
  /** Whether x-amz-security-token came with it (temporary credentials). */
  sessionToken: boolean;
  /** True when the signature itself was checked (a secret was known for the key), false when only its form was. */
  signatureVerified: boolean;
  at: number;
}

export interface CallRecords {
  migrations: Array<{ id: string; by: Exclude<Caller['kind'], 'none' | 'invalid'>; subject: string; at: number }>;
  associations: Array<{ kind: 'guests' | 'profiles'; id: string; visitorId: string; at: number }>;
  fpsrvr: Array<{ group: string; requestId: string; visitorId: string; at: number }>;
}

/** Who a fingerprint (visitor id) was associated with, for the PZP lookups. */
export interface FingerprintOwner {
  kind: 'guests' | 'profiles';
  id: string;
}

function keepLast<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDS) list.splice(0, list.length - MAX_RECORDS);
}

export class IdentityState {
  readonly guestTokens: GuestTokens;
  readonly seen = new Map<string, SeenAuthorization>();
  readonly logRecords: LoggerRecord[] = [];
  readonly signals: DeviceSignalRecord[] = [];
  readonly calls: CallRecords = { migrations: [], associations: [], fpsrvr: [] };
  readonly fingerprints = new Map<string, FingerprintOwner>();

  constructor(
    readonly now: () => number = Date.now,
    accessTtlSeconds?: number,
  ) {
    this.guestTokens = new GuestTokens(now, accessTtlSeconds);
  }

  /** Who the Authorization header is, read once. */
  callerOf(authorization: string | undefined): Caller {
    return identifyCaller(authorization, this.guestTokens, this.now());
  }

  /**
   * Whether a request with this Authorization may act for `pathId`, recorded
   * under the call's name for GET /demo/api/identity/seen.
   */
  authorize(
    call: string,
    authorization: string | undefined,
    pathId: string,
    options?: { acceptUcaId?: boolean },
  ): { allowed: boolean; caller: Caller } {
    const caller = this.callerOf(authorization);
    const allowed = callerMayActFor(caller, pathId, options);
    this.seen.set(call, {
      scheme: caller.kind === 'none' ? 'none' : caller.scheme,
      kind: caller.kind,
      ...('subject' in caller && { subject: caller.subject }),
      pathId,
      allowed,
      ...(caller.kind === 'invalid'
        ? { reason: caller.reason }
        : !allowed && { reason: 'the token is for someone else' }),
      at: this.now(),
    });
    return { allowed, caller };
  }

  log(record: Omit<LoggerRecord, 'at'>): void {
    keepLast(this.logRecords, { ...record, at: this.now() });
  }

  signal(record: Omit<DeviceSignalRecord, 'at'>): void {
    keepLast(this.signals, { ...record, at: this.now() });
  }

  migration(record: Omit<CallRecords['migrations'][number], 'at'>): void {
    keepLast(this.calls.migrations, { ...record, at: this.now() });
  }

  association(record: Omit<CallRecords['associations'][number], 'at'>): void {
    keepLast(this.calls.associations, { ...record, at: this.now() });
    this.fingerprints.set(record.visitorId, { kind: record.kind, id: record.id });
  }

  fpsrvr(record: Omit<CallRecords['fpsrvr'][number], 'at'>): void {
    keepLast(this.calls.fpsrvr, { ...record, at: this.now() });
  }

  /** Forgets every record and association (POST /demo/api/reset); tokens stay valid. */
  resetRecords(): void {
    this.seen.clear();
    this.logRecords.length = 0;
    this.signals.length = 0;
    this.calls.migrations.length = 0;
    this.calls.associations.length = 0;
    this.calls.fpsrvr.length = 0;
    this.fingerprints.clear();
  }
}
