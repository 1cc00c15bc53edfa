// `pnpm --filter @transit/data previews`: draws the info section's poster previews (../previews.ts) from Madrid's
// compiled network (cities/madrid/dist/network.bin, which `pnpm data` writes) into the app's previews folder.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeNetwork } from '@transit/network';
import { drawPreviews } from '../previews';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const outDir = path.join(repoRoot, 'packages/app/src/features/info/previews');
const network = decodeNetwork(
  new Uint8Array(readFileSync(path.join(repoRoot, 'cities/madrid/dist/network.bin'))),
);

for (const { file, svg } of drawPreviews(network)) {
  writeFileSync(path.join(outDir, file), svg);
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KiB`);
}
