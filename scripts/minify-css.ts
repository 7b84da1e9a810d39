import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * The widgets' CSS lives in `css` tagged templates (packages/core/src/element/css.ts),
 * written readably: comments, one declaration a line, indentation. esbuild
 * minifies the JavaScript around them but keeps template text as it is, so
 * the initial chunk carried that layout (about 900 bytes gzip). This squeezes
 * the static text of each template at build time; interpolations are left
 * untouched, and so is the text next to them, so `border: 1px solid ${color}`
 * keeps its space. Only whitespace and comments go: no rule is rewritten.
 */
export function minifyCssText(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      // "a: b" is a declaration or a media feature; a selector never has a space after its colon.
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
  );
}

/** Every css`…` template in a source file, its static parts squeezed (a template holding a backtick is left alone). */
export function minifyCssTemplates(source: string): string {
  return source.replace(/\bcss`((?:[^`\\$]|\\.|\$(?!\{)|\$\{[^`}]*\})*)`/g, (_template, body: string) => {
    const parts = body.split(/(\$\{[^`}]*\})/);
    const squeezed = parts.map((part) => (part.startsWith('${') ? part : minifyCssText(part))).join('');
    return `css\`${squeezed.trim()}\``;
  });
}

/** The esbuild plugin the build uses: our own sources that hold a css`…` template are squeezed as they load. */
export const minifyCssTemplatesPlugin: Plugin = {
  name: 'nm-minify-css-templates',
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('css`')) return undefined;
      return { contents: minifyCssTemplates(source), loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
