// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssText } from '../../scripts/minify-css';

describe('the build squeezes css`…` templates (scripts/minify-css.ts)', () => {
  it.each([
    ['comments go', '/* why */ .a { color: red; }', ' .a{color:red}'],
    ['layout whitespace goes', '\n.a {\n  color: red;\n  margin: 0 auto;\n}\n', ' .a{color:red;margin:0 auto}'],
    ['around combinators and lists', '.a > .b, .c  .d { x: 1 }', '.a>.b,.c .d{x:1}'],
    ['media features', '@media (max-width: 767px) { .a { top: 0; } }', '@media (max-width:767px){.a{top:0}}'],
    ['descendant pseudo-classes keep their space', '.a :focus-visible { outline: 0 }', '.a :focus-visible{outline:0}'],
    [
      'values keep their inner spaces',
      '.a { border: 1px solid red; transition: opacity 0.2s ease; }',
      '.a{border:1px solid red;transition:opacity 0.2s ease}',
    ],
  ])('%s', (_name, input, expected) => {
    expect(minifyCssText(input)).toBe(expected);
  });

  it('leaves interpolations and the text that touches them alone, and trims the ends', () => {
    const source = 'const A = css`\n  .a {\n    border: 1px solid ${color};\n    height: ${H}px;\n  }\n`;';
    expect(minifyCssTemplates(source)).toBe('const A = css`.a{border:1px solid ${color};height:${H}px}`;');
  });

  it('touches only css-tagged templates', () => {
    const source = 'const t = html`<p>  a  </p>`; const c = css` .a { top: 0; } `;';
    expect(minifyCssTemplates(source)).toBe('const t = html`<p>  a  </p>`; const c = css`.a{top:0}`;');
  });
});
