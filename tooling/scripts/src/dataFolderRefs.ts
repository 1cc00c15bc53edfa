import path from 'node:path';
import type { SourceFile } from './i18nCheck';

/** A path up out of the repository into the data folder beside it, which a fresh clone does not have. */
const SHARED_REFERENCE =
  /\.\.[/\\](?:\.\.[/\\])*shared\b|['"]\.\.['"]\s*,\s*(?:['"]\.\.['"]\s*,\s*)*['"]shared['"]/g;

/** The quoted module specifier a match sits in, with the keyword before it: `from '…'`, `import('…')`, `require('…')`. */
const MODULE_SPECIFIER_BEFORE = /(?:\bfrom|\bimport|\bimport\(|\brequire\()\s*(['"])([^'"\n]*)$/;

/** Tests and tooling may read the shared data folder (to compare snapshots with their source); nothing else may. */
export function isExemptFromSharedCheck(path: string): boolean {
  return (
    path.startsWith('tooling/') ||
    /(^|\/)(test|tests|bench|__tests__)\//.test(path) ||
    /\.test\.[cm]?[jt]sx?$/.test(path)
  );
}

/**
 * Whether the match at `index` is part of an import of a module inside the repository: a folder named `shared` that
 * a module imports from, two levels up inside its package, is not the data folder beside the repository.
 */
function isImportInsideRepo(file: SourceFile, index: number): boolean {
  const before = MODULE_SPECIFIER_BEFORE.exec(file.text.slice(Math.max(0, index - 200), index));
  if (!before) return false;
  const [, quote, prefix = ''] = before;
  const rest = file.text.slice(index);
  const end = rest.indexOf(quote ?? "'");
  if (end < 0) return false;
  const specifier = prefix + rest.slice(0, end);
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
  return !resolved.startsWith('../') && resolved !== '..';
}

function refersToShared(file: SourceFile): boolean {
  for (const match of file.text.matchAll(SHARED_REFERENCE)) {
    if (!isImportInsideRepo(file, match.index)) return true;
  }
  return false;
}

/** The files, outside tests and tooling, that refer to the data folder beside the repository. */
export function findSharedReferences(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => !isExemptFromSharedCheck(file.path) && refersToShared(file))
    .map((file) => file.path);
}
