import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './i18nCheck';

/** The repository root (this file is tooling/scripts/src/repo.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every file git would commit: tracked ones and new ones not ignored, as paths relative to the root. */
export function listRepoFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter((file) => file !== '');
}

export function readRepoFile(relativePath: string): SourceFile {
  return { path: relativePath, text: readFileSync(path.join(REPO_ROOT, relativePath), 'utf8') };
}

/** The names of the folders directly inside a repository folder. */
export function listFolders(relativePath: string): string[] {
  return readdirSync(path.join(REPO_ROOT, relativePath), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
