import { describe, expect, it } from 'vitest';
import { readLazyFile } from '../../scripts/fold-lazy';
import { planLazyFolds, type LazyFile, type LazyGraph } from '../../scripts/lazy-folds';

/** A built file: its size, what it imports statically and with import(), and whether it runs nothing when loaded. */
const file = (imports: string[] = [], { bytes = 500, dynamic = [] as string[], pure = true } = {}): LazyFile => ({
  bytes,
  imports,
  dynamicImports: dynamic,
  declarationsOnly: pure,
});

const INITIAL = new Set(['entry.js', 'react.js']);
const plan = (graph: LazyGraph, below = 8192) => Object.fromEntries(planLazyFolds(graph, INITIAL, below));

/**
 * Parts A and B are loaded by the entry with import(); `shared.js` (both need it) and `onlyA.js` are esbuild's
 * chunks. The table: what each graph folds, and why.
 */
describe('planLazyFolds: which small lazy chunks go into which lazy file', () => {
  it.each<[string, LazyGraph, Record<string, string>]>([
    [
      'a chunk only part A needs goes into A (no other part loads a byte more)',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js'] }),
        'A.js': file(['onlyA.js', 'shared.js']),
        'B.js': file(['shared.js']),
        'onlyA.js': file(['shared.js']),
        'shared.js': file(),
      },
      { 'onlyA.js': 'A.js' },
    ],
    [
      'a chunk both parts need stays: no file both parts load could take it',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js'] }),
        'A.js': file(['shared.js']),
        'B.js': file(['shared.js']),
        'shared.js': file(),
      },
      {},
    ],
    [
      'a chunk goes into the wider chunk every part needing it also loads, the one adding the fewest bytes',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js', 'C.js'] }),
        'A.js': file(['ab.js', 'abc.js']),
        'B.js': file(['ab.js', 'abc.js']),
        'C.js': file(['abc.js']),
        'ab.js': file([], { bytes: 300 }),
        'abc.js': file([], { bytes: 20_000 }),
      },
      { 'ab.js': 'abc.js' },
    ],
    [
      'a chunk that runs something when loaded stays where it is',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js'] }),
        'A.js': file(['onlyA.js', 'shared.js']),
        'B.js': file(['shared.js']),
        'onlyA.js': file([], { pure: false }),
        'shared.js': file(),
      },
      {},
    ],
    [
      'a chunk at or over the size stays a file of its own',
      {
        'entry.js': file([], { dynamic: ['A.js'] }),
        'A.js': file(['big.js']),
        'big.js': file([], { bytes: 8192 }),
      },
      {},
    ],
    [
      'an import() target is never folded, however small: its name is what the import asks for',
      {
        'entry.js': file([], { dynamic: ['A.js'] }),
        'A.js': file([], { dynamic: ['tiny.js'] }),
        'tiny.js': file([], { bytes: 100 }),
      },
      {},
    ],
    [
      "what a part's importer has already loaded is not counted as the part's need",
      {
        // Drawer is loaded only by Bar, which has `nav.js` already: for `nav.js`, only Bar and Menu count.
        'entry.js': file([], { dynamic: ['Bar.js', 'Menu.js'] }),
        'Bar.js': file(['nav.js', 'navbig.js'], { dynamic: ['Drawer.js'] }),
        'Menu.js': file(['nav.js', 'navbig.js']),
        'Drawer.js': file(['nav.js']),
        'nav.js': file([], { bytes: 400 }),
        'navbig.js': file([], { bytes: 9000 }),
      },
      { 'nav.js': 'navbig.js' },
    ],
    [
      'a fold that would close a circle is passed over for one that does not',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js'] }),
        'A.js': file(['c.js', 'h.js']),
        'B.js': file(['c.js', 'h.js']),
        // Both add nothing and h.js comes first by name, but c.js in h.js would make x.js import h.js, which
        // would import x.js.
        'c.js': file(['x.js']),
        'x.js': file(['h.js'], { pure: false }),
        'h.js': file([], { pure: false, bytes: 9000 }),
      },
      { 'c.js': 'x.js' },
    ],
    [
      'what was folded into a chunk follows it when the chunk is folded in turn',
      {
        'entry.js': file([], { dynamic: ['A.js', 'B.js', 'C.js'] }),
        'A.js': file(['c1.js', 'c2.js', 'c3.js']),
        'B.js': file(['c1.js', 'c2.js', 'c3.js']),
        'C.js': file(['c3.js']),
        'c1.js': file([], { bytes: 100 }),
        'c2.js': file(['c1.js'], { bytes: 200 }),
        'c3.js': file([], { bytes: 9000 }),
      },
      { 'c1.js': 'c3.js', 'c2.js': 'c3.js' },
    ],
    [
      'the initial files are never folded, nor a home',
      {
        'entry.js': file(['react.js'], { dynamic: ['A.js'], bytes: 100 }),
        'react.js': file([], { bytes: 100 }),
        'A.js': file(['onlyA.js']),
        'onlyA.js': file(['entry.js']),
      },
      { 'onlyA.js': 'A.js' },
    ],
  ])('%s', (_, graph, folds) => {
    expect(plan(graph)).toEqual(folds);
  });

  it('does not change the graph it is given', () => {
    const graph: LazyGraph = {
      'entry.js': file([], { dynamic: ['A.js'] }),
      'A.js': file(['onlyA.js']),
      'onlyA.js': file(),
    };
    const before = structuredClone(graph);
    plan(graph);
    expect(graph).toEqual(before);
  });
});

describe('readLazyFile: a built file as the plan sees it', () => {
  it.each<[string, string, boolean]>([
    ['imports, declarations and an export list', 'import{a as b}from"./x.js";function f(){}export{f as a};', true],
    [
      'a binding built by a call (a store, esbuild’s __toESM)',
      'import{c1_a as r}from"./e.js";var o=r(1);export{o as a};',
      true,
    ],
    ['a class with an instance field', 'class K{x=document.body}export{K as a};', true],
    ['a call at the top level', 'import{a}from"./x.js";a();export{a};', false],
    ['a listener added at the top level', 'addEventListener("x",()=>{});', false],
    ['an if at the top level', 'var x=1;if(x)x++;export{x as a};', false],
    ['a class with a static block', 'class K{static{globalThis.k=1}}export{K as a};', false],
    ['a class with a static field', 'class K{static k=document.body}export{K as a};', false],
  ])('%s: runs nothing when loaded is %s', (_, source, declarationsOnly) => {
    expect(readLazyFile(source).declarationsOnly).toBe(declarationsOnly);
  });

  it('reads its size, its static and dynamic imports of files beside it, and its exports', () => {
    const source =
      'import{c1_a as r}from"./nm-widgets.entry.js";import"./chunk-A.js";' +
      'const p=()=>import("./Part-B.js");export{p as a,r as default};';
    expect(readLazyFile(source)).toEqual({
      bytes: source.length,
      imports: ['nm-widgets.entry.js', 'chunk-A.js'],
      dynamicImports: ['Part-B.js'],
      declarationsOnly: true,
      exports: ['a', 'default'],
    });
  });

  it('counts a dynamic import wherever it is nested, and never text that only looks like one', () => {
    const source =
      'const m="import(\'./InString.js\')";/* import("./InComment.js") */' +
      'function f(){return{g:()=>import("./Nested.js").then((x)=>x)}}export{f as a,m as b};';
    expect(readLazyFile(source).dynamicImports).toEqual(['Nested.js']);
  });
});
