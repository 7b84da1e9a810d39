/**
 * The one package other teams take, packages/widgets (@nm/widgets): the
 * built bundle, its types and its metadata. Changesets versions it
 * (docs/RELEASING.md); every other workspace is private and unversioned.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PACKAGE_DIR = `${ROOT}packages/widgets/`;

export interface WidgetsPackage {
  name: string;
  version: string;
  exports: Record<string, unknown>;
}

export function readWidgetsPackage(dir = PACKAGE_DIR): WidgetsPackage {
  return JSON.parse(readFileSync(`${dir}package.json`, 'utf8')) as WidgetsPackage;
}
