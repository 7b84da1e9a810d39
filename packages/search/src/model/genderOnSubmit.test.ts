import { describe, expect, it } from 'vitest';
import type { Gender } from '@nm/core';
import { genderToWriteOnSubmit } from './genderOnSubmit';

describe('on submit the selected gender changes if different (header.md §4 "Gender")', () => {
  it.each<[Gender, Gender | null, Gender | null]>([
    ['W', 'W', null],
    ['M', 'M', null],
    ['M', 'W', 'M'], // another tab chose WOMEN since: this search was in MEN
    ['W', 'M', 'W'],
    ['W', null, 'W'], // nothing stored yet (the default was never written)
  ])('selected %s, stored %s → writes %s', (selected, stored, expected) => {
    expect(genderToWriteOnSubmit(selected, stored)).toBe(expected);
  });
});
