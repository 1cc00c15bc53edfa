import { ProductError, type RouteName } from '@transit/core';
import type { FeatureModule } from '../common/feature';

/**
 * Every feature's registration module, found by its place (features/<name>/feature.ts), so adding a feature edits
 * no list here. They are small and load with the app; each loads its screens itself, on demand.
 */
const MODULES = import.meta.glob<FeatureModule>('../features/*/feature.ts', {
  eager: true,
  import: 'feature',
});

/**
 * Checks what the features registered: a route owned by two features, or a feature whose module is not named after
 * its folder, is a mistake to catch at start rather than a screen that silently wins.
 */
export function checkedFeatures(modules: Readonly<Record<string, FeatureModule>>): readonly FeatureModule[] {
  const owners = new Map<RouteName, string>();
  const features: FeatureModule[] = [];
  for (const [path, feature] of Object.entries(modules)) {
    const folder = /\/features\/([^/]+)\/feature\.ts$/.exec(path)?.[1];
    if (folder !== feature.name) {
      throw new ProductError(
        'FEATURE_NAME_MISMATCH',
        `The feature in ${path} is named '${feature.name}'; name it after its folder.`,
      );
    }
    for (const route of feature.routes ?? []) {
      const owner = owners.get(route.name);
      if (owner !== undefined) {
        throw new ProductError(
          'FEATURE_ROUTE_DUPLICATE',
          `The route '${route.name}' is registered by both '${owner}' and '${feature.name}'.`,
        );
      }
      owners.set(route.name, feature.name);
    }
    features.push(feature);
  }
  return features;
}

/** The registered features, in the order of their folders' names. */
export const FEATURES: readonly FeatureModule[] = checkedFeatures(MODULES);
