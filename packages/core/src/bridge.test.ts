import { describe, expect, expectTypeOf, it } from 'vitest';
import { BridgeError, type BridgeErrorCode } from './bridge';
import {
  BRIDGE_PAYLOAD_INVALID_JSON_MESSAGE,
  BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE,
  bridgeTimeoutError,
  parseBridgeErrorPayload,
} from './bridgePayload';
import { BRIDGE_CALL_TIMEOUT_MS } from './constants';
import { ProductError } from './errors';

describe('parseBridgeErrorPayload: native bridge errors (spec §8)', () => {
  it('makes a JSON string with errorCode and errorMessage a coded error', () => {
    const error = parseBridgeErrorPayload('{"errorCode":"NFC_TAG_LOST","errorMessage":"Tag was lost."}');
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toBeInstanceOf(ProductError);
    expect(error.code).toBe('NFC_TAG_LOST');
    expect(error.message).toBe('Tag was lost.');
    expect(error.name).toBe('BridgeError');
    expect(String(error)).toBe('NFC_TAG_LOST | Tag was lost.');
  });

  it('accepts an empty errorMessage and ignores other fields', () => {
    const error = parseBridgeErrorPayload('{"errorCode":"E1","errorMessage":"","extra":1}');
    expect(error.code).toBe('E1');
    expect(error.message).toBe('');
  });

  it.each(['not json', '', '{errorCode: "E1"}', '{"errorCode":"E1",}', 'undefined'])(
    "gives 'Error payload string is not valid JSON' for %j",
    (payload) => {
      const error = parseBridgeErrorPayload(payload);
      expect(error).toBeInstanceOf(BridgeError);
      expect(error.code).toBe('BRIDGE_PAYLOAD_INVALID_JSON');
      expect(error.message).toBe('Error payload string is not valid JSON');
      expect(error.cause).toBeInstanceOf(SyntaxError);
    },
  );

  it.each([
    '{}',
    '{"errorCode":"E1"}',
    '{"errorMessage":"boom"}',
    '{"errorCode":"","errorMessage":"boom"}',
    '{"errorCode":1,"errorMessage":"boom"}',
    '{"errorCode":"E1","errorMessage":null}',
    '"E1"',
    '42',
    'null',
    'true',
    '[]',
    '["E1","boom"]',
  ])("gives 'Parsed error payload object is missing required fields.' for %s", (payload) => {
    const error = parseBridgeErrorPayload(payload);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe('BRIDGE_PAYLOAD_MISSING_FIELDS');
    expect(error.message).toBe('Parsed error payload object is missing required fields.');
  });

  it('uses the spec’s messages', () => {
    expect(BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE).toBe(
      'Parsed error payload object is missing required fields.',
    );
    expect(BRIDGE_PAYLOAD_INVALID_JSON_MESSAGE).toBe('Error payload string is not valid JSON');
  });
});

describe('bridgeTimeoutError (spec §8)', () => {
  it('states that the native app did not run the named callback with the given message id', () => {
    const error = bridgeTimeoutError('onNfcCommandsTransceived', 'msg-42', BRIDGE_CALL_TIMEOUT_MS);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe('BRIDGE_TIMEOUT');
    expect(error.message).toContain('did not run');
    expect(error.message).toContain("'onNfcCommandsTransceived'");
    expect(error.message).toContain("'msg-42'");
    expect(error.message).toContain('10000 ms');
  });
});

describe('BridgeErrorCode: the bridge’s own failures', () => {
  it('has the spec’s three and the bridge’s: no wrapper, a bad message or callback, a refused post', () => {
    expectTypeOf<BridgeErrorCode>().toEqualTypeOf<
      | 'BRIDGE_PAYLOAD_MISSING_FIELDS'
      | 'BRIDGE_PAYLOAD_INVALID_JSON'
      | 'BRIDGE_TIMEOUT'
      | 'BRIDGE_UNAVAILABLE'
      | 'BRIDGE_MESSAGE_INVALID'
      | 'BRIDGE_CALLBACK_INVALID'
      | 'BRIDGE_POST_FAILED'
    >();
    const code: BridgeErrorCode = 'BRIDGE_UNAVAILABLE';
    expect(String(new BridgeError(code, 'No native app answers this page.'))).toBe(
      'BRIDGE_UNAVAILABLE | No native app answers this page.',
    );
  });
});
