// Fails when a locale lacks a message id, has one the base locale does not define, or when an id is unused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@transit/core';
import { type CatalogFile, type CatalogPart, checkCatalogs, mergeCatalogParts } from '../i18nCheck';
import { listRepoFiles, readRepoFile, REPO_ROOT } from '../repo';

const catalogDir = path.join(REPO_ROOT, 'packages/i18n/src/catalogs');
const parts: CatalogPart[] = [];
for (const locale of readdirSync(catalogDir, { withFileTypes: true })) {
  if (!locale.isDirectory()) continue;
  for (const file of readdirSync(path.join(catalogDir, locale.name)).filter((name) =>
    name.endsWith('.json'),
  )) {
    parts.push({
      locale: locale.name,
      feature: path.basename(file, '.json'),
      messages: JSON.parse(readFileSync(path.join(catalogDir, locale.name, file), 'utf8')) as CatalogFile,
    });
  }
}
const merged = mergeCatalogParts(parts, DEFAULT_LOCALE);
const { catalogs } = merged;

// The product's sources, and the build's plugin that writes the no-JavaScript text into each app's index.html.
const sources = listRepoFiles()
  .filter(
    (file) =>
      /^(packages|apps)\/[^/]+\/src\/.*\.tsx?$/.test(file) || /^tooling\/vite-config\/[^/]+\.js$/.test(file),
  )
  .filter((file) => !/\.(test|stories)\.tsx?$/.test(file))
  .map(readRepoFile);

const problems = [...merged.problems, ...checkCatalogs({ catalogs, baseLocale: DEFAULT_LOCALE, sources })];
const ids = Object.keys(catalogs[DEFAULT_LOCALE] ?? {}).length;
if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problems):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${ids} message ids in ${Object.keys(catalogs).sort().join(', ')}; every id used by ${sources.length} source files.`,
);
