import { z } from 'zod';
import { clientPolicySchema } from './ads';
import { ProductError } from './errors';
import { LOCALES } from './locale';
import { PARSE_ONCE } from './parseOnce';
import { PROJECT_IDS, projectDescriptorSchema } from './projects';
import { err, ok, type Result } from './result';
import { NAV_ITEM_IDS } from './routes';
import { isThemeColour, type ThemeColour } from './theme';
import { STOP_TYPE_CODES, TRANSPORT_TYPE_CODES } from './transport';

/** The kinds of source a city's network is compiled from. */
export const FEED_KINDS = [
  /** A GTFS static feed (zip or folder). */
  'gtfs',
  /** CRTM open-data tables (stations with the lines serving them, Cercanías itineraries), with no timetable. */
  'crtm-opendata',
  /**
   * EMT Madrid's stop details as recorded from its MobilityLabs API (JSON answers of /stops/{id}/detail/ and
   * /stops/arroundstop/): the lines at each stop and the header each heads for, dated by the recording.
   */
  'emt-stop-details',
] as const;

/** The info-section content sets the product has: the Madrid region's (CRTM, Metro, EMT, Cercanías). */
export const INFO_CONTENT_SETS = ['madrid-region'] as const;
export type InfoContentSet = (typeof INFO_CONTENT_SETS)[number];

/**
 * The schema of a city variant's configuration (cities/<id>/city.ts). Everything that differs between variants is a
 * value here.
 */
