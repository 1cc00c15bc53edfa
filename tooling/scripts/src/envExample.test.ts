import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listedVariables, unreadVariables } from './envExample';
import { listRepoFiles, readRepoFile, REPO_ROOT } from './repo';

describe('.env.example', () => {
  it('lists only variables the code reads', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const sources = listRepoFiles()
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .map(readRepoFile);
    expect(listedVariables(example).length).toBeGreaterThan(0);
    expect(unreadVariables(example, sources)).toEqual([]);
  });

  it('reports a listed variable that only a test, a story or a document names', () => {
    const example = '# Live EMT arrivals\nEMT_CLIENT_ID=\nPORT=8787\n\n  HOST =\n';
    expect(listedVariables(example)).toEqual(['EMT_CLIENT_ID', 'PORT', 'HOST']);
    const sources = [
      { path: 'apps/api/src/env.ts', text: 'const schema = z.object({ PORT: port, HOST: host });' },
      { path: 'apps/api/src/env.test.ts', text: "parseEnv({ EMT_CLIENT_ID: 'x' })" },
      { path: 'README.md', text: 'Set EMT_CLIENT_ID.' },
      { path: 'apps/api/src/emt.ts', text: 'const EMT_CLIENT_IDS = [];' },
    ];
    expect(unreadVariables(example, sources)).toEqual(['EMT_CLIENT_ID']);
  });
});
