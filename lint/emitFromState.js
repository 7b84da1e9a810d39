// @ts-check
/**
 * house/emit-from-state (docs/ARCHITECTURE.md "Outbound `nm:` events are emitted from `state/` only"): an action
 * announces a change once, whichever of an element's instances made it, and every event of ours goes through core's
 * `emit`, which types its `detail` and adds the contract's `v`.
 */
import { calleeName, importedModule, leadingText } from './syntax.js';

/** `@nm/core`, or core's own module that defines `emit`, as a module of core imports it. */
const isEmitModule = (module) => module === '@nm/core' || /\/packages\/core\/src\/events\/outbound$/.test(module);
const inStateFolder = (filename) => /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]state[\\/]/.test(filename);
const isEmitDefinition = (filename) => /[\\/]packages[\\/]core[\\/]src[\\/]events[\\/]outbound\.ts$/.test(filename);
/** An import's or an export's name: `emit`, or `'emit'` written as a string. */
const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);

export const emitFromState = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      outside:
        'Emit our events from state/: an action there announces the change once, whichever element made it ' +
        '(docs/ARCHITECTURE.md "Outbound `nm:` events are emitted from `state/` only").',
      raw: "Raise {{name}} with core's emit, from state/: it types the detail and adds the contract's version, v.",
    },
  },
  create(context) {
    const { filename, sourceCode } = context;
    const fromEmitModule = (declaration) =>
      declaration.source != null && isEmitModule(importedModule(filename, declaration.source.value));
    const outside = inStateFolder(filename)
      ? {}
      : {
          ImportDeclaration(node) {
            if (node.importKind === 'type' || !fromEmitModule(node)) return;
            for (const specifier of node.specifiers) {
              if (specifier.type === 'ImportSpecifier') {
                if (specifier.importKind !== 'type' && nameOf(specifier.imported) === 'emit')
                  context.report({ node: specifier, messageId: 'outside' });
              } else if (specifier.type === 'ImportNamespaceSpecifier') {
                // `core.emit(…)` through `import * as core`.
                for (const { references } of sourceCode.getDeclaredVariables(specifier))
                  for (const { identifier } of references) {
                    const member = identifier.parent;
                    if (
                      member.type === 'MemberExpression' &&
                      member.object === identifier &&
                      nameOf(member.property) === 'emit'
                    )
                      context.report({ node: member, messageId: 'outside' });
                  }
              }
            }
          },
          // `export { emit } from '@nm/core'` hands it on. (A barrel's `export *` is a package's surface, not a use.)
          ExportNamedDeclaration(node) {
            if (node.exportKind === 'type' || !fromEmitModule(node)) return;
            for (const specifier of node.specifiers)
              if (specifier.exportKind !== 'type' && nameOf(specifier.local) === 'emit')
                context.report({ node: specifier, messageId: 'outside' });
          },
        };
    return {
      ...outside,
      // `new CustomEvent('nm:…')`, `new window.Event(\`nm:${name}\`)`: an event of ours raised past emit.
      NewExpression(node) {
        const [name] = node.arguments;
        if (
          !isEmitDefinition(filename) &&
          ['CustomEvent', 'Event'].includes(calleeName(node.callee)) &&
          leadingText(name)?.startsWith('nm:')
        )
          context.report({ node, messageId: 'raw', data: { name: sourceCode.getText(name) } });
      },
    };
  },
};