function buildCitySchema() {
  const latitude = z.number().min(-90).max(90);
  const longitude = z.number().min(-180).max(180);
  const boundsSchema = z
    .strictObject({ south: latitude, west: longitude, north: latitude, east: longitude })
    .refine((b) => b.south < b.north && b.west < b.east, 'bounds need south < north and west < east');

  const snapshotPathSchema = z
    .string()
    .regex(/^cities\/[a-z0-9-]+\/data\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/)
    .refine((path) => !path.split('/').includes('..'), 'a snapshot path stays inside the repository');

  const feedSchema = z.strictObject({
    /** Unique within the city, kebab-case. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    kind: z.enum(FEED_KINDS),
    /** Where the publisher offers the current feed, for a fresh download. */
    officialUrl: z.url({ protocol: /^https?$/ }),
    /** The committed offline snapshot, relative to the repository root (cities/<id>/data/...). */
    snapshotPath: snapshotPathSchema,
    /** Snapshots whose files fill those the main snapshot lacks (Metro's shapes from an older extract). */
    supplementPaths: z.array(snapshotPathSchema).optional(),
    /** The transport type of the feed's lines and stops (spec §3 codes: 4 metro, 5 commuter rail, 6 EMT, 8 interurban, 9 urban, 10 light metro). */
    transportTypeCode: z.literal(TRANSPORT_TYPE_CODES),
    /** Whether the snapshot carries a timetable; where it does not, the product says so instead of inventing one. */
    hasTimetable: z.boolean(),
    /** The credit the licence asks for, shown on the About page and kept in derived data. */
    attribution: z.string().min(1),
    licenceUrl: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Whether the feed's names written all in capitals (CRTM writes its rail stations so: "PLAZA DE CASTILLA") are
     * shown in Spanish title case ("Plaza de Castilla"), with the accents a real spelling elsewhere in the data
     * gives them (the feed's own texts, CRTM's tables, spellingPaths). Stop names, line names and headsigns; names
     * with lower case stay as published.
     */
    titleCaseNames: z.boolean().optional(),
    /**
     * Snapshots of the same region whose stop names, stop addresses and route names are read for their spellings
     * only, with the feed's own texts, when titleCaseNames is on: EMT writes "Tetuán" where the Metro feed writes
     * "TETUAN". Every variant of a region listing the same ones spells a name the same way.
     */
    spellingPaths: z.array(snapshotPathSchema).optional(),
    /**
     * The lines riders know inside one route of the feed, where the publisher merged them (Metro Bilbao publishes
     * its lines L1 and L2 as one route, "MB"). Each trip of the route joins the first line listed that it calls at
     * a branch stop of (a stop_id of stop_times.txt or its parent station); a trip calling at none joins the first
     * line. The first line keeps the route's line code.
     */
    lineSplits: z
      .array(
        z.strictObject({
          routeId: z.string().min(1),
          lines: z
            .array(
              z.strictObject({
                /** The number riders see ("L1"). */
                number: z.string().min(1),
                /** Stops only this line's trips call at: the first stops of its own branches. */
                branchStopIds: z.array(z.string().min(1)).min(1),
              }),
            )
            .min(2),
        }),
      )
      .optional(),
  });

  /** A colour as the manifest and the theme-color meta tag take it: #rrggbb. */
  const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');

  return z
    .strictObject({
      id: z.enum(PROJECT_IDS),
      project: projectDescriptorSchema,
      /**
       * How the web app presents itself, written into its index.html and PWA manifest at build time
       * (tooling/vite-config); its name is the project's name.
       */
      webApp: z.strictObject({
        /** The label under the home-screen icon, where the project's name is too long for it. */
        shortName: z.string().min(1).max(30).optional(),
        /** One sentence in the city's default locale: the page's meta description and the manifest's (≤ 160 characters, what search results show). */
        description: z.string().min(1).max(160),
        /** The browser bar's and the installed app's title bar colour. */
        themeColour: hexColour,
        /** The installed app's launch screen, behind its icon. */
        backgroundColour: hexColour,
      }),
      /** Stop type codes the lists keep (spec §5); absent means all (Madrid configures none). */
      allowedStopTypeCodes: z
        .array(z.literal(Object.values(STOP_TYPE_CODES)))
        .min(1)
        .optional(),
      /** Transport type codes the lists keep (spec §5); absent means all. */
      allowedTransportTypeCodes: z.array(z.literal(TRANSPORT_TYPE_CODES)).min(1).optional(),
      clientPolicy: clientPolicySchema,
      languages: z.array(z.enum(LOCALES)).min(1),
      defaultLocale: z.enum(LOCALES),
      defaultTheme: z.custom<ThemeColour>(isThemeColour, 'not one of the 20 theme colours'),
      map: z.strictObject({
        centre: z.strictObject({ lat: latitude, lon: longitude }),
        /** The area the map keeps to: the city's stops with a margin. */
        bounds: boundsSchema,
        /** The area place search prefers (Madrid: spec §9 autocomplete bounds). */
        placeSearchBounds: boundsSchema,
        defaultZoom: z.number().int().min(3).max(19),
        /** Tile URL template with {z}, {x} and {y}; replaceable from the environment at run time. */
        tileUrl: z
          .string()
          .regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'a tile URL template needs {z}, {x} and {y}'),
        tileAttribution: z.string().min(1),
      }),
      /**
       * The info section's content (spec §2: fares, posters and maps, lost and found, service notices): the Madrid
       * region's pages; absent where a city has none yet (its info section says so).
       */
      infoContent: z.enum(INFO_CONTENT_SETS).optional(),
      /** Where riders write to (the contact modal and the error screens, spec §2 {email}). */
      contactEmail: z.email(),
      /** Base of the API (spec §7 {api}): a path on the app's own origin, or an absolute URL. */
      apiBase: z.union([z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/), z.url({ protocol: /^https?$/ })]),
      /** IANA time zone the city's timetables run in. */
      timeZone: z.string().refine(isTimeZone, 'not an IANA time zone'),
      /**
       * The city's public holidays (national, regional and local), as ISO dates, earliest first. A day a feed does
       * not cover that is one of them runs the holiday service the feed ran on its own holidays; absent where none is
       * configured yet (the feeds' own calendars still hold their holidays).
       */
      publicHolidays: z
        .array(z.iso.date('a public holiday is an ISO date (YYYY-MM-DD)'))
        .refine(
          (dates) => dates.every((date, i) => i === 0 || (dates[i - 1] as string) < date),
          'public holidays are listed once each, earliest first',
        )
        .optional(),
      /**
       * The feeds the city's network is compiled from, credited on the About page. A city with networkOf lists the
       * feeds of that city's network (their attribution) and builds none of its own.
       */
      feeds: z.array(feedSchema),
      /**
       * The city whose network artifact this app's API serves, for an app that shows another city's network rather
       * than building its own (the card balance app shows Madrid's): `pnpm data` builds nothing for it and checks its
       * feeds are that city's, and the API server loads that city's artifact (decoded once when both are served)
       * under this city's apiBase. Absent: the city's network is its own, built from its feeds.
       */
      networkOf: z.enum(PROJECT_IDS).optional(),
      /**
       * The bottom-navbar item that is the app's home (spec §2): it comes first in the navbar, and `/`, /-app/inicio
       * and /app without a sourcePage lead to it (routes' homePath). Absent: the stops ('stops'), the others in their
       * usual order.
       */
      homeNavItem: z.enum(NAV_ITEM_IDS).optional(),
      /**
       * Premium (spec §1, §4): the store products a rider can buy for an ad-free app, as created in the store's
       * console (prices come from the store, spec §9). Absent: premium is not enabled in this city (spec §5).
       */
      premium: z
        .strictObject({
          /** Subscriptions, each with its base plans (e.g. monthly, yearly). */
          subscriptions: z.array(
            z.strictObject({
              subscriptionId: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
              basePlanIds: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).min(1),
            }),
          ),
          /** One-time (lifetime) products. */
          lifetimeProductIds: z.array(z.string().regex(/^[a-z0-9][a-z0-9._-]*$/)),
        })
        .optional(),
      /**
       * How the journey planner walks and changes in this city (issue 11); each absent value is the planner's
       * default (1.2 m/s, the straight line × 1.3, stops within 800 m of a point, 120 s to change at a stop).
       */
      planner: z
        .strictObject({
          /** Walking speed, metres per second (the network's footpaths are compiled at 1.2). */
          walkSpeedMps: z.number().min(0.3).max(3).optional(),
          /** Streets are longer than the straight line: walking distances are multiplied by this. */
          detourFactor: z.number().min(1).max(3).optional(),
          /** From a point, the stops within this straight-line distance (metres) are walked to. */
          accessRadiusM: z.number().int().min(100).max(3000).optional(),
          /** Changing vehicles at one stop takes at least this long (seconds). */
          minChangeSec: z.number().int().min(0).max(900).optional(),
        })
        .optional(),
    })
    .superRefine((city, ctx) => {
      if (city.project.projectId !== city.id) {
        ctx.addIssue({
          code: 'custom',
          path: ['project', 'projectId'],
          message: `must be the city id '${city.id}'`,
        });
      }
      if (!city.languages.includes(city.defaultLocale)) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaultLocale'],
          message: 'must be one of the city languages',
        });
      }
      const { centre, bounds } = city.map;
      if (
        centre.lat < bounds.south ||
        centre.lat > bounds.north ||
        centre.lon < bounds.west ||
        centre.lon > bounds.east
      ) {
        ctx.addIssue({ code: 'custom', path: ['map', 'centre'], message: 'must lie inside the map bounds' });
      }
      const feedIds = city.feeds.map((feed) => feed.id);
      const duplicate = feedIds.find((id, index) => feedIds.indexOf(id) !== index);
      if (duplicate !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['feeds'], message: `feed id '${duplicate}' appears twice` });
      }
      if (city.networkOf === city.id) {
        ctx.addIssue({
          code: 'custom',
          path: ['networkOf'],
          message: 'must name another city: its own network needs no networkOf',
        });
      }
    });
}

