/*
 * The web's side of the bridge: posts the contract's messages to a wrapper, pairs each call with the callback that
 * answers it by message id (spec §4: "wait for a callback by message id, then resolve or reject"), and hands events
 * to subscribers. Nothing here throws at the app or at a wrapper: every failure is a Result with a coded BridgeError.
 */
import {
  BRIDGE_CALL_TIMEOUT_MS,
  BridgeError,
  bridgeTimeoutError,
  err,
  ok,
  PARSE_ONCE,
  parseBridgeErrorPayload,
  quoteInput,
  type Result,
} from '@transit/core';
import {
  type AnswerCallbackName,
  type AnswerPayload,
  type CallbackPayload,
  callbackPayloadSchema,
  type CallbackSpecName,
  type CallMessageName,
  contractTimeoutMs,
  type EventName,
  isCallMessageName,
  isEventName,
  isMessageName,
  MESSAGES,
  type MessageName,
  messagePayloadSchema,
  type OutgoingMessage,
  type PostMessageName,
  readCallbackName,
} from './contract';
import {
  bridgeUnavailableError,
  callbackNotJsonError,
  invalidCallbackPayloadError,
  invalidMessagePayloadError,
  postFailedError,
  unknownMessageError,
  wrongAnswerError,
} from './errors';
import { detectHost, installReceiver, type NativeHost, type ReceiveFunction } from './hosts';
import { MESSAGE_ID_FIELD, type NativePlatform } from './protocol';

/** How a bridge behaves; every option has the spec's default. */
export interface BridgeOptions {
  /**
   * How long a call waits for its answer when the contract gives it no time of its own, in milliseconds (spec §9:
   * 10000 ms).
   */
  readonly timeoutMs?: number;
  /** Makes a call's message id; by default `msg-<n>`, from one count for the whole page, so no two calls share one. */
  readonly newMessageId?: () => string;
  /** Where the bridge says what it ignored (an unknown callback, an answer no call waits for); console.warn by default. */
  readonly warn?: (message: string) => void;
}

/** How one call behaves. */
export interface CallOptions {
  /** How long this call waits for its answer, in milliseconds; wins over the contract's and the bridge's. */
  readonly timeoutMs?: number;
}

/** Hears an event: its payload, or the coded error the wrapper reported (or its unreadable payload). */
export type BridgeEventListener<E extends EventName> = (
  event: Result<CallbackPayload<E>, BridgeError>,
) => void;

/** A message of the contract whose name and payload are not known until run time (the app's port sends these). */
export interface UncheckedMessage {
  readonly name: unknown;
  readonly payload?: unknown;
}

/** The web's side of the bridge. */
export interface Bridge {
  /** Whether a wrapper is there to post to; without one every message answers BRIDGE_UNAVAILABLE. */
  readonly isAvailable: boolean;
  /** The wrapper's platform, if there is one. */
  readonly platform: NativePlatform | undefined;
  /** Posts a message nothing answers. */
  post<N extends PostMessageName>(message: OutgoingMessage<N>): Result<undefined, BridgeError>;
  /**
   * Posts a call with a new message id and waits for the callback carrying that id: its payload, read with its
   * schema, or the coded error of its error twin, of a payload that breaks the schema, or of no answer in time.
   */
  call<N extends CallMessageName>(
    message: OutgoingMessage<N>,
    options?: CallOptions,
  ): Promise<Result<AnswerPayload<N>, BridgeError>>;
  /**
   * Posts or calls a message checked only at run time: a name the contract lacks or a payload its schema refuses is
   * BRIDGE_MESSAGE_INVALID. A posted message answers undefined once handed to the wrapper.
   */
  send(message: UncheckedMessage): Promise<Result<unknown, BridgeError>>;
  /** Hears an event until the returned function is called. */
  subscribe<E extends EventName>(event: E, listener: BridgeEventListener<E>): () => void;
  /** Takes a wrapper's callback (what `window.transitBridge.receive` calls). */
  readonly receive: ReceiveFunction;
  /** Ends every waiting call with BRIDGE_UNAVAILABLE, forgets the subscribers, and takes the receiver off the page. */
  dispose(): void;
}

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMER_MS = 2_147_483_647;

