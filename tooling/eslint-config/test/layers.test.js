// @ts-check
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { transitConfig, usesReact } from '../index.js';
import { appFloorProblem, layersRule, layerOf, locate, locateInApp, locateSpecifier } from '../layers.js';

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

describe('the floors inside packages/app (platform < common < features < shell)', () => {
  it('places each file on its floor; the files at the top of src/ stand with the shell', () => {
    expect(locateInApp('/r/packages/app/src/platform/storage.ts')).toMatchObject({ floor: 'platform' });
    expect(locateInApp('/r/packages/app/src/common/Screen.tsx')).toMatchObject({ floor: 'common' });
    expect(locateInApp('/r/packages/app/src/features/stops/StopPage.tsx')).toEqual({
      floor: 'features',
      path: 'features/stops/StopPage.tsx',
      feature: 'stops',
      module: 'StopPage',
    });
    expect(locateInApp('/r/packages/app/src/mountApp.tsx')).toMatchObject({ floor: 'shell' });
    expect(locateInApp('/r/packages/ui/src/Modal.tsx')).toBeUndefined();
  });

  it('lets a feature reach another only through its public modules, and the shell only through its feature.ts', () => {
    const at = (/** @type {string} */ file) =>
      /** @type {import('../layers.js').AppLocation} */ (locateInApp(`/r/packages/app/src/${file}`));
    const stops = at('features/stops/StopPage.tsx');
    expect(appFloorProblem(stops, at('features/favourites'))).toBeUndefined();
    expect(appFloorProblem(stops, at('features/favourites/index'))).toBeUndefined();
    expect(appFloorProblem(stops, at('features/favourites/feature'))).toBeUndefined();
    expect(appFloorProblem(stops, at('features/favourites/favouritesStore'))).toBe('featureInternals');
    expect(appFloorProblem(stops, at('features/stops/recentStopsStore'))).toBeUndefined();
    expect(appFloorProblem(stops, at('shell/router'))).toBe('floorUpward');
    expect(appFloorProblem(at('common/Screen.tsx'), at('features/stops/feature'))).toBe('floorUpward');
    expect(appFloorProblem(at('platform/index.ts'), at('common/feature'))).toBe('floorUpward');
    expect(appFloorProblem(at('shell/router.tsx'), at('features/stops/feature'))).toBeUndefined();
    expect(appFloorProblem(at('shell/router.tsx'), at('features/stops'))).toBe('shellFeatureInternals');
    expect(appFloorProblem(at('TransitApp.tsx'), at('features/stops/StopPage'))).toBe(
      'shellFeatureInternals',
    );
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
    {
      filename: '/r/packages/app/src/features/stops/StopPage.tsx',
      code: "import '../../platform'; import '../../common/Screen'; import '../favourites'; import './useNow';",
    },
    {
      filename: '/r/packages/app/src/shell/router.tsx',
      code: "const m = import('../features/map/feature'); export { m };",
    },
    {
      filename: '/r/packages/app/src/features/stops/StopPage.test.tsx',
      code: "import '../../shell/services';",
    },
    { filename: '/r/packages/app/src/features/lines/lineFixtures.ts', code: "import '../../testSupport';" },
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
    {
      filename: '/r/packages/app/src/features/info/index.ts',
      code: "import { FeatureModule } from '../../shell/router'; export { FeatureModule };",
      errors: [
        {
          message:
            "packages/app/src/features/info/index.ts must not import '../../shell/router' (shell): inside packages/app, platform < common < features < shell, and a floor imports only from its own floor or below.",
        },
      ],
    },
    {
      filename: '/r/packages/app/src/platform/storage.ts',
      code: "export * from '../common/persistedStore';",
      errors: [{ messageId: 'floorUpward' }],
    },
    {
      filename: '/r/packages/app/src/features/settings/DebugPage.tsx',
      code: "import '../stops/recentStopsStore';",
      errors: [
        {
          message:
            "features/settings reaches into features/stops ('../stops/recentStopsStore'); use its public module: features/stops/feature or its index.",
        },
      ],
    },
    {
      filename: '/r/packages/app/src/shell/Layout.tsx',
      code: "import '../features/settings/InitialLanguageModal';",
      errors: [{ messageId: 'shellFeatureInternals' }],
    },
    {
      filename: '/r/packages/app/src/TransitApp.tsx',
      code: "const m = import('../src/features/stops'); export { m };",
      errors: [{ messageId: 'shellFeatureInternals' }],
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

  it('fails lint when a platform port or a feature imports the shell (packages/app floors)', async () => {
    expect(await messagesFor('packages/app/src/platform/importsShell.ts')).toEqual([
      "@transit/layers: packages/app/src/platform/importsShell.ts must not import '../shell/router' (shell): inside packages/app, platform < common < features < shell, and a floor imports only from its own floor or below.",
    ]);
    expect(await messagesFor('packages/app/src/features/stops/importsShell.ts')).toHaveLength(1);
  });

  it("fails lint when a feature reaches into another feature's modules, or the shell past a feature.ts", async () => {
    expect(await messagesFor('packages/app/src/features/stops/reachesIntoFavourites.ts')).toEqual([
      "@transit/layers: features/stops reaches into features/favourites ('../favourites/favouritesStore'); use its public module: features/favourites/feature or its index.",
    ]);
    expect(await messagesFor('packages/app/src/shell/reachesIntoStops.ts')).toEqual([
      "@transit/layers: The shell imports nothing of features/stops but its registration module ('../features/stops/StopPage'); compose it through features/stops/feature.ts.",
      "@transit/layers: The shell imports nothing of features/stops but its registration module ('../features/stops'); compose it through features/stops/feature.ts.",
    ]);
  });

  it('passes imports that go down the floors of packages/app, and its tests', async () => {
    expect(await messagesFor('packages/app/src/features/stops/usesItsFloors.ts')).toEqual([]);
    expect(await messagesFor('packages/app/src/features/stops/stopFixtures.ts')).toEqual([]);
    expect(await messagesFor('packages/app/src/shell/composes.ts')).toEqual([]);
  });

  it('passes imports that go down the layers', async () => {
    expect(await messagesFor('packages/core/src/pure.ts')).toEqual([]);
    expect(await messagesFor('packages/ui/src/index.ts')).toEqual([]);
    expect(await messagesFor('apps/madrid/src/main.ts')).toEqual([]);
  });
});

describe('the React rules, for a package with React', () => {
  const appFixture = path.join(fixtures, 'packages', 'app');
  const eslint = new ESLint({
    cwd: fixtures,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: transitConfig(appFixture),
  });

  it('are on where the package.json names react, and off elsewhere', () => {
    expect(usesReact(appFixture)).toBe(true);
    expect(usesReact(path.join(fixtures, 'packages', 'core'))).toBe(false);
    const ruleIds = (/** @type {string} */ folder) =>
      transitConfig(folder).flatMap((config) => Object.keys(config.rules ?? {}));
    expect(ruleIds(appFixture)).toEqual(
      expect.arrayContaining([
        'react-hooks/rules-of-hooks',
        'react-hooks/exhaustive-deps',
        'react-hooks/purity',
        'jsx-a11y-x/alt-text',
      ]),
    );
    expect(ruleIds(fixtures)).not.toContain('react-hooks/rules-of-hooks');
  });

  it('fail lint when a component module reads the clock (Date.now(), new Date()) instead of useNow', async () => {
    const [result] = await eslint.lintFiles([path.join(appFixture, 'src/features/stops/readsClock.tsx')]);
    expect((result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`)).toEqual([
      'no-restricted-syntax: Components and hooks read the time from useNow (a clock that updates in effects), never Date.now().',
      'no-restricted-syntax: Components and hooks read the time from useNow (a clock that updates in effects), never new Date().',
    ]);
  });
});

describe("a package's own config (its patterns relative to its folder)", () => {
  /** @param {string} folder @param {string} file */
  async function messagesIn(folder, file) {
    const root = path.join(fixtures, folder);
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfigFile: true,
      overrideConfig: transitConfig(root),
    });
    const [result] = await eslint.lintFiles([path.join(root, file)]);
    return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
  }

  it('keeps packages/core pure when linted from packages/core itself', async () => {
    expect(await messagesIn('packages/core', 'src/readsClock.ts')).toEqual([
      'no-restricted-syntax: packages/core takes the time as a parameter (nowEpochMs), never Date.now().',
    ]);
  });

  it('keeps packages/app off the browser storage and location outside its platform ports', async () => {
    expect(await messagesIn('packages/app', 'src/common/readsStorage.ts')).toEqual([
      "no-restricted-globals: Unexpected use of 'localStorage'. packages/app reaches the device through its platform ports (platform/: storage, location…).",
      "no-restricted-properties: 'navigator.geolocation' is restricted from being used. packages/app reaches the device through its platform ports (platform/: storage, location…).",
    ]);
  });
});
