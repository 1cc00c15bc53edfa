#!/usr/bin/env node
// Runs the repository's pinned pnpm with the given arguments, on a machine that may have only Node and npm.
// `npm test` and `npm start` go through here so that a fresh clone needs nothing installed beforehand.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const pinned = String(rootPackage.packageManager).replace(/^pnpm@/, '');
const args = process.argv.slice(2);

function installedPnpmVersion() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const [command, commandArgs] =
  installedPnpmVersion() === pinned ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${pinned}`, ...args]];
const run = spawnSync(command, commandArgs, { stdio: 'inherit', env });
if (run.error) {
  console.error(`Could not run ${command}: ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