let messageCount = 0;
/** `msg-<n>`, counted once for the page: two bridges of one page never share an id. */
function nextMessageId(): string {
  messageCount += 1;
  return `msg-${messageCount}`;
}

interface PendingCall {
  readonly name: CallMessageName;
  readonly answer: AnswerCallbackName;
  settle(result: Result<unknown, BridgeError>): void;
}

/** The message id a wrapper passed, if it passed one. */
function readMessageId(messageId: unknown): string | undefined {
  return typeof messageId === 'string' && messageId !== '' ? messageId : undefined;
}

/** An error twin's payload as the spec has it, a string; an object a wrapper passed instead is read as its JSON. */
function errorPayloadText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  if (typeof payload === 'object' && payload !== null) return JSON.stringify(payload);
  return String(payload);
}

/** A callback's payload read with its schema; none at all reads as no fields. */
function readCallbackPayload<C extends CallbackSpecName>(
  callback: C,
  payload: unknown,
): Result<CallbackPayload<C>, BridgeError> {
  let value: unknown = payload ?? {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch (cause) {
      return err(callbackNotJsonError(callback, cause));
    }
  }
  const parsed = callbackPayloadSchema(callback).safeParse(value, PARSE_ONCE);
  return parsed.success ? ok(parsed.data) : err(invalidCallbackPayloadError(callback, parsed.error));
}

/**
 * A bridge over `host` (none: every message answers BRIDGE_UNAVAILABLE). It does not put its receiver on the page;
 * connectBridge does, or a test calls `receive` itself.
 */
