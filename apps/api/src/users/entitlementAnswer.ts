import type { EntitlementAnswer } from '@transit/api-contract';
import { entitlementDocumentSchema, isEntitled, PARSE_ONCE } from '@transit/core';
import { ApiError } from '../errors';
import { entitlementForApp, type StoredEntitlement } from './store';

/**
 * What the app is told of a rider's entitlement (GET /v1/me/entitlement and the purchase calls): the stored document
 * without its purchase keys, spec §4's verdict on it at the server's time, and that time. A document the rules cannot
 * read is a coded failure, not "no premium": a rider who paid gets the entitlement error screen (contact us), never
 * ads.
 */
export function entitlementAnswer(stored: StoredEntitlement | undefined, nowMs: number): EntitlementAnswer {
  const document = entitlementForApp(stored);
  let entitled = false;
  if (document !== null) {
    const parsed = entitlementDocumentSchema.safeParse(document, PARSE_ONCE);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
      throw new ApiError(
        500,
        'ENTITLEMENT_DOCUMENT_INVALID',
        `The stored entitlement document does not follow spec §3: ${issues.join('; ')}.`,
      );
    }
    entitled = isEntitled(parsed.data, nowMs);
  }
  return { entitlement: document, isEntitled: entitled, currentTime: new Date(nowMs).toISOString() };
}
