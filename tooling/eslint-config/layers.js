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
const TOOLING_PACKAGES = new Set(['tsconfig', 'eslint-config', 'vitest-config', 'vite-config', 'scripts']);
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
    },
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) return {};

    /** @param {import('eslint').Rule.Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) {
        const resolved = locate(path.resolve(path.dirname(context.filename), source, '__file__'));
        if (resolved && !samePackage(resolved, /** @type {WorkspaceLocation} */ (from))) {
          context.report({ node, messageId: 'relative', data: { source, target: describe(resolved) } });
        }
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
