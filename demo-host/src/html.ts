// The one place where dynamic text becomes HTML. Every template builds its
// markup with the `html` tag below, which runs each interpolated value through
// `escapeHtml` unless the value is already trusted markup (an `HtmlFragment`).
// That way a template cannot forget to escape: the safe path is the default.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML/SVG element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Markup that has already been escaped or is a trusted constant. */
export class HtmlFragment {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = HtmlFragment | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof HtmlFragment) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  // `false`/`null`/`undefined` render as nothing so `cond && html\`...\`` works.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template: literal parts are trusted, interpolations are escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): HtmlFragment {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new HtmlFragment(out);
}

/**
 * JSON for embedding inside a <script type="application/json"> block. HTML-escaping
 * would corrupt the JSON, so instead the characters that could close the script
 * element or confuse the parser are written as JSON unicode escapes.
 */
export function scriptSafeJson(value: unknown): HtmlFragment {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new HtmlFragment(json);
}
