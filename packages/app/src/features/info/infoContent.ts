import { buildRoute, type InfoContentSet } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import type { LineSelectionId } from './lineSelections';
import type { OfficialSourceId } from './officialSources';
import type { PreviewId } from './previews/previews';
import type { InfoRouteName } from './routes';

export { INFO_ROUTE_NAMES, type InfoRouteName } from './routes';

/** A titled part of a page: paragraphs, then a bulleted list. */
export interface InfoSection {
  readonly heading: MessageId;
  readonly paragraphs?: readonly MessageId[];
  readonly items?: readonly MessageId[];
}

/** A link to an organisation's site, with what a rider finds there for this page. */
export interface OfficialLink {
  readonly source: OfficialSourceId;
  readonly note: MessageId;
}

/** Links to other pages of the section, each shown with its title and summary. */
export interface PageGroup {
  readonly heading: MessageId;
  readonly pages: readonly InfoRouteName[];
}

/** A link to a screen of the app outside the section (stop search, a stop, the card balance). */
export interface AppLink {
  readonly path: string;
  readonly label: MessageId;
}

/** A poster page's illustration, its text alternative and its caption (which says what it is drawn from). */
export interface PreviewContent {
  readonly id: PreviewId;
  readonly alt: MessageId;
  readonly caption: MessageId;
}

/**
 * One page of the info section. Every page says what it covers and links to at least one official source; where
 * the product has no verified figure (a price, a timetable, an address), the page says where to find it instead.
 */
export interface InfoPageContent {
  readonly title: MessageId;
  /** One line shown where another page links here; every page but the section's index has one. */
  readonly summary?: MessageId;
  readonly intro: MessageId;
  /** Values for the page's messages' placeholders ({season}, {line}). */
  readonly values?: Readonly<Record<string, string>>;
  readonly preview?: PreviewContent;
  readonly groups?: readonly PageGroup[];
  readonly sections?: readonly InfoSection[];
  /** Lines from the app's own line list, shown with their badges (night lines, lines ending at Cuatro Vientos). */
  readonly lines?: LineSelectionId;
  readonly appLinks?: readonly AppLink[];
  readonly officialLinks: readonly [OfficialLink, ...OfficialLink[]];
}

export type InfoContentTable = Readonly<Record<InfoRouteName, InfoPageContent>>;

const CHRISTMAS_SECTIONS: readonly InfoSection[] = [
  {
    heading: 'info.christmas.days.heading',
    items: [
      'info.christmas.days.eves',
      'info.christmas.days.holidays',
      'info.christmas.days.parade',
      'info.christmas.days.epiphany',
    ],
  },
  {
    heading: 'info.christmas.check.heading',
    items: [
      'info.christmas.check.lastService',
      'info.christmas.check.diversions',
      'info.christmas.check.holidayTimetables',
    ],
  },
];

const CHRISTMAS_LINKS: InfoPageContent['officialLinks'] = [
  { source: 'metro', note: 'info.christmas.link.metro' },
  { source: 'emt', note: 'info.christmas.link.emt' },
  { source: 'renfe', note: 'info.christmas.link.renfe' },
  { source: 'crtm', note: 'info.christmas.link.crtm' },
];

function christmasPage(season: string): InfoPageContent {
  return {
    title: 'info.christmas.title',
    summary: 'info.christmas.summary',
    intro: 'info.christmas.intro',
    values: { season },
    sections: CHRISTMAS_SECTIONS,
    officialLinks: CHRISTMAS_LINKS,
  };
}

/** The EMT replacement services of the A5 roadworks: the data has none of them, so each page says so. */
function a5SpecialServicePage(line: string): InfoPageContent {
  return {
    title: 'info.a5Se.title',
    summary: 'info.a5Se.summary',
    intro: 'info.a5Se.intro',
    values: { line },
    sections: [
      {
        heading: 'info.a5Se.check.heading',
        items: [
          'info.a5Se.check.stops',
          'info.a5Se.check.timetable',
          'info.a5Se.check.tickets',
          'info.a5Se.check.until',
        ],
      },
    ],
    appLinks: [{ path: buildRoute('a5Roadworks'), label: 'info.a5.title' }],
    officialLinks: [{ source: 'emt', note: 'info.a5Se.link.emt' }],
  };
}

const STOP_SEARCH: AppLink = { path: buildRoute('stopSearch'), label: 'home.searchButton' };

/**
 * The Madrid region's info pages (CRTM, Metro de Madrid, Metro Ligero, EMT, interurban buses, Renfe Cercanías).
 * Facts come from public fare and service rules and from the CRTM data the app is built from; prices, timetables
 * and addresses the product cannot verify are left to the official sources each page links.
 */
