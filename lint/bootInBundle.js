// @ts-check
/**
 * house/boot-in-bundle (docs/ARCHITECTURE.md "Core's surface is split by purpose"): `@nm/core/boot` starts a page,
 * which only the bundle does; what a widget needs of core is in `@nm/core`.
 */
import { importedModule, staticText } from './syntax.js';

const isBoot = (module) => module === '@nm/core/boot' || /\/packages\/core\/src\/boot$/.test(module);

export const bootInBundle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      boot:
        'Only the bundle starts a page: a widget never imports @nm/core/boot. What a widget needs of core is in ' +
        '@nm/core (docs/ARCHITECTURE.md "Core\'s surface is split by purpose").',
    },
  },
  create(context) {
    const check = (node) => {
      // `import type` is erased: it starts nothing.
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const source = staticText(node.source);
      if (source !== null && isBoot(importedModule(context.filename, source)))
        context.report({ node: node.source, messageId: 'boot' });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
