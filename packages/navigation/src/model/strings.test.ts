import { describe, expect, it } from 'vitest';
import { allGenderLabel, closeDrawerLabel, drawerToggleLabel } from './strings';

describe('the navigation\'s wording (header.md §2 "Mobile menu"; ours where the spec has none)', () => {
  it('the mobile menu\'s first entry, by gender: "All Women", "All Men"', () => {
    expect(allGenderLabel('W')).toBe('All Women');
    expect(allGenderLabel('M')).toBe('All Men');
  });

  it("a drawer's toggle and close button name its silo", () => {
    expect(drawerToggleLabel('Shoes')).toBe('Shoes menu');
    expect(closeDrawerLabel('Shoes')).toBe('Close Shoes menu');
  });
});
