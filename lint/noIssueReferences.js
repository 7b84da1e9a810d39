// @ts-check
/**
 * house/no-issue-references. Comments and test names say why, not which tracker issue or session asked for it: the
 * history is in the commit bodies and docs/QUALITY.md / docs/PERFORMANCE.md, where it does not go stale beside the
 * code it explains. A spec section (header.md §4) is the reference a comment or a test name cites.
 */
import { calleeRoot, staticText } from './syntax.js';

const ISSUE_REFERENCE = /\bissues? #?\d+/i;
const TEST_CALLS = new Set(['describe', 'it', 'test', 'bench']);

export const noIssueReferences = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      issue:
        'Say why, not which issue asked for it: the history goes in the commit body or docs/ (cite the spec section instead).',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_REFERENCE.test(comment.value)) context.report({ loc: comment.loc, messageId: 'issue' });
        }
      },
      CallExpression(node) {
        const [title] = node.arguments;
        if (!title || !TEST_CALLS.has(calleeRoot(node.callee))) return;
        if (ISSUE_REFERENCE.test(staticText(title) ?? '')) context.report({ node: title, messageId: 'issue' });
      },
    };
  },
};
