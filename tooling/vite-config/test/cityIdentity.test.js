// @ts-check
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityDocument, cityFileOf, loadCityIdentity, offlineServiceWorker, splashScreen } from '../index.js';

const FIXTURE_APP = path.join(import.meta.dirname, 'fixtures', 'city-app');
/**
 * A build loads the city through Vite's module runner and runs Workbox: a few seconds alone, but CI runs every
 * package's tests at once on two cores. The limit only catches a hang.
 */
const BUILD_TIMEOUT_MS = 240_000;

/**
 * Builds the fixture app (the apps' index.html skeleton, an entry, an icon) for a city with the given plugins, and
 * reads back its index.html and, when one was written, its manifest.
 * @param {import('../cityIdentity.js').CityIdentity} identity
 * @param {import('vite').PluginOption[]} plugins
 */
async function buildFor(identity, plugins) {
  const outDir = await mkdtemp(path.join(tmpdir(), `vite-config-${identity.id}-`));
  await build({
    root: FIXTURE_APP,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { outDir, emptyOutDir: true },
  });
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const manifestText = await readFile(path.join(outDir, 'manifest.webmanifest'), 'utf8').catch(
    () => undefined,
  );
  return { html, manifest: manifestText === undefined ? undefined : JSON.parse(manifestText) };
}

/** The plugins of a city app that write the city into its page and manifest. */
const cityPlugins = (/** @type {import('../cityIdentity.js').CityIdentity} */ identity) => [
  cityDocument(identity),
  splashScreen(),
  offlineServiceWorker(identity),
];

/** The content of the first `<meta name="…">` of a page. */
const metaContent = (/** @type {string} */ html, /** @type {string} */ name) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("a city app's index.html and manifest", () => {
  /** @type {{ html: string, manifest: unknown }} */
  let newYork;
  /** @type {{ html: string, manifest: unknown }} */
  let card;
  beforeAll(async () => {
    const [newYorkIdentity, cardIdentity] = await Promise.all(
      ['new-york', 'madrid-card'].map((id) => loadCityIdentity(cityFileOf(id))),
    );
    if (!newYorkIdentity || !cardIdentity) throw new Error('no identity');
    newYork = await buildFor(newYorkIdentity, cityPlugins(newYorkIdentity));
    card = await buildFor(cardIdentity, cityPlugins(cardIdentity));
  }, BUILD_TIMEOUT_MS);

  it("carry New York's own name, description, colours and language (English)", () => {
    const { html, manifest } = newYork;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>New York Transit</title>');
    expect(metaContent(html, 'description')).toBe(
      'Subway stations, lines and scheduled departures in New York City.',
    );
    expect(metaContent(html, 'theme-color')).toBe('#1565c0');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">');
    expect(html).toContain('<noscript>This app needs JavaScript.</noscript>');
    expect(manifest).toEqual({
      name: 'New York Transit',
      short_name: 'New York Transit',
      description: 'Subway stations, lines and scheduled departures in New York City.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1565c0',
      icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
    });
  });

  it("carry the card app's short home-screen name and Spanish texts", () => {
    const { html, manifest } = card;
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain('<title>Saldo Abono Transporte</title>');
    expect(html).toContain('<noscript>Esta aplicación necesita JavaScript.</noscript>');
    expect(manifest).toMatchObject({
      name: 'Saldo Abono Transporte',
      short_name: 'Saldo Transporte',
      description: 'Consulta el saldo y la caducidad de tu tarjeta de transporte.',
      lang: 'es',
    });
  });

  it(
    'escape what the city says, so a quote or an angle bracket cannot break the page',
    async () => {
      const identity = await loadCityIdentity(cityFileOf('bilbao'));
      const odd = { ...identity, name: 'A <b> & B', description: 'Say "hi" <now>' };
      const { html } = await buildFor(odd, [cityDocument(odd)]);
      expect(html).toContain('<title>A &lt;b&gt; &amp; B</title>');
      expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;">');
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('loadCityIdentity', () => {
  it(
    'takes each variant from its own cities/<id>/city.ts',
    async () => {
      const identities = await Promise.all(
        ['madrid', 'madrid-metro', 'barcelona'].map((id) => loadCityIdentity(cityFileOf(id))),
      );
      expect(identities.map(({ id, lang, name }) => ({ id, lang, name }))).toEqual([
        { id: 'madrid', lang: 'es', name: 'Transporte Madrid' },
        { id: 'madrid-metro', lang: 'es', name: 'Metro de Madrid' },
        { id: 'barcelona', lang: 'es', name: 'Transport Barcelona' },
      ]);
      expect(new Set(identities.map((identity) => identity.description)).size).toBe(3);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "refuses a city config the schema refuses, with core's CITY_CONFIG_INVALID",
    async () => {
      await expect(
        loadCityIdentity(path.join(import.meta.dirname, 'fixtures', 'invalid-city', 'city.ts')),
      ).rejects.toMatchObject({
        code: 'CITY_CONFIG_INVALID',
        message: expect.stringContaining('webApp.themeColour: a colour is #rrggbb'),
      });
    },
    BUILD_TIMEOUT_MS,
  );
});
