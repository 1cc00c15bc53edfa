import { ROUTES } from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { describe, expect, it } from 'vitest';
import { feature } from './feature';
import { INFO_SCREENS } from './index';
import { INFO_CONTENT, INFO_ROUTE_NAMES, MADRID_REGION_INFO } from './infoContent';
import { OFFICIAL_SOURCES } from './officialSources';

describe('the info section content', () => {
  it('has a screen for every route under /info and no other (spec §2 info section)', () => {
    const infoRoutes = Object.entries(ROUTES)
      .filter(([, route]) => route.path === '/info' || route.path.startsWith('/info/'))
      .map(([name]) => name)
      .sort();
    expect([...INFO_ROUTE_NAMES].sort()).toEqual(infoRoutes);
    expect(Object.keys(INFO_SCREENS).sort()).toEqual(infoRoutes);
    expect(feature.routes?.map((route) => route.name).sort()).toEqual(infoRoutes);
  });

  it('links only the official sites, over https', () => {
    expect(Object.values(OFFICIAL_SOURCES).map((source) => source.url)).toEqual([
      'https://www.crtm.es',
      'https://www.metromadrid.es',
      'https://www.emtmadrid.es',
      'https://www.renfe.com/es/es/cercanias/cercanias-madrid',
      'https://www.comunidad.madrid',
      'https://www.madrid.es',
    ]);
  });

  it('gives every page listed by another page a summary, and lists every page but the index somewhere', () => {
    const listed = new Set<string>();
    for (const page of Object.values(MADRID_REGION_INFO)) {
      for (const group of page.groups ?? []) {
        for (const route of group.pages) {
          listed.add(route);
          expect(MADRID_REGION_INFO[route].summary, route).toBeDefined();
        }
      }
    }
    expect([...listed].sort()).toEqual(INFO_ROUTE_NAMES.filter((route) => route !== 'info').sort());
  });

  it('states no price: no message of the section holds a euro amount', () => {
    for (const catalog of Object.values(CATALOGS)) {
      const infoTexts = Object.entries(catalog)
        .filter(([id]) => id.startsWith('info.'))
        .map(([, text]) => text);
      expect(infoTexts.length).toBeGreaterThan(200);
      expect(infoTexts.filter((text) => /€|\beuros?\b|\d+[,.]\d{2}\b/i.test(text))).toEqual([]);
    }
  });

  it("serves the Madrid region's pages for the content set 'madrid-region'", () => {
    expect(INFO_CONTENT['madrid-region']).toBe(MADRID_REGION_INFO);
  });
});
