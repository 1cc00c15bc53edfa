// @ts-check
// The architecture's six layers (../../README.md, "Layers"): a package imports only from the layers below it.
// Cities are configuration over core, so they sit beside layer 2 and may share settings with each other; tooling is
// outside the product and unrestricted.
import path from 'node:path';

/** @typedef {'packages' | 'apps' | 'cities' | 'tooling'} WorkspaceKind */
/** @typedef {{ kind: WorkspaceKind, name: string }} WorkspaceLocation */

/** Layer of each package folder under packages/. */
export const PACKAGE_LAYERS = Object.freeze({
  core: 1,
  network: 2,
  'api-contract': 2,
  i18n: 2,
  bridge: 2,
  entitlement: 2,
  gtfs: 3,
  planner: 3,
  realtime: 3,
  'api-client': 3,
  ui: 4,
  ads: 4,
  app: 5,
});
export const CITY_LAYER = 2;
export const APP_LAYER = 6;
const TOOLING_PACKAGES = new Set([
  'tsconfig',
  'eslint-config',
  'vitest-config',
  'vite-config',
  'scripts',
  'emulators',
]);
const WORKSPACE_KINDS = /** @type {const} */ (['packages', 'apps', 'cities', 'tooling']);

/**
 * The workspace package a file lives in, from its path (the last packages/, apps/, cities/ or tooling/ segment).
 * @param {string} filePath
 * @returns {WorkspaceLocation | undefined}
 */
export function locate(filePath) {
  const segments = path.resolve(filePath).split(path.sep);
  for (let i = segments.length - 2; i >= 0; i -= 1) {
    const kind = /** @type {WorkspaceKind} */ (segments[i]);
    const name = segments[i + 1];
    if (WORKSPACE_KINDS.includes(kind) && name) return { kind, name };
  }
  return undefined;
}

/**
 * The layer of a workspace package; undefined for tooling (unrestricted) and unknown packages folders.
 * @param {WorkspaceLocation} location
 * @returns {number | undefined}
 */
export function layerOf(location) {
  switch (location.kind) {
    case 'packages':
      return Object.hasOwn(PACKAGE_LAYERS, location.name)
        ? PACKAGE_LAYERS[/** @type {keyof typeof PACKAGE_LAYERS} */ (location.name)]
        : undefined;
    case 'cities':
      return CITY_LAYER;
    case 'apps':
      return APP_LAYER;
    case 'tooling':
      return undefined;
  }
}

/**
 * Where an `@transit/...` specifier points, or undefined when it is not one of ours.
 * @param {string} source
 * @returns {WorkspaceLocation | 'unknown' | undefined}
 */
export function locateSpecifier(source) {
  const match = /^@transit\/([^/]+)/.exec(source);
  if (!match?.[1]) return undefined;
  const name = match[1];
  if (name === 'api') return { kind: 'apps', name: 'api' };
  if (name.startsWith('app-')) return { kind: 'apps', name: name.slice('app-'.length) };
  if (name.startsWith('city-')) return { kind: 'cities', name: name.slice('city-'.length) };
  if (TOOLING_PACKAGES.has(name)) return { kind: 'tooling', name };
  if (Object.hasOwn(PACKAGE_LAYERS, name)) return { kind: 'packages', name };
  return 'unknown';
}

/**
 * The floors inside packages/app (ARCHITECTURE.md, "Inside packages/app"), lowest first: a module imports only from
 * its own floor or below. `platform` holds the ports and their adapters; `common` what the features share (the
 * services context, the screen frame, the app-wide stores); `features` one folder per feature; `shell` composes them.
 * The files at the top of src/ (the app's entry, TransitApp) stand with the shell.
 */
export const APP_FLOORS = Object.freeze({ platform: 1, common: 2, features: 3, shell: 4 });
/** @typedef {keyof typeof APP_FLOORS} AppFloor */
/**
 * @typedef {object} AppLocation
 * @property {AppFloor} floor
 * @property {string} path the path under packages/app/src
 * @property {string} [feature] the feature's folder, on the features floor
 * @property {string} module the module under the floor (under the feature's folder, without extension, on features)
 */

/** Tests, test fixtures and the test helpers at the top of src/ (testSupport, testSetup…) are the harness: no floor. */
const TEST_FILE = /(?:\.test\.[cm]?[jt]sx?|^test[A-Z][^.]*\.[cm]?[jt]sx?|Fixtures\.[cm]?[jt]sx?)$/;
/** A feature's public modules: its registration (feature.ts) and its index (the folder itself). */
const FEATURE_PUBLIC_MODULES = new Set(['', 'index', 'feature']);

/**
 * Where a file (or an import's target, without its extension) sits inside packages/app/src; undefined outside it.
 * @param {string} filePath
 * @returns {AppLocation | undefined}
 */
