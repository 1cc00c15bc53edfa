import type { SourceFile } from './i18nCheck';

/** A path into the data folder beside the repository (../shared), which a fresh clone does not have. */
const SHARED_REFERENCE =
  /\.\.[/\\](?:\.\.[/\\])*shared\b|['"]\.\.['"]\s*,\s*(?:['"]\.\.['"]\s*,\s*)*['"]shared['"]/;

/** Tests and tooling may read the shared data folder (to compare snapshots with their source); nothing else may. */
export function isExemptFromSharedCheck(path: string): boolean {
  return (
    path.startsWith('tooling/') ||
    /(^|\/)(test|tests|bench|__tests__)\//.test(path) ||
    /\.test\.[cm]?[jt]sx?$/.test(path)
  );
}

/** The files, outside tests and tooling, that refer to ../shared. */
export function findSharedReferences(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => !isExemptFromSharedCheck(file.path) && SHARED_REFERENCE.test(file.text))
    .map((file) => file.path);
}
