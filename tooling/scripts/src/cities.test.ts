import barcelona from '@transit/city-barcelona';
import bilbao from '@transit/city-bilbao';
import madrid from '@transit/city-madrid';
import madridBus from '@transit/city-madrid-bus';
import madridCard from '@transit/city-madrid-card';
import madridCercanias from '@transit/city-madrid-cercanias';
import madridMetro from '@transit/city-madrid-metro';
import newYork from '@transit/city-new-york';
import {
  type City,
  getProject,
  MADRID_AUTOCOMPLETE_BOUNDS,
  MADRID_CLIENT_POLICY,
  MADRID_MAP_CENTRE,
  parseCity,
  PROJECT_IDS,
} from '@transit/core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFolders, REPO_ROOT } from './repo';

const CITIES: readonly City[] = [
  madrid,
  madridMetro,
  madridCercanias,
  madridBus,
  madridCard,
  barcelona,
  bilbao,
  newYork,
];

describe('the city configs', () => {
  it('exist for every variant, one folder each', () => {
    expect(CITIES.map((city) => city.id).sort()).toEqual([...PROJECT_IDS].sort());
    expect(listFolders('cities')).toEqual([...PROJECT_IDS].sort());
  });

  it.each(CITIES.map((city) => [city.id, city] as const))(
    '%s validates against the city schema',
    (_, city) => {
      const parsed = parseCity(city);
      expect(parsed.ok ? [] : parsed.error.issues).toEqual([]);
    },
  );

  it.each(CITIES.map((city) => [city.id, city] as const))(
    '%s carries its own project descriptor',
    (id, city) => {
      expect(city.project).toEqual(getProject(id));
    },
  );

  it('give each variant its own web app description and a short name only where the name is long', () => {
    expect(new Set(CITIES.map((city) => city.webApp.description)).size).toBe(CITIES.length);
    expect(CITIES.filter((city) => city.webApp.shortName !== undefined).map((city) => city.id)).toEqual([
      'madrid-card',
    ]);
  });

  it('gives Madrid no allowed codes, the spec centre and autocomplete bounds, and its client policy', () => {
    expect(madrid.allowedStopTypeCodes).toBeUndefined();
    expect(madrid.allowedTransportTypeCodes).toBeUndefined();
    expect(madrid.map.centre).toEqual(MADRID_MAP_CENTRE);
    expect(madrid.map.placeSearchBounds).toEqual(MADRID_AUTOCOMPLETE_BOUNDS);
    expect(madrid.clientPolicy).toEqual(MADRID_CLIENT_POLICY);
    expect(madrid.languages).toEqual(['es', 'en', 'ca']);
    expect(madrid.defaultLocale).toBe('es');
    expect(madrid.defaultTheme).toBe('V2_LightBlue');
  });

  it('limits the single-mode Madrid apps to their stop and transport types', () => {
    expect(madridMetro.allowedStopTypeCodes).toEqual([4, 10]);
    expect(madridCercanias.allowedStopTypeCodes).toEqual([5]);
    expect(madridBus.allowedStopTypeCodes).toEqual([6, 8]);
    expect(madridBus.allowedTransportTypeCodes).toEqual([6, 8, 9]);
  });

  it('builds each city from snapshots committed under cities/, each credited', () => {
    for (const city of CITIES) {
      for (const feed of city.feeds) {
        expect(feed.snapshotPath).toMatch(/^cities\/[a-z-]+\/data\//);
        for (const snapshot of [feed.snapshotPath, ...(feed.supplementPaths ?? [])]) {
          expect(existsSync(path.join(REPO_ROOT, snapshot)), snapshot).toBe(true);
        }
        expect(feed.attribution).not.toBe('');
      }
    }
    // CRTM publishes every Madrid feed but one: EMT's own stop details, credited to EMT.
    expect(
      madrid.feeds
        .filter((feed) => feed.attribution !== 'Consorcio Regional de Transportes de Madrid')
        .map((feed) => [feed.id, feed.attribution]),
    ).toEqual([['emt-stop-details', 'EMT Madrid (Empresa Municipal de Transportes), MobilityLabs']]);
    expect(newYork.feeds.map((feed) => feed.attribution)).toEqual(['MTA']);
  });

  it('marks the Madrid feeds that carry no timetable (Cercanías, EMT, interurban)', () => {
    const withoutTimetable = madrid.feeds.filter((feed) => !feed.hasTimetable).map((feed) => feed.id);
    expect(withoutTimetable).toEqual([
      'crtm-cercanias',
      'crtm-emt',
      'crtm-interurban',
      'crtm-urban',
      'emt-stop-details',
      'crtm-open-data-tables',
    ]);
  });

  it("opens the card balance app on the card, over Madrid's network and feeds; every other app on its own stops", () => {
    expect(CITIES.filter((city) => city.homeNavItem !== undefined).map((city) => city.id)).toEqual([
      'madrid-card',
    ]);
    expect(madridCard.homeNavItem).toBe('card');
    expect(CITIES.filter((city) => city.networkOf !== undefined).map((city) => city.id)).toEqual([
      'madrid-card',
    ]);
    expect(madridCard.networkOf).toBe('madrid');
    expect(madridCard.feeds).toEqual(madrid.feeds);
  });

  it('runs each city in its own time zone', () => {
    expect(CITIES.filter((city) => city.timeZone !== 'Europe/Madrid').map((city) => city.id)).toEqual([
      'new-york',
    ]);
    expect(newYork.timeZone).toBe('America/New_York');
  });

  it("gives the Madrid apps the Madrid region's info pages, and the other cities none yet", () => {
    expect(CITIES.filter((city) => city.infoContent === 'madrid-region').map((city) => city.id)).toEqual([
      'madrid',
      'madrid-metro',
      'madrid-cercanias',
      'madrid-bus',
      'madrid-card',
    ]);
    expect(parseCity({ ...madrid, infoContent: 'barcelona' }).ok).toBe(false);
  });
});
