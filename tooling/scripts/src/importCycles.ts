import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

/** The repository's TypeScript sources, tests and stories included (their imports can close a circle too). */
export const TYPESCRIPT_SOURCES: readonly string[] = [
  'apps/*/{src,bench}/**/*.{ts,tsx}',
  'packages/*/{src,scripts}/**/*.{ts,tsx}',
  'cities/*/*.ts',
  'tooling/*/{src,bench,test}/**/*.{ts,tsx}',
];

/** Built output, installed packages and fixtures (test inputs, some of them circles on purpose) are not sources. */
export const NOT_SOURCE = /(^|[\\/])(node_modules|dist|storybook-static|coverage|fixtures)[\\/]/;

/**
 * Every import circle among the files the patterns match, each as the files of the circle in import order, relative
 * to `root` with forward slashes. dpdm reads the files with TypeScript's parser and resolves imports as Node and the
 * workspace do (a package's `exports` lead into the other package's sources), so a circle through another package
 * counts; type-only imports and dynamic `import()` count too: each ties one module to another as much as a value
 * import does, so a circle of them is still a circle in the structure.
 * @param patterns globs relative to `root`
 * @param exclude the files that are not sources (matched against absolute paths)
 */
export async function findImportCycles(
  root: string,
  patterns: readonly string[],
  exclude: RegExp = NOT_SOURCE,
): Promise<string[][]> {
  const tree = await parseDependencyTree([...patterns], {
    cwd: root,
    context: root,
    exclude,
    transform: false,
    skipDynamicImports: false,
  });
  const relative = (file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  return parseCircular(tree).map((cycle) => cycle.map(relative));
}

/** A circle as one line: `a.ts → b.ts → a.ts`. */
export const describeCycle = (cycle: readonly string[]): string => [...cycle, cycle[0]].join(' → ');

/** A circle written from its first file in sort order, so the same circle found from another file compares equal. */
export function normalizeCycle(cycle: readonly string[]): string {
  if (cycle.length === 0) return '';
  const first = cycle.reduce((min, file, index) => (file < (cycle[min] ?? '') ? index : min), 0);
  return describeCycle([...cycle.slice(first), ...cycle.slice(0, first)]);
}
