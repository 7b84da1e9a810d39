import { describe, expect, it, vi } from 'vitest';

/**
 * header.md §9 "Mobile breakpoint 767 px": one source, core's PHONE_QUERY,
 * which the shell's components read too. The header's sheets interpolate it
 * instead of spelling the width: moved here (a stand-in value), every phone
 * rule of theirs moves with it.
 */
vi.mock('@nm/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nm/core')>()),
  PHONE_QUERY: '(max-width: 600px)',
}));

const { HEADER_CSS } = await import('./styles');
const { ACCOUNT_PANEL_CSS } = await import('./account/panelStyles');
const { STORES_DIALOG_CSS } = await import('./stores/dialogStyles');

describe("the header's phone rules follow core's PHONE_QUERY", () => {
  it.each([
    ['the shell (host and bar) and the HC account links', HEADER_CSS, 3],
    ['the account panel', ACCOUNT_PANEL_CSS, 1],
    ['the store dialog', STORES_DIALOG_CSS, 1],
  ])('%s: its phone rules, none spelled by hand', (_name, sheet, rules) => {
    expect(sheet.split('@media (max-width: 600px)').length - 1).toBe(rules);
    expect(sheet).not.toMatch(/767px/);
  });
});