export const MADRID_REGION_INFO: InfoContentTable = {
  info: {
    title: 'info.index.title',
    intro: 'info.index.intro',
    groups: [
      { heading: 'info.index.group.fares', pages: ['fares'] },
      {
        heading: 'info.index.group.posters',
        pages: [
          'metroSchematicMap',
          'metroMap',
          'cercaniasSchematicMap',
          'madridTransportMap',
          'emtBusMap',
          'emtNightBusMap',
          'interurbanNightBusMap',
        ],
      },
      { heading: 'info.lostAndFound.title', pages: ['lostAndFound'] },
      {
        heading: 'info.index.group.notices',
        pages: ['a5Roadworks', 'christmasSchedules2024', 'christmasSchedules2023'],
      },
    ],
    sections: [
      {
        heading: 'info.index.whoRuns.heading',
        items: [
          'info.index.whoRuns.crtm',
          'info.index.whoRuns.metro',
          'info.index.whoRuns.lightMetro',
          'info.index.whoRuns.emt',
          'info.index.whoRuns.interurban',
          'info.index.whoRuns.renfe',
        ],
      },
      { heading: 'info.index.about.heading', paragraphs: ['info.index.about.text'] },
    ],
    officialLinks: [
      { source: 'crtm', note: 'info.index.link.crtm' },
      { source: 'metro', note: 'info.index.link.metro' },
      { source: 'emt', note: 'info.index.link.emt' },
      { source: 'renfe', note: 'info.index.link.renfe' },
      { source: 'comunidad', note: 'info.index.link.comunidad' },
    ],
  },
  fares: {
    title: 'info.fares.title',
    summary: 'info.fares.summary',
    intro: 'info.fares.intro',
    groups: [
      {
        heading: 'info.fares.group.modes',
        pages: [
          'faresMetro',
          'faresLightMetro',
          'faresEmtBuses',
          'faresInterurbanBuses',
          'faresCercanias',
          'faresTransportCard',
        ],
      },
      { heading: 'info.fares.group.changes', pages: ['fareRise2025'] },
    ],
    sections: [
      { heading: 'info.fares.zones.heading', paragraphs: ['info.fares.zones.text'] },
      { heading: 'info.fares.card.heading', paragraphs: ['info.fares.card.text'] },
    ],
    officialLinks: [{ source: 'crtm', note: 'info.fares.link.crtm' }],
  },
  faresMetro: {
    title: 'info.faresMetro.title',
    summary: 'info.faresMetro.summary',
    intro: 'info.faresMetro.intro',
    sections: [
      {
        heading: 'info.faresMetro.tickets.heading',
        items: [
          'info.faresMetro.tickets.single',
          'info.faresMetro.tickets.tenTrips',
          'info.faresMetro.tickets.pass',
        ],
      },
      { heading: 'info.faresMetro.outsideA.heading', paragraphs: ['info.faresMetro.outsideA.text'] },
      { heading: 'info.faresMetro.airport.heading', paragraphs: ['info.faresMetro.airport.text'] },
    ],
    appLinks: [STOP_SEARCH, { path: buildRoute('metroSchematicMap'), label: 'poster.metroSchematicMap' }],
    officialLinks: [
      { source: 'metro', note: 'info.faresMetro.link.metro' },
      { source: 'crtm', note: 'info.faresMetro.link.crtm' },
    ],
  },
  faresLightMetro: {
    title: 'info.faresLightMetro.title',
    summary: 'info.faresLightMetro.summary',
    intro: 'info.faresLightMetro.intro',
    sections: [
      {
        heading: 'info.faresLightMetro.tickets.heading',
        paragraphs: ['info.faresLightMetro.tickets.zones', 'info.faresLightMetro.tickets.text'],
      },
      {
        heading: 'info.faresLightMetro.connections.heading',
        paragraphs: ['info.faresLightMetro.connections.text'],
      },
    ],
    appLinks: [STOP_SEARCH, { path: buildRoute('metroMap'), label: 'poster.metroMap' }],
    officialLinks: [{ source: 'crtm', note: 'info.faresLightMetro.link.crtm' }],
  },
  faresEmtBuses: {
    title: 'info.faresEmtBuses.title',
    summary: 'info.faresEmtBuses.summary',
    intro: 'info.faresEmtBuses.intro',
    sections: [
      {
        heading: 'info.faresEmtBuses.tickets.heading',
        items: [
          'info.faresEmtBuses.tickets.single',
          'info.faresEmtBuses.tickets.tenTrips',
          'info.faresEmtBuses.tickets.pass',
        ],
      },
      { heading: 'info.faresEmtBuses.special.heading', paragraphs: ['info.faresEmtBuses.special.text'] },
      { heading: 'info.faresEmtBuses.night.heading', paragraphs: ['info.faresEmtBuses.night.text'] },
    ],
    appLinks: [STOP_SEARCH, { path: buildRoute('emtNightBusMap'), label: 'poster.emtNightBusMap' }],
    officialLinks: [
      { source: 'emt', note: 'info.faresEmtBuses.link.emt' },
      { source: 'crtm', note: 'info.faresEmtBuses.link.crtm' },
    ],
  },
  faresInterurbanBuses: {
    title: 'info.faresInterurbanBuses.title',
    summary: 'info.faresInterurbanBuses.summary',
    intro: 'info.faresInterurbanBuses.intro',
    sections: [
      {
        heading: 'info.faresInterurbanBuses.tickets.heading',
        items: ['info.faresInterurbanBuses.tickets.single', 'info.faresInterurbanBuses.tickets.pass'],
      },
      {
        heading: 'info.faresInterurbanBuses.interchanges.heading',
        paragraphs: ['info.faresInterurbanBuses.interchanges.text'],
      },
      {
        heading: 'info.faresInterurbanBuses.urban.heading',
        paragraphs: ['info.faresInterurbanBuses.urban.text'],
      },
    ],
    appLinks: [
      STOP_SEARCH,
      { path: buildRoute('interurbanNightBusMap'), label: 'poster.interurbanNightBusMap' },
    ],
    officialLinks: [{ source: 'crtm', note: 'info.faresInterurbanBuses.link.crtm' }],
  },
  faresCercanias: {
    title: 'info.faresCercanias.title',
    summary: 'info.faresCercanias.summary',
    intro: 'info.faresCercanias.intro',
    sections: [
      {
        heading: 'info.faresCercanias.tickets.heading',
        items: ['info.faresCercanias.tickets.renfe', 'info.faresCercanias.tickets.pass'],
      },
      {
        heading: 'info.faresCercanias.check.heading',
        items: [
          'info.faresCercanias.check.zones',
          'info.faresCercanias.check.pass',
          'info.faresCercanias.check.notices',
        ],
      },
      {
        heading: 'info.faresCercanias.timetables.heading',
        paragraphs: ['info.faresCercanias.timetables.text'],
      },
    ],
    appLinks: [
      STOP_SEARCH,
      { path: buildRoute('cercaniasSchematicMap'), label: 'poster.cercaniasSchematicMap' },
    ],
    officialLinks: [
      { source: 'renfe', note: 'info.faresCercanias.link.renfe' },
      { source: 'crtm', note: 'info.faresCercanias.link.crtm' },
    ],
  },
  faresTransportCard: {
    title: 'info.faresTransportCard.title',
    summary: 'info.faresTransportCard.summary',
    intro: 'info.faresTransportCard.intro',
    sections: [
      {
        heading: 'info.faresTransportCard.types.heading',
        items: ['info.faresTransportCard.types.zone', 'info.faresTransportCard.types.age'],
      },
      { heading: 'info.faresTransportCard.card.heading', paragraphs: ['info.faresTransportCard.card.text'] },
      {
        heading: 'info.faresTransportCard.discounts.heading',
        paragraphs: ['info.faresTransportCard.discounts.text'],
      },
      {
        heading: 'info.faresTransportCard.lostCard.heading',
        paragraphs: ['info.faresTransportCard.lostCard.text'],
      },
    ],
    appLinks: [{ path: buildRoute('cardBalance'), label: 'info.faresTransportCard.balanceLink' }],
    officialLinks: [
      { source: 'crtm', note: 'info.faresTransportCard.link.crtm' },
      { source: 'comunidad', note: 'info.faresTransportCard.link.comunidad' },
    ],
  },
  fareRise2025: {
    title: 'info.fareRise2025.title',
    summary: 'info.fareRise2025.summary',
    intro: 'info.fareRise2025.intro',
    sections: [
      {
        heading: 'info.fareRise2025.check.heading',
        items: [
          'info.fareRise2025.check.pass',
          'info.fareRise2025.check.discount',
          'info.fareRise2025.check.tickets',
          'info.fareRise2025.check.supplements',
          'info.fareRise2025.check.cercanias',
        ],
      },
      { heading: 'info.fareRise2025.where.heading', paragraphs: ['info.fareRise2025.where.text'] },
    ],
    officialLinks: [
      { source: 'crtm', note: 'info.fareRise2025.link.crtm' },
      { source: 'comunidad', note: 'info.fareRise2025.link.comunidad' },
      { source: 'renfe', note: 'info.fareRise2025.link.renfe' },
    ],
  },
  metroSchematicMap: {
    title: 'poster.metroSchematicMap',
    summary: 'info.metroSchematicMap.summary',
    intro: 'info.metroSchematicMap.intro',
    preview: {
      id: 'metroSchematic',
      alt: 'info.metroSchematicMap.preview.alt',
      caption: 'info.metroSchematicMap.preview.caption',
    },
    appLinks: [STOP_SEARCH, { path: buildRoute('faresMetro'), label: 'info.faresMetro.title' }],
    officialLinks: [{ source: 'metro', note: 'info.metroSchematicMap.link.metro' }],
  },
  metroMap: {
    title: 'poster.metroMap',
    summary: 'info.metroMap.summary',
    intro: 'info.metroMap.intro',
    preview: { id: 'metroMap', alt: 'info.metroMap.preview.alt', caption: 'info.metroMap.preview.caption' },
    appLinks: [STOP_SEARCH, { path: buildRoute('faresLightMetro'), label: 'info.faresLightMetro.title' }],
    officialLinks: [{ source: 'metro', note: 'info.metroMap.link.metro' }],
  },
  cercaniasSchematicMap: {
    title: 'poster.cercaniasSchematicMap',
    summary: 'info.cercaniasSchematicMap.summary',
    intro: 'info.cercaniasSchematicMap.intro',
    preview: {
      id: 'cercaniasSchematic',
      alt: 'info.cercaniasSchematicMap.preview.alt',
      caption: 'info.cercaniasSchematicMap.preview.caption',
    },
    sections: [
      {
        heading: 'info.faresCercanias.timetables.heading',
        paragraphs: ['info.faresCercanias.timetables.text'],
      },
    ],
    appLinks: [STOP_SEARCH, { path: buildRoute('faresCercanias'), label: 'info.faresCercanias.title' }],
    officialLinks: [{ source: 'renfe', note: 'info.cercaniasSchematicMap.link.renfe' }],
  },
  madridTransportMap: {
    title: 'poster.madridTransportMap',
    summary: 'info.madridTransportMap.summary',
    intro: 'info.madridTransportMap.intro',
    preview: {
      id: 'madridTransport',
      alt: 'info.madridTransportMap.preview.alt',
      caption: 'info.madridTransportMap.preview.caption',
    },
    appLinks: [STOP_SEARCH, { path: buildRoute('fares'), label: 'info.fares.title' }],
    officialLinks: [{ source: 'crtm', note: 'info.madridTransportMap.link.crtm' }],
  },
  emtBusMap: {
    title: 'info.poster.emtBusMap',
    summary: 'info.emtBusMap.summary',
    intro: 'info.emtBusMap.intro',
    preview: { id: 'emtBuses', alt: 'info.emtBusMap.preview.alt', caption: 'info.emtBusMap.preview.caption' },
    appLinks: [STOP_SEARCH, { path: buildRoute('faresEmtBuses'), label: 'info.faresEmtBuses.title' }],
    officialLinks: [{ source: 'emt', note: 'info.emtBusMap.link.emt' }],
  },
  emtNightBusMap: {
    title: 'poster.emtNightBusMap',
    summary: 'info.emtNightBusMap.summary',
    intro: 'info.emtNightBusMap.intro',
    preview: {
      id: 'emtNightBuses',
      alt: 'info.emtNightBusMap.preview.alt',
      caption: 'info.emtNightBusMap.preview.caption',
    },
    lines: 'emtNight',
    officialLinks: [{ source: 'emt', note: 'info.emtNightBusMap.link.emt' }],
  },
  interurbanNightBusMap: {
    title: 'poster.interurbanNightBusMap',
    summary: 'info.interurbanNightBusMap.summary',
    intro: 'info.interurbanNightBusMap.intro',
    preview: {
      id: 'interurbanNightBuses',
      alt: 'info.interurbanNightBusMap.preview.alt',
      caption: 'info.interurbanNightBusMap.preview.caption',
    },
    lines: 'interurbanNight',
    officialLinks: [{ source: 'crtm', note: 'info.interurbanNightBusMap.link.crtm' }],
  },
  lostAndFound: {
    title: 'info.lostAndFound.title',
    summary: 'info.lostAndFound.summary',
    intro: 'info.lostAndFound.intro',
    sections: [
      {
        heading: 'info.lostAndFound.where.heading',
        items: [
          'info.lostAndFound.where.metro',
          'info.lostAndFound.where.emt',
          'info.lostAndFound.where.cercanias',
          'info.lostAndFound.where.interurban',
        ],
      },
      { heading: 'info.lostAndFound.city.heading', paragraphs: ['info.lostAndFound.city.text'] },
      {
        heading: 'info.lostAndFound.ready.heading',
        items: [
          'info.lostAndFound.ready.line',
          'info.lostAndFound.ready.time',
          'info.lostAndFound.ready.stop',
          'info.lostAndFound.ready.description',
          'info.lostAndFound.ready.card',
        ],
      },
    ],
    appLinks: [{ path: buildRoute('faresTransportCard'), label: 'info.faresTransportCard.title' }],
    officialLinks: [
      { source: 'metro', note: 'info.lostAndFound.link.metro' },
      { source: 'emt', note: 'info.lostAndFound.link.emt' },
      { source: 'renfe', note: 'info.lostAndFound.link.renfe' },
      { source: 'crtm', note: 'info.lostAndFound.link.crtm' },
      { source: 'ayuntamiento', note: 'info.lostAndFound.link.ayuntamiento' },
    ],
  },
  christmasSchedules2024: christmasPage('2024-25'),
  christmasSchedules2023: christmasPage('2023-24'),
  a5Roadworks: {
    title: 'info.a5.title',
    summary: 'info.a5.summary',
    intro: 'info.a5.intro',
    groups: [
      {
        heading: 'info.a5.group.pages',
        pages: [
          'a5RoadworksAffectedLines',
          'a5RoadworksCuatroVientos',
          'a5RoadworksEmtSe1',
          'a5RoadworksEmtSe2',
          'a5RoadworksEmtSe3',
        ],
      },
    ],
    sections: [
      {
        heading: 'info.a5.check.heading',
        items: ['info.a5.check.line', 'info.a5.check.special', 'info.a5.check.notices'],
      },
      { heading: 'info.a5.works.heading', paragraphs: ['info.a5.works.text'] },
    ],
    officialLinks: [
      { source: 'crtm', note: 'info.a5.link.crtm' },
      { source: 'emt', note: 'info.a5.link.emt' },
      { source: 'ayuntamiento', note: 'info.a5.link.ayuntamiento' },
    ],
  },
  a5RoadworksAffectedLines: {
    title: 'info.a5AffectedLines.title',
    summary: 'info.a5AffectedLines.summary',
    intro: 'info.a5AffectedLines.intro',
    lines: 'cuatroVientos',
    sections: [
      { heading: 'info.a5AffectedLines.before.heading', paragraphs: ['info.a5AffectedLines.before.text'] },
    ],
    appLinks: [{ path: buildRoute('a5RoadworksCuatroVientos'), label: 'info.a5CuatroVientos.title' }],
    officialLinks: [
      { source: 'crtm', note: 'info.a5AffectedLines.link.crtm' },
      { source: 'emt', note: 'info.a5AffectedLines.link.emt' },
    ],
  },
  a5RoadworksCuatroVientos: {
    title: 'info.a5CuatroVientos.title',
    summary: 'info.a5CuatroVientos.summary',
    intro: 'info.a5CuatroVientos.intro',
    sections: [
      {
        heading: 'info.a5CuatroVientos.onward.heading',
        items: ['info.a5CuatroVientos.onward.metro', 'info.a5CuatroVientos.onward.cercanias'],
      },
    ],
    lines: 'cuatroVientos',
    // The stations' codes in the CRTM data (Metro 4-203, Cercanías 5-24), whose pages show their lines and zone.
    appLinks: [
      { path: buildRoute('stop', { stopCode: '4-203' }), label: 'info.a5CuatroVientos.metroStop' },
      { path: buildRoute('stop', { stopCode: '5-24' }), label: 'info.a5CuatroVientos.cercaniasStop' },
    ],
    officialLinks: [
      { source: 'crtm', note: 'info.a5CuatroVientos.link.crtm' },
      { source: 'metro', note: 'info.a5CuatroVientos.link.metro' },
      { source: 'renfe', note: 'info.a5CuatroVientos.link.renfe' },
    ],
  },
  a5RoadworksEmtSe1: a5SpecialServicePage('SE1'),
  a5RoadworksEmtSe2: a5SpecialServicePage('SE2'),
  a5RoadworksEmtSe3: a5SpecialServicePage('SE3'),
};

/** The info pages of each content set a city can name in `infoContent` (packages/core city.ts). */
export const INFO_CONTENT: Readonly<Record<InfoContentSet, InfoContentTable>> = {
  'madrid-region': MADRID_REGION_INFO,
};
