// @ts-check
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { transitConfig } from '../index.js';
import { layersRule, layerOf, locate, locateSpecifier } from '../layers.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

describe('the layer table', () => {
  it('places each workspace folder in its architecture layer', () => {
    expect(layerOf({ kind: 'packages', name: 'core' })).toBe(1);
    expect(layerOf({ kind: 'packages', name: 'network' })).toBe(2);
    expect(layerOf({ kind: 'packages', name: 'api-contract' })).toBe(2);
    expect(layerOf({ kind: 'packages', name: 'planner' })).toBe(3);
    expect(layerOf({ kind: 'packages', name: 'ui' })).toBe(4);
    expect(layerOf({ kind: 'packages', name: 'app' })).toBe(5);
    expect(layerOf({ kind: 'apps', name: 'madrid' })).toBe(6);
    expect(layerOf({ kind: 'cities', name: 'bilbao' })).toBe(2);
    expect(layerOf({ kind: 'tooling', name: 'scripts' })).toBeUndefined();
  });

  it('reads the package from the last workspace segment of a path', () => {
    expect(locate('/repo/tooling/eslint-config/test/fixtures/packages/core/src/a.ts')).toEqual({
      kind: 'packages',
      name: 'core',
    });
    expect(locate('/somewhere/else.ts')).toBeUndefined();
  });

  it('maps @transit/ names to their folders', () => {
    expect(locateSpecifier('@transit/api-client/queries')).toEqual({ kind: 'packages', name: 'api-client' });
    expect(locateSpecifier('@transit/city-new-york')).toEqual({ kind: 'cities', name: 'new-york' });
    expect(locateSpecifier('@transit/app-madrid-bus')).toEqual({ kind: 'apps', name: 'madrid-bus' });
    expect(locateSpecifier('@transit/api')).toEqual({ kind: 'apps', name: 'api' });
    expect(locateSpecifier('@transit/vitest-config')).toEqual({ kind: 'tooling', name: 'vitest-config' });
    expect(locateSpecifier('@transit/nonsense')).toBe('unknown');
    expect(locateSpecifier('zod')).toBeUndefined();
  });
});

new RuleTester().run('@transit/layers', layersRule, {
  valid: [
    { filename: '/r/packages/ui/src/a.ts', code: "import '@transit/core'; import '@transit/i18n';" },
    { filename: '/r/packages/app/src/a.ts', code: "import { x } from '@transit/ui'; export { x };" },
    { filename: '/r/apps/madrid/src/a.ts', code: "import '@transit/app'; import '@transit/city-madrid';" },
    { filename: '/r/packages/core/src/a/b.ts', code: "import '../c'; import './d'; import 'zod';" },
    { filename: '/r/packages/core/src/a.ts', code: "import '@transit/vitest-config';" },
    {
      filename: '/r/tooling/scripts/src/a.ts',
      code: "import '@transit/app'; import '../../../packages/ui/src';",
    },
    { filename: '/r/packages/core/src/a.ts', code: "import '@transit/core/search';" },
    { filename: '/r/cities/madrid-metro/city.ts', code: "import '@transit/city-madrid/feeds';" },
  ],
  invalid: [
    {
      filename: '/r/packages/core/src/a.ts',
      code: "import '@transit/ui';",
      errors: [
        {
          message:
            'packages/core (layer 1) must not import packages/ui (layer 4): a package imports only from the layers below it.',
        },
      ],
    },
    {
      filename: '/r/packages/gtfs/src/a.ts',
      code: "import '@transit/planner';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/packages/ui/src/a.ts',
      code: "export * from '@transit/app';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/packages/app/src/a.ts',
      code: "export { x } from '@transit/app-madrid';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/packages/i18n/src/a.ts',
      code: "const m = import('@transit/ui'); export { m };",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/cities/madrid/city.ts',
      code: "import '@transit/ui';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: '/r/packages/core/src/a.ts',
      code: "import '../../ui/src/index';",
      errors: [
        {
          message:
            "'../../ui/src/index' reaches into packages/ui; import another package by its @transit/ name.",
        },
      ],
    },
    {
      filename: '/r/packages/core/src/a.ts',
      code: "import '@transit/nonsense';",
      errors: [{ messageId: 'unknown' }],
    },
  ],
});

describe('the repository config on the lint fixtures', () => {
  const eslint = new ESLint({
    cwd: fixtures,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: transitConfig(fixtures),
  });

  /** @param {string} file */
  async function messagesFor(file) {
    const [result] = await eslint.lintFiles([path.join(fixtures, file)]);
    return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
  }

  it('fails lint when packages/core imports packages/ui', async () => {
    expect(await messagesFor('packages/core/src/importsUi.ts')).toEqual([
      '@transit/layers: packages/core (layer 1) must not import packages/ui (layer 4): a package imports only from the layers below it.',
    ]);
  });

  it('fails lint when a relative path reaches into another package', async () => {
    expect(await messagesFor('packages/core/src/reachesIntoUi.ts')).toEqual([
      "@transit/layers: '../../ui/src/index' reaches into packages/ui; import another package by its @transit/ name.",
    ]);
  });

  it('fails lint when two packages of the same layer import each other', async () => {
    expect(await messagesFor('packages/gtfs/src/importsPlanner.ts')).toHaveLength(1);
  });

  it('fails lint when a city imports the app shell', async () => {
    expect(await messagesFor('cities/madrid/city.ts')).toHaveLength(1);
  });

  it('fails lint when packages/core reads the clock', async () => {
    expect(await messagesFor('packages/core/src/readsClock.ts')).toEqual([
      'no-restricted-syntax: packages/core takes the time as a parameter (nowEpochMs), never Date.now().',
    ]);
  });

  it('passes imports that go down the layers', async () => {
    expect(await messagesFor('packages/core/src/pure.ts')).toEqual([]);
    expect(await messagesFor('packages/ui/src/index.ts')).toEqual([]);
    expect(await messagesFor('apps/madrid/src/main.ts')).toEqual([]);
  });
});
