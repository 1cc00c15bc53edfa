import type { App } from 'firebase-admin/app';
import { ProductError } from '@transit/core';
import type { StoredEntitlement, UserDataStore } from './store';

export type GrantErrorCode = 'GRANT_RIDER_NOT_FOUND' | 'GRANT_INVALID';

/** A manual entitlement could not be granted: no rider with that e-mail, or a grant that makes no sense. */
export class GrantError extends ProductError<GrantErrorCode> {
  override readonly name = 'GrantError';
}

/** What support grants (spec §3 manual entitlement): Forever, or Temporary until a date. */
export type ManualGrant =
  { readonly entitlementType: 'Forever' } | { readonly entitlementType: 'Temporary'; readonly endDate: Date };

/**
 * The rider of an e-mail address, as the identity service knows them (the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set).
 */
export async function uidOfEmail(app: App, email: string): Promise<string> {
  const { getAuth } = await import('firebase-admin/auth');
  try {
    return (await getAuth(app).getUserByEmail(email)).uid;
  } catch (cause) {
    const code = (cause as { code?: unknown } | null)?.code;
    if (code === 'auth/user-not-found') {
      throw new GrantError('GRANT_RIDER_NOT_FOUND', `No rider signs in with ${email}.`, { cause });
    }
    throw cause;
  }
}

/**
 * Grants a rider a manual entitlement (spec §3: the third source, entitlementType Forever, or Temporary with an
 * endDate), merged into their entitlement document beside any store purchase. It is what support does for a rider
 * who paid elsewhere, and what the browser tests do to make a premium rider.
 */
export async function grantManualEntitlement(
  store: UserDataStore,
  city: string,
  uid: string,
  grant: ManualGrant,
  nowMs: number,
): Promise<StoredEntitlement> {
  if (grant.entitlementType === 'Temporary' && !(grant.endDate.getTime() > nowMs)) {
    throw new GrantError('GRANT_INVALID', 'A Temporary entitlement must end in the future.');
  }
  const manualEntitlement =
    grant.entitlementType === 'Forever'
      ? { entitlementType: 'Forever' }
      : { entitlementType: 'Temporary', endDate: grant.endDate.toISOString() };
  await store.mergeEntitlement(city, uid, { manualEntitlement });
  return { manualEntitlement };
}
