import { ProductError, type UserDataField } from '@transit/core';

/** One user's record as stored: each field's raw value (read back leniently by the routes, field by field). */
export type StoredUserRecord = Partial<Record<UserDataField, unknown>>;

/** A stored entitlement document (spec §3), raw: the app parses it with core's entitlementDocumentSchema. */
export type StoredEntitlement = Readonly<Record<string, unknown>>;

/**
 * Where signed-in riders' data lives (spec §3: one record per user uid, remote location cities/{city}/users/{uid};
 * the entitlement document at cities/{city}/entitlements/{uid}). One interface, two backends: PostgreSQL (embedded
 * PGlite, or a server by DATABASE_URL; sqlStore.ts) and Cloud Firestore through firebase-admin (firestoreStore.ts).
 * Every call is about one user of one city, named by the caller from a verified ID token: there is no call that
 * lists or reads across users.
 */
export interface UserDataStore {
  /** 'pglite', 'postgres' or 'firestore': what the server reports at start. */
  readonly kind: UserDataStoreKind;
  /** The user's fields as stored; a field never written is absent. */
  readUser(city: string, uid: string): Promise<StoredUserRecord>;
  /** Sets one field (spec §3: a field is set one at a time with user, field key and field value); the rest stay. */
  writeField(city: string, uid: string, field: UserDataField, value: readonly unknown[]): Promise<void>;
  /** The user's entitlement document, or undefined when there is none. */
  readEntitlement(city: string, uid: string): Promise<StoredEntitlement | undefined>;
  /** Merges keys into the entitlement document (creating it), as a purchase verification records one source. */
  mergeEntitlement(city: string, uid: string, patch: StoredEntitlement): Promise<void>;
  /**
   * Ties a store purchase (its key: a hash of the purchase token, never the token) to the first user who recorded
   * it, and answers that user's uid: a purchase entitles one account, not whoever gets hold of its token.
   */
  claimPurchase(city: string, purchaseKey: string, uid: string): Promise<string>;
  close(): Promise<void>;
}

export const USER_DATA_STORE_KINDS = ['pglite', 'postgres', 'firestore'] as const;
export type UserDataStoreKind = (typeof USER_DATA_STORE_KINDS)[number];

/** The store failed (unreachable, refused, timed out): the call answers 503 and nothing is half-written. */
export class UserDataStoreError extends ProductError<'USER_DATA_UNAVAILABLE'> {
  override readonly name = 'UserDataStoreError';
}

/** Runs a store call, turning any failure into USER_DATA_UNAVAILABLE (the cause kept for the log). */
export async function storeCall<Result>(what: string, call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof UserDataStoreError) throw cause;
    throw new UserDataStoreError('USER_DATA_UNAVAILABLE', `The user data store failed to ${what}.`, {
      cause,
    });
  }
}

/**
 * The entitlement document as the rider's app sees it: each source without the purchase key it was recorded with (a
 * hash that ties it to its purchase, for the server alone).
 */
export function entitlementForApp(doc: StoredEntitlement | undefined): StoredEntitlement | null {
  if (doc === undefined) return null;
  return Object.fromEntries(
    Object.entries(doc).map(([key, value]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !('purchaseKey' in value))
        return [key, value];
      const { purchaseKey: _purchaseKey, ...source } = value as Readonly<Record<string, unknown>>;
      return [key, source];
    }),
  );
}
