/*
 * The bridge's own failures, as core's coded BridgeError (core's BridgeErrorCode says what each code means). The
 * spec's three (an unreadable error payload, a missing answer) come from core: parseBridgeErrorPayload and
 * bridgeTimeoutError.
 */
import { BridgeError, quoteInput } from '@transit/core';
import type { z } from 'zod';

/** No wrapper answers this page: `messageName` was not sent. */
export function bridgeUnavailableError(messageName: string): BridgeError {
  return new BridgeError(
    'BRIDGE_UNAVAILABLE',
    `No native app answers this page, so '${messageName}' was not sent.`,
  );
}

/** The web asked to send a message the contract does not have. */
export function unknownMessageError(messageName: unknown): BridgeError {
  return new BridgeError(
    'BRIDGE_MESSAGE_INVALID',
    `${quoteInput(messageName)} is not a message of the native bridge.`,
  );
}

/** The web gave a message a payload its schema refuses. */
export function invalidMessagePayloadError(messageName: string, error: z.ZodError): BridgeError {
  return new BridgeError(
    'BRIDGE_MESSAGE_INVALID',
    `The payload of '${messageName}' is invalid (${describeIssues(error)}).`,
  );
}

/** A callback's payload is not JSON. */
export function callbackNotJsonError(callbackName: string, cause: unknown): BridgeError {
  return new BridgeError(
    'BRIDGE_CALLBACK_INVALID',
    `The payload of the callback '${callbackName}' is not valid JSON.`,
    { cause },
  );
}

/** A callback's payload breaks its schema. */
export function invalidCallbackPayloadError(callbackName: string, error: z.ZodError): BridgeError {
  return new BridgeError(
    'BRIDGE_CALLBACK_INVALID',
    `The payload of the callback '${callbackName}' is invalid (${describeIssues(error)}).`,
  );
}

/** A call was answered by a callback that does not answer it. */
export function wrongAnswerError(
  messageName: string,
  messageId: string,
  expected: string,
  received: string,
): BridgeError {
  return new BridgeError(
    'BRIDGE_CALLBACK_INVALID',
    `The native app answered '${messageName}' (message id '${messageId}') with '${received}' instead of '${expected}'.`,
  );
}

/** The wrapper's interface threw when handed the message. */
export function postFailedError(messageName: string, cause: unknown): BridgeError {
  const reason = cause instanceof Error ? cause.message : quoteInput(cause);
  return new BridgeError(
    'BRIDGE_POST_FAILED',
    `The native app's interface refused '${messageName}': ${reason}`,
    { cause },
  );
}

/** The fields a zod error is about, as 'a.b: message' joined by '; '. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'payload'}: ${issue.message}`)
    .join('; ');
}
