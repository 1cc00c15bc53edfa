import type { Firestore } from 'firebase-admin/firestore';
import { USER_DATA_FIELDS, type UserDataField } from '@transit/core';
import { type StoredUserRecord, storeCall, type UserDataStore } from './store';

/**
 * The user data in Cloud Firestore through firebase-admin (production): the spec's own layout, a document per user
 * at cities/{city}/users/{uid} with the fields stopFavs, lineFavs and placeFavs, and the entitlement document at
 * cities/{city}/entitlements/{uid}. Writes merge (spec §7: merge-writes on the user and entitlement documents), so
 * setting one field keeps the others.
 */
export function createFirestoreUserDataStore(db: Firestore): UserDataStore {
  const userDoc = (city: string, uid: string) =>
    db.collection('cities').doc(city).collection('users').doc(uid);
  const entitlementDoc = (city: string, uid: string) =>
    db.collection('cities').doc(city).collection('entitlements').doc(uid);
  return {
    kind: 'firestore',
    readUser: (city, uid) =>
      storeCall('read a user record', async () => {
        const snapshot = await userDoc(city, uid).get();
        const data = snapshot.data() ?? {};
        const record: Partial<Record<UserDataField, unknown>> = {};
        for (const field of USER_DATA_FIELDS) {
          if (field in data) record[field] = data[field] as unknown;
        }
        return record satisfies StoredUserRecord;
      }),
    writeField: (city, uid, field, value) =>
      storeCall('write a user field', async () => {
        await userDoc(city, uid).set({ [field]: value }, { merge: true });
      }),
    readEntitlement: (city, uid) =>
      storeCall('read an entitlement', async () => {
        const snapshot = await entitlementDoc(city, uid).get();
        return snapshot.exists ? snapshot.data() : undefined;
      }),
    mergeEntitlement: (city, uid, patch) =>
      storeCall('write an entitlement', async () => {
        await entitlementDoc(city, uid).set({ ...patch }, { merge: true });
      }),
    claimPurchase: (city, purchaseKey, uid) =>
      storeCall('claim a purchase', () =>
        // In a transaction, so that two accounts sending one token at once cannot both claim it.
        db.runTransaction(async (transaction) => {
          const claim = db.collection('cities').doc(city).collection('purchaseClaims').doc(purchaseKey);
          const owner: unknown = (await transaction.get(claim)).get('uid');
          if (typeof owner === 'string') return owner;
          transaction.create(claim, { uid, claimedAt: new Date() });
          return uid;
        }),
      ),
    close: () => db.terminate(),
  };
}
