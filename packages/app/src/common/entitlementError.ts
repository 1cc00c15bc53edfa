import { ProductError } from '@transit/core';

export type EntitlementErrorCode = 'ENTITLEMENT_OFFLINE' | 'ENTITLEMENT_FAILED' | 'ENTITLEMENT_REFUSED';

/**
 * The entitlement lookup failed: the device could not reach the server (ENTITLEMENT_OFFLINE), the server answered an
 * error or a shape the app does not know (ENTITLEMENT_FAILED), or it refused the rider's token (ENTITLEMENT_REFUSED:
 * the auth layer signs the rider out).
 */
export class EntitlementError extends ProductError<EntitlementErrorCode> {
  override readonly name = 'EntitlementError';
}
