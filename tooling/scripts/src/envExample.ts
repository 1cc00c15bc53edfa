import type { SourceFile } from './i18nCheck';

/** The variable names `.env.example` lists (`NAME=` lines; comments and blank lines skipped), in file order. */
export function listedVariables(envExample: string): string[] {
  return envExample
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** Code that reads the environment: source files, not tests, stories, docs or the example itself. */
export function isEnvReadingSource(path: string): boolean {
  return /\.(ts|tsx|js|mjs|cjs)$/.test(path) && !/\.(test|stories)\.[cm]?[jt]sx?$/.test(path);
}

/**
 * The variables `.env.example` lists that no source file names (as `process.env['NAME']`, a schema key `NAME:`, or
 * anywhere else as the whole word): a listed variable nothing reads tells an operator to set what does nothing.
 */
export function unreadVariables(envExample: string, sources: readonly SourceFile[]): string[] {
  const code = sources.filter((file) => isEnvReadingSource(file.path));
  return listedVariables(envExample).filter(
    (name) => !code.some((file) => new RegExp(`\\b${name}\\b`).test(file.text)),
  );
}
