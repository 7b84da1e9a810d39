// @ts-check
/**
 * The house's own ESLint rules, which eslint.config.js turns on for the files each applies to: written rules of
 * docs/ARCHITECTURE.md that no published rule checks.
 */
import { bootInBundle } from './bootInBundle.js';
import { emitFromState } from './emitFromState.js';
import { noIssueReferences } from './noIssueReferences.js';
import { pureRender } from './pureRender.js';

export const house = {
  rules: {
    'boot-in-bundle': bootInBundle,
    'emit-from-state': emitFromState,
    'no-issue-references': noIssueReferences,
    'pure-render': pureRender,
  },
};