type CitySchema = ReturnType<typeof buildCitySchema>;
let builtCitySchema: CitySchema | undefined;

/** The city schema, built on first use: a production web app never validates its config (defineCity says why). */
function citySchema(): CitySchema {
  builtCitySchema ??= buildCitySchema();
  return builtCitySchema;
}

/** OpenStreetMap's standard tiles and the credit their licence asks for; a deployment can swap the URL. */
export const OPENSTREETMAP_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
} as const;

export type City = z.output<CitySchema>;
export type CityInput = z.input<CitySchema>;
export type CityFeed = City['feeds'][number];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class CityConfigError extends ProductError<'CITY_CONFIG_INVALID'> {
  override readonly name = 'CityConfigError';
  /** Each problem as 'path: message'. */
  readonly issues: readonly string[];

  constructor(cityId: string, issues: readonly string[]) {
    super('CITY_CONFIG_INVALID', `City config '${cityId}' is invalid: ${issues.join('; ')}`);
    this.issues = issues;
  }
}

/** Validates a city config; every problem is listed in the coded error. */
export function parseCity(input: unknown): Result<City, CityConfigError> {
  const parsed = citySchema().safeParse(input, PARSE_ONCE);
  if (parsed.success) return ok(parsed.data);
  const id =
    typeof input === 'object' && input !== null && typeof (input as { id?: unknown }).id === 'string'
      ? (input as { id: string }).id
      : 'unknown';
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return err(new CityConfigError(id, issues));
}

/**
 * Declares a city: the compiler checks its types here, and `parseCity` validates the whole config wherever it is
 * read from outside the web app — the city tests, the data build, the API server as it starts, and the web app in
 * development. A production web app trusts the config it was built and tested with: validating it on every start
 * cost a mid-range phone about 140 ms of blocked main thread (the time-zone check loads the browser's zone data).
 */
export function defineCity(input: CityInput): City {
  return input;
}
