// @ts-check
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { namedImports, sharedScreenChunk } from '../index.js';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'screens');

/** Builds the fixture app (an entry, two lazy screens, a kit imported through its index) with the plugin. */
async function buildFixture() {
  const result = await build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'silent',
    plugins: [sharedScreenChunk()],
    resolve: { alias: { '@transit/kit': path.join(FIXTURE, 'packages/kit/src/index.ts') } },
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path.join(FIXTURE, 'packages/app/src/main.ts') },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item) => item.type === 'chunk');
}

/** The fixture's file names of a chunk's modules. */
const modulesOf = (chunk) => chunk.moduleIds.map((id) => path.relative(FIXTURE, id)).sort();

describe('the screens chunk', () => {
  it('gathers what two lazy screens share, leaving the first download and a single screen’s code where they were', async () => {
    const chunks = await buildFixture();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const screens = chunks.find((chunk) => chunk.name === 'screens');
    const one = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('one.ts'));
    expect(entry && screens && one).toBeTruthy();
    if (!entry || !screens || !one) return;
    // The kit's Shared module comes through the kit's index, which the entry imports too (for `used` only).
    expect(modulesOf(screens)).toEqual(['packages/app/src/helper.ts', 'packages/kit/src/Shared.ts']);
    expect(modulesOf(entry)).toContain('packages/kit/src/Used.ts');
    expect(modulesOf(entry)).not.toContain('packages/kit/src/Shared.ts');
    expect(entry.imports).not.toContain(screens.fileName);
    expect(modulesOf(one)).toContain('packages/kit/src/Alone.ts');
    expect(one.imports).toContain(screens.fileName);
  });
});

describe('namedImports', () => {
  it('reads the names a module imports from a specifier, leaving out types and renames', () => {
    const code = [
      "import { BottomNavbar, ToastHost } from '@transit/ui';",
      "import type { RenderLink } from '@transit/ui';",
      "import { type Theme, Spinner as Loading } from '@transit/ui';",
      "import { parseStopCode } from '@transit/core';",
    ].join('\n');
    expect(namedImports(code, '@transit/ui')).toEqual(['BottomNavbar', 'ToastHost', 'Spinner']);
  });

  it('counts the whole module when it is imported whole, for its side effects, re-exported, or not by that specifier', () => {
    expect(namedImports("import * as ui from '@transit/ui';", '@transit/ui')).toBeUndefined();
    expect(namedImports("import '@transit/ui';", '@transit/ui')).toBeUndefined();
    expect(namedImports("import kit, { Spinner } from '@transit/ui';", '@transit/ui')).toBeUndefined();
    expect(
      namedImports(
        "import { Spinner } from '@transit/ui';\nexport { Toast } from '@transit/ui';",
        '@transit/ui',
      ),
    ).toBeUndefined();
    expect(namedImports("import { Spinner } from '..';", '@transit/ui')).toBeUndefined();
    expect(namedImports("import { Spinner } from '@transit/ui-kit';", '@transit/ui')).toBeUndefined();
  });
});