export function locateInApp(filePath) {
  const segments = path.resolve(filePath).split(path.sep);
  for (let i = segments.length - 3; i >= 0; i -= 1) {
    if (segments[i] !== 'packages' || segments[i + 1] !== 'app' || segments[i + 2] !== 'src') continue;
    const inside = segments.slice(i + 3);
    const at = inside.join('/');
    const [first = '', ...rest] = inside;
    if (!Object.hasOwn(APP_FLOORS, first)) return { floor: 'shell', path: at, module: at };
    const floor = /** @type {AppFloor} */ (first);
    if (floor !== 'features') return { floor, path: at, module: rest.join('/') };
    const [feature = '', ...module] = rest;
    return { floor, path: at, feature, module: module.join('/').replace(/\.[cm]?[jt]sx?$/, '') };
  }
  return undefined;
}

/**
 * What is wrong with an import inside packages/app, if anything: a floor importing a floor above it, a feature
 * reaching into another feature past its public modules, or the shell reaching a feature past its registration.
 * @param {AppLocation} from
 * @param {AppLocation} target
 * @returns {'floorUpward' | 'featureInternals' | 'shellFeatureInternals' | undefined}
 */
export function appFloorProblem(from, target) {
  if (APP_FLOORS[target.floor] > APP_FLOORS[from.floor]) return 'floorUpward';
  if (target.floor !== 'features' || target.feature === from.feature) return undefined;
  if (from.floor === 'features') {
    return FEATURE_PUBLIC_MODULES.has(target.module) ? undefined : 'featureInternals';
  }
  return target.module === 'feature' ? undefined : 'shellFeatureInternals';
}

/** @param {WorkspaceLocation} a @param {WorkspaceLocation} b */
const samePackage = (a, b) => a.kind === b.kind && a.name === b.name;
/** @param {WorkspaceLocation} l */
const describe = (l) => `${l.kind}/${l.name}`;

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A package imports only from the architecture layers below it.' },
    schema: [],
    messages: {
      upward:
        '{{from}} (layer {{fromLayer}}) must not import {{target}} (layer {{targetLayer}}): a package imports only from the layers below it.',
      relative: "'{{source}}' reaches into {{target}}; import another package by its @transit/ name.",
      unknown:
        "'{{source}}' is not a known internal package; give it a layer in tooling/eslint-config/layers.js.",
      floorUpward:
        "packages/app/src/{{from}} must not import '{{source}}' ({{target}}): inside packages/app, platform < common < features < shell, and a floor imports only from its own floor or below.",
      featureInternals:
        "features/{{feature}} reaches into features/{{targetFeature}} ('{{source}}'); use its public module: features/{{targetFeature}}/feature or its index.",
      shellFeatureInternals:
        "The shell imports nothing of features/{{targetFeature}} but its registration module ('{{source}}'); compose it through features/{{targetFeature}}/feature.ts.",
    },
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) return {};
    const inApp = TEST_FILE.test(path.basename(context.filename)) ? undefined : locateInApp(context.filename);

    /**
     * The floor rule inside packages/app, for a relative import that stays in it.
     * @param {import('eslint').Rule.Node} node @param {string} source
     */
    function checkFloors(node, source) {
      if (!inApp) return;
      const target = locateInApp(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      const problem = appFloorProblem(inApp, target);
      if (!problem) return;
      context.report({
        node,
        messageId: problem,
        data: {
          source,
          from: inApp.path,
          target: target.floor,
          feature: inApp.feature ?? '',
          targetFeature: target.feature ?? '',
        },
      });
    }

    /** @param {import('eslint').Rule.Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) {
        const resolved = locate(path.resolve(path.dirname(context.filename), source, '__file__'));
        if (resolved && !samePackage(resolved, /** @type {WorkspaceLocation} */ (from))) {
          context.report({ node, messageId: 'relative', data: { source, target: describe(resolved) } });
          return;
        }
        checkFloors(node, source);
        return;
      }
      target = locateSpecifier(source);
      if (target === undefined) return;
      if (target === 'unknown') {
        context.report({ node, messageId: 'unknown', data: { source } });
        return;
      }
      if (samePackage(target, /** @type {WorkspaceLocation} */ (from))) return;
      // Sibling cities share their region's feed and map settings (madrid-metro reads Madrid's feeds).
      if (target.kind === 'cities' && from?.kind === 'cities') return;
      const targetLayer = layerOf(target);
      if (targetLayer === undefined) return; // tooling: build and test helpers, allowed everywhere
      if (targetLayer >= /** @type {number} */ (fromLayer)) {
        context.report({
          node,
          messageId: 'upward',
          data: {
            from: describe(/** @type {WorkspaceLocation} */ (from)),
            fromLayer: String(fromLayer),
            target: describe(target),
            targetLayer: String(targetLayer),
          },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const layersPlugin = {
  meta: { name: '@transit/layers' },
  rules: { layers: layersRule },
};
