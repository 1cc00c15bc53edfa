import {
  type FavouriteLine,
  type FavouritePlace,
  type FavouriteStop,
  FAVOURITE_LINES_STORED,
  FAVOURITE_PLACES_STORED,
  FAVOURITE_STOPS_STORED,
  FAVOURITES_LIST_MAX_LENGTH,
  HTTP_TIMEOUT_MS,
  type StoredListRule,
  USER_DATA_FIELDS,
  type UserDataField,
} from '@transit/core';
import { z } from 'zod';

/**
 * The signed-in rider's calls (issue 12, spec §3 User data and Entitlement, §7): their user record's favourites
 * lists, read whole and written one field at a time, and their entitlement document with the server's time. Every
 * call carries the rider's Firebase ID token as `Authorization: Bearer <token>`; the server takes the user from the
 * verified token alone, so no call can name another user (owner-only access).
 */

/** The entry type of each list of the user record. */
export interface UserDataItems {
  readonly stopFavs: FavouriteStop;
  readonly lineFavs: FavouriteLine;
  readonly placeFavs: FavouritePlace;
}

/** How each stored list is read back: the entries' schema, cap and identity (core's rules). */
export const USER_DATA_LIST_RULES: {
  readonly [Field in UserDataField]: StoredListRule<UserDataItems[Field]>;
} = {
  stopFavs: FAVOURITE_STOPS_STORED,
  lineFavs: FAVOURITE_LINES_STORED,
  placeFavs: FAVOURITE_PLACES_STORED,
};

/**
 * A list as written: at most FAVOURITES_LIST_MAX_LENGTH valid entries, each id once. A bad entry refuses the whole
 * write (the app only writes lists it has parsed), so nothing half-valid is ever stored.
 */
function writtenList<Item>(rule: StoredListRule<Item>) {
  return z
    .array(rule.schema)
    .max(FAVOURITES_LIST_MAX_LENGTH, `holds at most ${FAVOURITES_LIST_MAX_LENGTH} entries`)
    .refine(
      (list) => new Set(list.map((item) => rule.idOf(item))).size === list.length,
      'holds an entry twice (the same id)',
    );
}

export const stopFavsSchema = writtenList(FAVOURITE_STOPS_STORED);
export const lineFavsSchema = writtenList(FAVOURITE_LINES_STORED);
export const placeFavsSchema = writtenList(FAVOURITE_PLACES_STORED);

/*
 * An answer's entries, as the server sends them: plain strings (the server read them with core's rules; an answer
 * schema holds no transform, since the server encodes with it), read back by the app with core's rules again.
 */
const stopFavAnswer = z.object({ stopCode: z.string(), name: z.string() }).meta({ id: 'FavouriteStop' });
const lineFavAnswer = z.object({ lineCode: z.string(), favName: z.string() }).meta({ id: 'FavouriteLine' });
const placeFavAnswer = z.object({ placeId: z.string(), favName: z.string() }).meta({ id: 'FavouritePlace' });

/** The rider's user record (cities/{city}/users/{uid}): each favourites list, empty when never saved. */
export const userDataSchema = z
  .object({
    stopFavs: z.array(stopFavAnswer),
    lineFavs: z.array(lineFavAnswer),
    placeFavs: z.array(placeFavAnswer),
    droppedCount: z
      .int()
      .min(0)
      .describe(
        'Stored entries the server left out as unreadable or repeated (a damaged record loses only those entries).',
      ),
  })
  .meta({ id: 'UserData' });
export type UserData = z.output<typeof userDataSchema>;

/** PUT /v1/me/data/:field's path parameter. */
export const userDataFieldParamsSchema = z.object({ field: z.enum(USER_DATA_FIELDS) });

/** PUT /v1/me/data/:field's body: the whole list (spec §4: saving writes the whole list to the user record). */
export const userDataWriteSchema = z.object({ value: z.array(z.unknown()) }).meta({ id: 'UserDataWrite' });

/** The list schema a PUT's value must satisfy, per field. */
export const USER_DATA_WRITE_SCHEMAS: { readonly [Field in UserDataField]: z.ZodType } = {
  stopFavs: stopFavsSchema,
  lineFavs: lineFavsSchema,
  placeFavs: placeFavsSchema,
};

/** What a PUT answers: the field written and when the server stored it. */
export const userDataWrittenSchema = z
  .object({ field: z.enum(USER_DATA_FIELDS), savedAt: z.string().describe('ISO 8601, UTC.') })
  .meta({ id: 'UserDataWritten' });

/**
 * The rider's entitlement document as stored (spec §3: cities/{city}/entitlements/{uid}, read with core's
 * entitlementDocumentSchema) or null when there is none, the server's verdict by the rules of spec §4, and the
 * server's time the rules compared against.
 */
export const entitlementAnswerSchema = z
  .object({
    entitlement: z.record(z.string(), z.unknown()).nullable(),
    isEntitled: z
      .boolean()
      .describe(
        "Whether the rider is entitled now (spec §4), judged on the server's clock by core's isEntitled.",
      ),
    currentTime: z.string().describe('ISO 8601, UTC: the server time of spec §3.'),
  })
  .meta({ id: 'EntitlementAnswer' });
export type EntitlementAnswer = z.output<typeof entitlementAnswerSchema>;

/**
 * How the app signs in (GET /v1/auth-config, no token): off, or the Firebase web config of the project whose ID
 * tokens the server accepts (public values by design), and the Auth emulator's URL when the server uses one.
 */
export const authConfigSchema = z
  .discriminatedUnion('enabled', [
    z.object({ enabled: z.literal(false) }),
    z.object({
      enabled: z.literal(true),
      projectId: z.string(),
      apiKey: z.string(),
      authDomain: z.string().nullable(),
      emulatorUrl: z
        .string()
        .nullable()
        .describe("The Auth emulator's http URL, or null for Firebase itself."),
    }),
  ])
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.output<typeof authConfigSchema>;

/** One call of the rider's own: method, path under the city's API base, and how long the client waits. */
export interface AccountRoute {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly timeoutMs: number;
}

/** The account calls, under a city's API base. */
export const ACCOUNT_ROUTES = {
  authConfig: { method: 'GET', path: '/v1/auth-config', timeoutMs: HTTP_TIMEOUT_MS },
  userData: { method: 'GET', path: '/v1/me/data', timeoutMs: HTTP_TIMEOUT_MS },
  writeUserData: { method: 'PUT', path: '/v1/me/data/:field', timeoutMs: HTTP_TIMEOUT_MS },
  entitlement: { method: 'GET', path: '/v1/me/entitlement', timeoutMs: HTTP_TIMEOUT_MS },
} as const satisfies Record<string, AccountRoute>;

/** The most a PUT's body may weigh: 300 places with the longest names fit in about 220,000 characters. */
export const USER_DATA_BODY_LIMIT_BYTES = 512 * 1024;
