/**
 * dist/esm/nm-widgets.react.js: React, React DOM and the scheduler, evaluated
 * by the loader in a task of its own before the entry (loader.ts). They are
 * most of the first script (React DOM alone is 210 KB of its 300 KB), and V8
 * parses and runs a module's top level in one task: apart, neither task is
 * long. Importing them here runs their module bodies now; the entry's imports
 * of the same modules then find them done (scripts/merge-initial.ts makes this
 * one file that the entry and the lazy chunks import).
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
