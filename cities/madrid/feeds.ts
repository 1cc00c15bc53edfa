import {
  type CityInput,
  MADRID_AUTOCOMPLETE_BOUNDS,
  MADRID_CLIENT_POLICY,
  MADRID_MAP_CENTRE,
  OPENSTREETMAP_TILES,
} from '@transit/core';
import { MADRID_PUBLIC_HOLIDAYS } from './holidays';

type Feed = CityInput['feeds'][number];

const CRTM = 'Consorcio Regional de Transportes de Madrid';
const CRTM_LICENCE = 'https://www.crtm.es/licencia-de-uso';
/** CRTM publishes each GTFS feed as an item of its open-data portal; this is the item's download address. */
const crtmItem = (itemId: string) => `https://crtm.maps.arcgis.com/sharing/rest/content/items/${itemId}/data`;

/**
 * The region's snapshots whose stop and route names spell what CRTM's rail feeds write in capitals ("TETUAN" is
 * EMT's "Tetuán"), read for spellings by every Madrid variant, so each spells a station the same way.
 */
const CRTM_SPELLINGS = [
  'cities/madrid/data/crtm-m4-metro-20250220',
  'cities/madrid/data/crtm-m10-metro-ligero-20250220',
  'cities/madrid/data/crtm-m5-cercanias-20240717',
  'cities/madrid/data/crtm-m6-emt-20230331',
  'cities/madrid/data/crtm-emt-extract-2025',
  'cities/madrid/data/crtm-interurban-urban-extract-2025',
];

/** EMT Madrid's open-data API (MobilityLabs), whose stop details name the lines at each stop. */
const EMT = 'EMT Madrid (Empresa Municipal de Transportes), MobilityLabs';
const EMT_MOBILITYLABS = 'https://mobilitylabs.emtmadrid.es/';

/**
 * The Madrid region's feeds, shared by the Madrid flagship and its single-mode siblings. Each snapshot is the
 * committed copy of the real published data; where it holds no timetable, the product says so.
 */
export const MADRID_FEEDS = {
  metro: {
    id: 'crtm-metro',
    transportTypeCode: 4,
    name: 'Metro de Madrid (CRTM GTFS M4)',
    kind: 'gtfs',
    officialUrl: crtmItem('5c7f2951962540d69ffe8f640d94c246'),
    snapshotPath: 'cities/madrid/data/crtm-m4-metro-20250220',
    supplementPaths: ['cities/madrid/data/crtm-metro-shapes-2023'],
    hasTimetable: true,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
    titleCaseNames: true,
    spellingPaths: CRTM_SPELLINGS,
  },
  lightMetro: {
    id: 'crtm-metro-ligero',
    transportTypeCode: 10,
    name: 'Metro Ligero (CRTM GTFS M10)',
    kind: 'gtfs',
    officialUrl: crtmItem('aaed26cc0ff64b0c947ac0bc3e033196'),
    snapshotPath: 'cities/madrid/data/crtm-m10-metro-ligero-20250220',
    hasTimetable: true,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
    titleCaseNames: true,
    spellingPaths: CRTM_SPELLINGS,
  },
  cercanias: {
    id: 'crtm-cercanias',
    transportTypeCode: 5,
    name: 'Cercanías Madrid (CRTM GTFS M5)',
    kind: 'gtfs',
    officialUrl: crtmItem('1a25440bf66f499bae2657ec7fb40144'),
    snapshotPath: 'cities/madrid/data/crtm-m5-cercanias-20240717',
    hasTimetable: false,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
    titleCaseNames: true,
    spellingPaths: CRTM_SPELLINGS,
  },
  emt: {
    id: 'crtm-emt',
    transportTypeCode: 6,
    name: 'EMT Madrid buses (CRTM GTFS M6)',
    kind: 'gtfs',
    officialUrl: crtmItem('868df0e58fca47e79b942902dffd7da0'),
    snapshotPath: 'cities/madrid/data/crtm-m6-emt-20230331',
    supplementPaths: ['cities/madrid/data/crtm-emt-extract-2025'],
    hasTimetable: false,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
  },
  interurban: {
    id: 'crtm-interurban',
    transportTypeCode: 8,
    name: 'Interurban buses (CRTM GTFS M89)',
    kind: 'gtfs',
    officialUrl: crtmItem('885399f83408473c8d815e40c5e702b7'),
    snapshotPath: 'cities/madrid/data/crtm-interurban-urban-extract-2025',
    hasTimetable: false,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
  },
  urban: {
    id: 'crtm-urban',
    transportTypeCode: 9,
    name: 'Urban buses of the region (CRTM GTFS M9)',
    kind: 'gtfs',
    officialUrl: crtmItem('357e63c2904f43aeb5d8a267a64346d8'),
    snapshotPath: 'cities/madrid/data/crtm-interurban-urban-extract-2025',
    hasTimetable: false,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
  },
  /**
   * The lines at EMT stops, as EMT's stop detail answered them in July 2023 (stop 72 on 2023-07-06, stop 4490 on
   * 2023-07-18): no other source at hand lists the lines at a bus stop (the EMT and interurban extracts lack
   * stop_times). Only the stops it names get lines; the others say the data has none.
   */
  emtStopDetails: {
    id: 'emt-stop-details',
    transportTypeCode: 6,
    name: 'EMT stop details (MobilityLabs API), recorded 2023-07-06 and 2023-07-18',
    kind: 'emt-stop-details',
    officialUrl: EMT_MOBILITYLABS,
    snapshotPath: 'cities/madrid/data/emt-stop-details-2023',
    hasTimetable: false,
    attribution: EMT,
    titleCaseNames: true,
    spellingPaths: CRTM_SPELLINGS,
  },
  stationTables: {
    id: 'crtm-open-data-tables',
    transportTypeCode: 5,
    name: 'CRTM open-data tables: stations with their lines, Cercanías itineraries',
    kind: 'crtm-opendata',
    officialUrl: 'https://datos.crtm.es/',
    snapshotPath: 'cities/madrid/data/crtm-open-data-tables-20260529',
    hasTimetable: false,
    attribution: CRTM,
    licenceUrl: CRTM_LICENCE,
    titleCaseNames: true,
    spellingPaths: CRTM_SPELLINGS,
  },
} as const satisfies Record<string, Feed>;

/** Map settings shared by the Madrid apps: the spec's centre and place-search bounds (§9), OpenStreetMap tiles. */
export const MADRID_MAP = {
  centre: MADRID_MAP_CENTRE,
  /** The region's stops (39.60–41.13 N, 4.58–2.83 W) with a margin. */
  bounds: { south: 39.55, west: -4.63, north: 41.18, east: -2.77 },
  placeSearchBounds: MADRID_AUTOCOMPLETE_BOUNDS,
  defaultZoom: 15,
  ...OPENSTREETMAP_TILES,
} as const satisfies CityInput['map'];

/**
 * What every Madrid app shares: Madrid's client policy (spec §6), the three languages, light blue, Madrid time and the
 * city's public holidays.
 */
export const MADRID_APP_SETTINGS = {
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['es', 'en', 'ca'],
  defaultLocale: 'es',
  defaultTheme: 'V2_LightBlue',
  timeZone: 'Europe/Madrid',
  publicHolidays: [...MADRID_PUBLIC_HOLIDAYS],
  contactEmail: 'hola@transit-app.es',
  infoContent: 'madrid-region',
} as const satisfies Partial<CityInput>;
