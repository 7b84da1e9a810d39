/**
 * What the widgets take from a user-pool ID token (header.md §6: "profile id
 * and UCA id taken from it"). The payload is read, not verified: the services
 * verify the token they are sent; the page only needs the ids to address them.
 * A token that is not a JWT, or whose payload is not JSON, reads as null.
 */
export interface SessionClaims {
  sub: string;
  /** The profile id the cart service knows the customer by (custom:profileId, else sub). */
  profileId: string;
  ucaId?: string;
  firstName?: string;
  /** Epoch seconds. */
  exp?: number;
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

export function readClaims(jwt: string): SessionClaims | null {
  const parts = jwt.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const sub = text(p.sub);
  if (!sub) return null;
  const ucaId = text(p['custom:ucaId']);
  const firstName = text(p.given_name);
  return {
    sub,
    profileId: text(p['custom:profileId']) ?? sub,
    ...(ucaId ? { ucaId } : {}),
    ...(firstName ? { firstName } : {}),
    ...(typeof p.exp === 'number' ? { exp: p.exp } : {}),
  };
}
