import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../testing/cookies';
import { readSelectedStore, readSelectedZip, writeSelectedStore } from './selectedStore';

beforeEach(() => clearCookies());

describe('header.md §3, minicart.md §3 cookies dt_selected_store and dt_selected_zipcode', () => {
  it('absent or empty: none', () => {
    expect(readSelectedStore()).toBeNull();
    document.cookie = 'dt_selected_store=; path=/';
    document.cookie = 'dt_selected_zipcode=%20%20; path=/';
    expect(readSelectedStore()).toBeNull();
    expect(readSelectedZip()).toBeNull();
  });

  it('read as legacy pages write them, quoted or not', () => {
    document.cookie = 'dt_selected_store="02"; path=/';
    document.cookie = 'dt_selected_zipcode=75201; path=/';
    expect(readSelectedStore()).toBe('02');
    expect(readSelectedZip()).toBe('75201');
  });

  it('choosing a store writes dt_selected_store, and dt_selected_zipcode only when the search was by ZIP', () => {
    writeSelectedStore('80', null);
    expect(document.cookie).toContain('dt_selected_store=80');
    expect(document.cookie).not.toContain('dt_selected_zipcode');
    writeSelectedStore('01', '10001');
    expect(readSelectedStore()).toBe('01');
    expect(readSelectedZip()).toBe('10001');
  });
});

describe('dt_selected_store as legacy pages write it', () => {
  it('only the quotes around the value are taken off, never one inside it', () => {
    writeSelectedStore('"01"', null);
    expect(readSelectedStore()).toBe('01');
    writeSelectedStore('0"1', null);
    expect(readSelectedStore()).toBe('0"1');
    writeSelectedStore('"0"1"', null);
    expect(readSelectedStore()).toBe('0"1');
  });
});
