// unit: isolated (restoreGender runs once per page: this file reads it as a fresh page does)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../testing/cookies';
import { $gender, chooseGender, restoreGender, restoreGenderFromCookie, storedGender } from './gender';

/** header.md §3 "where the chosen gender is kept", §4 "Gender": the store, its writers and the listener that keeps it. */
beforeEach(() => {
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => {
  sessionStorage.clear();
  clearCookies();
});

describe('core $gender: read-only, written by chooseGender and the restores', () => {
  it('a choice is kept as the plain letter in ta_gender, dt_gender_placement and the dt_gender cookie', () => {
    chooseGender('M');
    expect($gender.get()).toBe('M');
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(sessionStorage.getItem('dt_gender_placement')).toBe('M');
    expect(document.cookie).toContain('dt_gender=M');
  });

  it('choosing the gender already shown still writes it (the search writes it again at submit)', () => {
    chooseGender('W');
    sessionStorage.setItem('ta_gender', 'M');
    chooseGender('W');
    expect(sessionStorage.getItem('ta_gender')).toBe('W');
  });

  it('restores the stored choice once per page, the JSON-quoted one too, without writing it back', () => {
    chooseGender('W');
    sessionStorage.clear();
    clearCookies();
    sessionStorage.setItem('ta_gender', '"M"');
    restoreGender();
    expect($gender.get()).toBe('M');
    expect(sessionStorage.getItem('ta_gender')).toBe('"M"');
    expect(sessionStorage.getItem('dt_gender_placement')).toBeNull();
    expect(document.cookie).not.toContain('dt_gender');
    sessionStorage.setItem('ta_gender', 'W');
    restoreGender();
    expect($gender.get()).toBe('M');
  });

  it('session storage first, then the cookie; nothing stored reads null', () => {
    expect(storedGender()).toBeNull();
    document.cookie = 'dt_gender=M; path=/';
    expect(storedGender()).toBe('M');
    sessionStorage.setItem('ta_gender', 'W');
    expect(storedGender()).toBe('W');
  });

  it("a server's drawing: the cookie, else women's, every time, and nothing written", () => {
    document.cookie = 'dt_gender=M; path=/';
    restoreGenderFromCookie();
    expect($gender.get()).toBe('M');
    clearCookies();
    restoreGenderFromCookie();
    expect($gender.get()).toBe('W');
    expect(sessionStorage.getItem('ta_gender')).toBeNull();
    expect(document.cookie).not.toContain('dt_gender');
  });
});
