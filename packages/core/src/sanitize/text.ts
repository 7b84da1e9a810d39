const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, name: string): string {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = hex ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return ENTITIES[name.toLowerCase()] ?? match;
}

/**
 * Plain text out of a service field that may hold markup (designer names
 * arrive with `<b>` and entities): the content of script-like elements
 * dropped, tags removed, entities decoded, whitespace collapsed. React then
 * renders the result as text, so nothing in it is ever parsed as HTML.
 *
 * Deliberately not DOMPurify: even its inert parse of a name such as
 * `<img src=x onerror=...>` makes a strict-CSP page file a script-src-attr
 * violation report (TOOLCHAIN.md), and a text field needs no parser.
 */
export function sanitizeText(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (!/[<&]/.test(text)) return text.replace(/\s+/g, ' ').trim();
  return (
    text
      .replace(/<(script|style|template|noscript|iframe|object|textarea|title)\b[\s\S]*?<\/\1\s*>/gi, '')
      // A line break separates words ("Tom Ford<br>Eyewear"); keep them apart once the tags are gone.
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
