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

/** The major version of a semver version: the public contract's generation, and the nm: events' `v`. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`not a semver version: ${version}`);
  return Number(match[1]);
}
