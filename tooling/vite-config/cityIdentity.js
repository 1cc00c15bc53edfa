// @ts-check
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runnerImport } from 'vite';

/** The repository root: this file is tooling/vite-config/cityIdentity.js. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The message a browser without JavaScript shows instead of the app (packages/i18n, common.json). */
const NO_SCRIPT_MESSAGE_ID = 'app.noscript';
/** Every city app's icon, in its public/ folder. */
const ICON = { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' };

/**
 * What a city's web app says about itself before any JavaScript runs: its index.html and its PWA manifest.
 * @typedef {object} CityIdentity
 * @property {string} id the city id (cities/<id>)
 * @property {string} lang the city's default locale, the page's `lang` and the manifest's
 * @property {string} name the project's name: the page title and the installed app's name
 * @property {string} shortName the label under the home-screen icon
 * @property {string} description one sentence in `lang` (≤ 160 characters)
 * @property {string} themeColour #rrggbb, the browser bar and the installed app's title bar
 * @property {string} backgroundColour #rrggbb, the installed app's launch screen
 * @property {string} noScript what a browser without JavaScript shows, in `lang`
 */

/** The city config file of a city id. */
export const cityFileOf = (/** @type {string} */ cityId) => path.join(REPO_ROOT, 'cities', cityId, 'city.ts');

const VIRTUAL_CITY = 'virtual:transit-city';

/**
 * Loads a city config (cities/<id>/city.ts) as the apps see it and validates it with core's parseCity. The configs and
 * core are TypeScript, which Node does not run: Vite's module runner compiles them on the way, as it compiles a
 * TypeScript vite.config. An invalid config rejects with core's CityConfigError (CITY_CONFIG_INVALID), so a build
 * never ships a page made from a config the app would refuse.
 * @param {string} cityFile absolute path of the city's city.ts
 * @returns {Promise<import('@transit/core').City>}
 */
export async function loadCity(cityFile) {
  // Core as the city itself resolves it (every city depends on @transit/core).
  const coreFile = createRequire(cityFile).resolve('@transit/core');
  const resolvedId = `\0${VIRTUAL_CITY}`;
  /** @type {{ module: { parsed: import('@transit/core').Result<import('@transit/core').City, Error> } }} */
  const { module } = await runnerImport(VIRTUAL_CITY, {
    root: path.dirname(cityFile),
    logLevel: 'silent',
    plugins: [
      {
        name: 'transit:city-loader',
        resolveId: (id) => (id === VIRTUAL_CITY ? resolvedId : undefined),
        load: (id) =>
          id === resolvedId
            ? `import { parseCity } from ${JSON.stringify(coreFile)};\n` +
              `import city from ${JSON.stringify(cityFile)};\n` +
              'export const parsed = parseCity(city);\n'
            : undefined,
      },
    ],
  });
  if (!module.parsed.ok) throw module.parsed.error;
  return module.parsed.value;
}

/**
 * A message of packages/i18n's common catalog in a locale.
 * @param {string} locale
 * @param {string} id
 */
async function commonMessage(locale, id) {
  const file = createRequire(import.meta.url).resolve(`@transit/i18n/catalogs/${locale}/common.json`);
  /** @type {Record<string, unknown>} */
  const catalog = JSON.parse(await readFile(file, 'utf8'));
  const message = catalog[id];
  if (typeof message !== 'string')
    throw new Error(`${path.relative(REPO_ROOT, file)} has no message '${id}'`);
  return message;
}

/**
 * A city's identity, from its validated config: the project's name, the web app's description and colours, and the
 * default locale.
 * @param {string} cityFile absolute path of the city's city.ts
 * @returns {Promise<CityIdentity>}
 */
export async function loadCityIdentity(cityFile) {
  const city = await loadCity(cityFile);
  return {
    id: city.id,
    lang: city.defaultLocale,
    name: city.project.name,
    shortName: city.webApp.shortName ?? city.project.name,
    description: city.webApp.description,
    themeColour: city.webApp.themeColour,
    backgroundColour: city.webApp.backgroundColour,
    noScript: await commonMessage(city.defaultLocale, NO_SCRIPT_MESSAGE_ID),
  };
}

/** Text made safe inside an HTML element (Vite escapes the attributes of the tags it writes itself). */
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes the city into the app's index.html, which holds only the page's skeleton: the page's `lang`, its title,
 * meta description and theme colour, the icon, and the text a browser without JavaScript shows. The manifest and
 * its link come from the service worker plugin (offlineServiceWorker), fed from the same identity.
 * @param {CityIdentity} identity
 * @returns {import('vite').Plugin}
 */
export function cityDocument(identity) {
  return {
    name: 'transit:city-document',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!/<html[\s>]/.test(html)) throw new Error('index.html has no <html> element to set the lang of');
        return {
          html: html.replace(/<html[^>]*>/, `<html lang="${escapeHtml(identity.lang)}">`),
          tags: [
            { tag: 'title', children: escapeHtml(identity.name), injectTo: 'head' },
            {
              tag: 'meta',
              attrs: { name: 'description', content: identity.description },
              injectTo: 'head',
            },
            {
              tag: 'meta',
              attrs: { name: 'theme-color', content: identity.themeColour },
              injectTo: 'head',
            },
            { tag: 'link', attrs: { rel: 'icon', href: ICON.src, type: ICON.type }, injectTo: 'head' },
            { tag: 'noscript', children: escapeHtml(identity.noScript), injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/**
 * The PWA manifest of a city's app (written as /manifest.webmanifest, linked from index.html).
 * @param {CityIdentity} identity
 */
export function cityManifest(identity) {
  return {
    name: identity.name,
    short_name: identity.shortName,
    description: identity.description,
    lang: identity.lang,
    start_url: '/',
    scope: '/',
    display: /** @type {const} */ ('standalone'),
    background_color: identity.backgroundColour,
    theme_color: identity.themeColour,
    icons: [ICON],
  };
}
