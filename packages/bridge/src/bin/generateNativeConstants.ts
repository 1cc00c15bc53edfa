/*
 * Writes the native bridge's Kotlin and Swift constants, or checks them in CI:
 *   tsx src/bin/generateNativeConstants.ts --kotlin <BridgeContract.kt> --swift <BridgeContract.swift> \
 *     [--kotlin-package <package>] [--check]
 * The work is runGenerateNativeConstants's; this only gives it Node's files. The package has no Node types (it runs
 * in the browser), so the little of Node used here is typed here.
 */
import { runGenerateNativeConstants } from '../generateNativeConstants';

interface NodeFileSystem {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  writeFile(path: string, text: string, encoding: 'utf8'): Promise<void>;
  mkdir(path: string, options: { readonly recursive: true }): Promise<unknown>;
}

interface NodeProcess {
  readonly argv: readonly string[];
  exitCode?: number;
}

const FILE_SYSTEM_MODULE: string = 'node:fs/promises';
const fs = (await import(FILE_SYSTEM_MODULE)) as NodeFileSystem;
const nodeProcess = (globalThis as unknown as { readonly process: NodeProcess }).process;

function folderOf(path: string): string {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return slash <= 0 ? '.' : path.slice(0, slash);
}

const output = await runGenerateNativeConstants(nodeProcess.argv.slice(2), {
  read: (path) =>
    fs.readFile(path, 'utf8').catch((error: unknown) => {
      if ((error as { readonly code?: unknown }).code === 'ENOENT') return undefined;
      throw error;
    }),
  write: async (path, text) => {
    await fs.mkdir(folderOf(path), { recursive: true });
    await fs.writeFile(path, text, 'utf8');
  },
});
for (const line of output.lines) {
  if (output.exitCode === 0) console.log(line);
  else console.error(line);
}
nodeProcess.exitCode = output.exitCode;