export function createBridge(host: NativeHost | undefined, options: BridgeOptions = {}): Bridge {
  const defaultTimeoutMs = options.timeoutMs ?? BRIDGE_CALL_TIMEOUT_MS;
  const newMessageId = options.newMessageId ?? nextMessageId;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const pending = new Map<string, PendingCall>();
  const listeners = new Map<EventName, Set<(event: Result<unknown, BridgeError>) => void>>();

  /** The payload the message's schema accepts, or BRIDGE_MESSAGE_INVALID. */
  function checkPayload(name: MessageName, payload: unknown): Result<Record<string, unknown>, BridgeError> {
    const parsed = messagePayloadSchema(name).safeParse(payload ?? {}, PARSE_ONCE);
    return parsed.success ? ok({ ...parsed.data }) : err(invalidMessagePayloadError(name, parsed.error));
  }

  function postChecked(
    target: NativeHost,
    name: MessageName,
    payload: Readonly<Record<string, unknown>>,
  ): Result<undefined, BridgeError> {
    try {
      target.post({ action: name, payload });
      return ok(undefined);
    } catch (cause) {
      return err(postFailedError(name, cause));
    }
  }

  function postUnchecked(name: PostMessageName, payload: unknown): Result<undefined, BridgeError> {
    const checked = checkPayload(name, payload);
    if (!checked.ok) return checked;
    if (host === undefined) return err(bridgeUnavailableError(name));
    return postChecked(host, name, checked.value);
  }

  function callUnchecked(
    name: CallMessageName,
    payload: unknown,
    callOptions: CallOptions = {},
  ): Promise<Result<unknown, BridgeError>> {
    const checked = checkPayload(name, payload);
    if (!checked.ok) return Promise.resolve(checked);
    if (host === undefined) return Promise.resolve(err(bridgeUnavailableError(name)));
    const target = host;
    const answer = MESSAGES[name].answer;
    const timeoutMs = Math.min(
      Math.max(callOptions.timeoutMs ?? contractTimeoutMs(name) ?? defaultTimeoutMs, 0),
      MAX_TIMER_MS,
    );
    const messageId = newMessageId();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(messageId);
        resolve(err(bridgeTimeoutError(answer, messageId, timeoutMs)));
      }, timeoutMs);
      const call: PendingCall = {
        name,
        answer,
        settle: (result) => {
          clearTimeout(timer);
          pending.delete(messageId);
          resolve(result);
        },
      };
      // Waiting before posting: a wrapper may answer before postMessage returns.
      pending.set(messageId, call);
      const posted = postChecked(target, name, { ...checked.value, [MESSAGE_ID_FIELD]: messageId });
      if (!posted.ok) call.settle(posted);
    });
  }

  function emit(event: EventName, result: Result<unknown, BridgeError>): void {
    const heard = listeners.get(event);
    if (!result.ok) warn(`The native app's event '${event}' failed: ${result.error.toString()}`);
    if (heard === undefined || heard.size === 0) return;
    for (const listener of [...heard]) {
      try {
        listener(result);
      } catch (error) {
        // A subscriber's failure is its own: the other subscribers still hear the event, and the wrapper's call
        // into the page does not throw.
        warn(`A listener of '${event}' threw: ${error instanceof Error ? error.message : quoteInput(error)}`);
      }
    }
  }

  const receive: ReceiveFunction = (callbackName, messageIdArgument, payload) => {
    const read = readCallbackName(callbackName);
    if (read === undefined) {
      warn(
        `The native app called back ${quoteInput(callbackName)}, which the bridge does not know: ignored.`,
      );
      return;
    }
    const name = String(callbackName);
    const messageId = readMessageId(messageIdArgument);
    const result: Result<unknown, BridgeError> = read.isError
      ? err(parseBridgeErrorPayload(errorPayloadText(payload)))
      : readCallbackPayload(read.callback, payload);
    if (messageId !== undefined) {
      const call = pending.get(messageId);
      if (call !== undefined) {
        call.settle(
          call.answer === read.callback
            ? result
            : err(wrongAnswerError(call.name, messageId, call.answer, name)),
        );
        return;
      }
      if (!isEventName(read.callback)) {
        warn(
          `The native app called back '${name}' with message id '${messageId}', which no call waits for ` +
            '(it may have timed out): ignored.',
        );
        return;
      }
    }
    if (!isEventName(read.callback)) {
      warn(`The native app called back '${name}' without a message id, but it answers a call: ignored.`);
      return;
    }
    emit(read.callback, result);
  };

  return {
    isAvailable: host !== undefined,
    platform: host?.platform,
    post: (message) => postUnchecked(message.name, message.payload),
    call: <N extends CallMessageName>(message: OutgoingMessage<N>, callOptions?: CallOptions) =>
      // The answer was read with the schema of N's answer callback (callUnchecked pairs them).
      callUnchecked(message.name, message.payload, callOptions) as Promise<
        Result<AnswerPayload<N>, BridgeError>
      >,
    send: (message) => {
      if (!isMessageName(message.name)) return Promise.resolve(err(unknownMessageError(message.name)));
      const name = message.name;
      return isCallMessageName(name)
        ? callUnchecked(name, message.payload)
        : Promise.resolve(postUnchecked(name, message.payload));
    },
    subscribe: <E extends EventName>(event: E, listener: BridgeEventListener<E>) => {
      let heard = listeners.get(event);
      if (heard === undefined) {
        heard = new Set();
        listeners.set(event, heard);
      }
      // Every event E reaches is read with E's schema (receive reads the payload with its callback's).
      const stored = listener as (event: Result<unknown, BridgeError>) => void;
      heard.add(stored);
      return () => void listeners.get(event)?.delete(stored);
    },
    receive,
    dispose: () => {
      for (const call of [...pending.values()]) {
        call.settle(
          err(new BridgeError('BRIDGE_UNAVAILABLE', `The bridge closed before '${call.answer}' came.`)),
        );
      }
      listeners.clear();
    },
  };
}

/**
 * The bridge of the page: the wrapper's host the page has (Android's interface, else iOS's message handler), with
 * its receiver put on the page as `window.transitBridge.receive` so the wrapper can call back. A page with no
 * wrapper gets a bridge that answers BRIDGE_UNAVAILABLE and puts nothing on the page.
 */
export function connectBridge(page: object, options?: BridgeOptions): Bridge {
  const bridge = createBridge(detectHost(page), options);
  if (!bridge.isAvailable) return bridge;
  const uninstall = installReceiver(page, bridge.receive);
  return {
    ...bridge,
    dispose: () => {
      uninstall();
      bridge.dispose();
    },
  };
}
