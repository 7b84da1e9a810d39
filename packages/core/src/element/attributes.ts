/** How an attribute's text becomes a prop value. */
type PropKind = 'string' | 'boolean' | 'number' | 'json';

export interface PropSpec<T = unknown> {
  kind: PropKind;
  default: T;
}

/** camelCase prop → kebab-case attribute, as HTML authors write them. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * HTML semantics, where r2wc gets them wrong: a boolean attribute is true
 * when present (`=""` included) and false when absent; any removed
 * attribute returns the prop to its default; a number that does not parse
 * and JSON that does not parse fall back to the default too.
 */
export function parseAttribute<T>(spec: PropSpec<T>, value: string | null, onInvalid: (reason: string) => void): T {
  if (spec.kind === 'boolean') return (value !== null && value !== 'false') as T;
  if (value === null) return spec.default;
  switch (spec.kind) {
    case 'string':
      return value as T;
    case 'number': {
      const n = value.trim() === '' ? NaN : Number(value);
      if (Number.isFinite(n)) return n as T;
      onInvalid(`"${value}" is not a number`);
      return spec.default;
    }
    case 'json':
      try {
        return JSON.parse(value) as T;
      } catch {
        onInvalid('it is not valid JSON');
        return spec.default;
      }
  }
}
