import { mkdir } from 'node:fs/promises';
import { USER_DATA_FIELDS, type UserDataField } from '@transit/core';
import {
  type StoredEntitlement,
  type StoredUserRecord,
  storeCall,
  type UserDataStore,
  type UserDataStoreKind,
} from './store';

/** What the SQL store needs of a PostgreSQL client: PGlite's and node-postgres' pools both answer this. */
export interface SqlDriver {
  query<Row>(text: string, params?: unknown[]): Promise<{ readonly rows: Row[] }>;
  close(): Promise<void>;
}

/**
 * The tables, made when missing. One row per user, city and field (a field is set one at a time, spec §3), its
 * value as JSON; one entitlement document per user and city. Both keyed by city first: cities/{city}/users/{uid}.
 */
const SCHEMA = `
create table if not exists user_data (
  city text not null,
  uid text not null,
  field text not null,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (city, uid, field)
);
create table if not exists purchase_claims (
  city text not null,
  purchase_key text not null,
  uid text not null,
  claimed_at timestamptz not null default now(),
  primary key (city, purchase_key)
);
create table if not exists user_entitlements (
  city text not null,
  uid text not null,
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (city, uid)
);
`;

const FIELDS: ReadonlySet<string> = new Set(USER_DATA_FIELDS);

/**
 * The user data in PostgreSQL: an embedded PGlite (the default: `npm start` needs no server) or a real server
 * (DATABASE_URL). Values go in as JSON text cast to jsonb, so both drivers store the same thing.
 */
export async function createSqlUserDataStore(
  driver: SqlDriver,
  kind: Extract<UserDataStoreKind, 'pglite' | 'postgres'>,
): Promise<UserDataStore> {
  await storeCall('create its tables', () => driver.query(SCHEMA));
  return {
    kind,
    readUser: (city, uid) =>
      storeCall('read a user record', async () => {
        const { rows } = await driver.query<{ field: string; value: unknown }>(
          'select field, value from user_data where city = $1 and uid = $2',
          [city, uid],
        );
        const record: Partial<Record<UserDataField, unknown>> = {};
        for (const { field, value } of rows) {
          if (FIELDS.has(field)) record[field as UserDataField] = value;
        }
        return record satisfies StoredUserRecord;
      }),
    writeField: (city, uid, field, value) =>
      storeCall('write a user field', async () => {
        await driver.query(
          `insert into user_data (city, uid, field, value, updated_at) values ($1, $2, $3, $4::jsonb, now())
           on conflict (city, uid, field) do update set value = excluded.value, updated_at = excluded.updated_at`,
          [city, uid, field, JSON.stringify(value)],
        );
      }),
    readEntitlement: (city, uid) =>
      storeCall('read an entitlement', async () => {
        const { rows } = await driver.query<{ doc: unknown }>(
          'select doc from user_entitlements where city = $1 and uid = $2',
          [city, uid],
        );
        const doc = rows[0]?.doc;
        return isRecord(doc) ? doc : undefined;
      }),
    mergeEntitlement: (city, uid, patch) =>
      storeCall('write an entitlement', async () => {
        await driver.query(
          `insert into user_entitlements (city, uid, doc, updated_at) values ($1, $2, $3::jsonb, now())
           on conflict (city, uid) do update
             set doc = user_entitlements.doc || excluded.doc, updated_at = excluded.updated_at`,
          [city, uid, JSON.stringify(patch)],
        );
      }),
    claimPurchase: (city, purchaseKey, uid) =>
      storeCall('claim a purchase', async () => {
        // The first insert wins; every later one, of any user, reads back its owner.
        await driver.query(
          `insert into purchase_claims (city, purchase_key, uid) values ($1, $2, $3)
           on conflict (city, purchase_key) do nothing`,
          [city, purchaseKey, uid],
        );
        const { rows } = await driver.query<{ uid: string }>(
          'select uid from purchase_claims where city = $1 and purchase_key = $2',
          [city, purchaseKey],
        );
        const owner = rows[0]?.uid;
        if (owner === undefined) throw new Error('the claim just written is missing');
        return owner;
      }),
    close: () => driver.close(),
  };
}

function isRecord(value: unknown): value is StoredEntitlement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An embedded PGlite in `dataDir` (made when missing), or in memory when undefined (tests). */
export async function pgliteDriver(dataDir: string | undefined): Promise<SqlDriver> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await storeCall(`open PGlite in ${dataDir ?? 'memory'}`, async () => {
    if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
    return PGlite.create(dataDir === undefined ? undefined : { dataDir });
  });
  return {
    query: async <Row>(text: string, params?: unknown[]) => {
      // A statement with no parameters may hold several (the schema); PGlite runs those with exec.
      if (params === undefined) {
        await db.exec(text);
        return { rows: [] as Row[] };
      }
      const result = await db.query<Row>(text, params);
      return { rows: result.rows };
    },
    close: () => db.close(),
  };
}

/** A pool of connections to the PostgreSQL server at `url` (DATABASE_URL). */
export async function postgresDriver(url: string): Promise<SqlDriver> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client's error (the server restarted) must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  return {
    query: async <Row>(text: string, params?: unknown[]) => {
      const result = await pool.query(text, params);
      return { rows: result.rows as Row[] };
    },
    close: () => pool.end(),
  };
}
