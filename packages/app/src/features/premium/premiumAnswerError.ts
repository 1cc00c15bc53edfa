import { ProductError } from '@transit/core';

/**
 * - ENTITLEMENT_DOCUMENT_INVALID: the server's answer holds an entitlement document that spec §3's shape does not
 *   read, or a server time that is not a date.
 * - PURCHASE_ANSWER_INVALID: the Android wrapper answered a purchase start with something that is not a Google Play
 *   purchase of the product asked for.
 */
export type PremiumAnswerErrorCode = 'ENTITLEMENT_DOCUMENT_INVALID' | 'PURCHASE_ANSWER_INVALID';

/** An answer the premium screens cannot read (the server's entitlement, the wrapper's purchase). */
export class PremiumAnswerError extends ProductError<PremiumAnswerErrorCode> {
  override readonly name = 'PremiumAnswerError';
}
