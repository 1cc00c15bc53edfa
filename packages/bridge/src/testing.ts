/*
 * A fake native wrapper for tests ('@transit/bridge/testing'): it puts itself on a page as the Android interface or
 * the iOS message handler, records every message posted, answers calls as the test says (a payload, an error, or no
 * answer at all, for the timeout), and emits events. In Vitest, installFakeNativeHost gives a typed handle. In a
 * browser test, fakeNativeHostScript gives a script for Playwright's `page.addInitScript({ content })`; the test then
 * drives the fake through `window.__transitFakeNativeHost` (FakeNativeHostControl) in `page.evaluate`.
 */
import {
  type AnswerPayload,
  type CALLBACKS,
  type CallbackPayload,
  type CallMessageName,
  type EventName,
  type MessageName,
  type MessagePayload,
  MESSAGES,
} from './contract';
import {
  ANDROID_INTERFACE_NAME,
  ERROR_CALLBACK_SUFFIX,
  IOS_MESSAGE_HANDLER_NAME,
  MESSAGE_ID_FIELD,
  type NativePlatform,
  RECEIVE_FUNCTION_NAME,
  RECEIVER_GLOBAL_NAME,
} from './protocol';

export { EXAMPLE_CALLBACK_PAYLOADS, EXAMPLE_ERROR_PAYLOAD, EXAMPLE_MESSAGE_PAYLOADS } from './examples';

/** The global a fake host's control object is put on. */
export const FAKE_NATIVE_HOST_GLOBAL = '__transitFakeNativeHost';

/** How the fake answers a call: with a payload, with an error (spec §8: errorCode and errorMessage, or a raw string), or never. */
export type FakeAnswer =
  | { readonly payload: unknown }
  | { readonly error: { readonly errorCode: string; readonly errorMessage: string } | string }
  | { readonly noAnswer: true };

/** Answers a call from its payload (messageId included). */
export type FakeAnswerHandler = (payload: Readonly<Record<string, unknown>>) => FakeAnswer;

/** A message the fake received: the envelope's action and payload, and a call's message id. */
export interface RecordedMessage {
  readonly action: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly messageId?: string;
}

/** The fake's names of the wire and of each call's answer: the contract's, given to the injected script as data. */
export interface FakeWire {
  readonly androidInterface: string;
  readonly iosMessageHandler: string;
  readonly receiver: string;
  readonly receiveFunction: string;
  readonly messageIdField: string;
  readonly errorCallbackSuffix: string;
  /** Each call message's answer callback. */
  readonly answers: Readonly<Record<string, string>>;
}

/** A fake host's setup, all of it JSON (an injected script gets it as its argument). */
export interface FakeNativeHostInit {
  readonly platform: NativePlatform;
  readonly wire: FakeWire;
  /** The answers of calls from the start, by message name; a call with none waits (and times out). */
  readonly answers?: Readonly<Record<string, FakeAnswer>>;
  /** How long the fake takes to answer, in milliseconds; 0 (the default) answers on the next microtask. */
  readonly answerDelayMs?: number;
  /** The global the control object goes on (FAKE_NATIVE_HOST_GLOBAL by default). */
  readonly controlGlobal?: string;
}

/** What a test does with the fake, untyped (as a browser test reaches it through the page). */
export interface FakeNativeHostControl {
  readonly platform: NativePlatform;
  /** Every message posted, in order. */
  readonly messages: RecordedMessage[];
  /** Sets how calls of `action` are answered from now on. */
  answer(action: string, answer: FakeAnswer | FakeAnswerHandler): void;
  /** Answers one waiting call. */
  respond(messageId: string, answer: FakeAnswer): void;
  /** The calls no answer has gone to yet. */
  unanswered(): RecordedMessage[];
  /**
   * Calls the page back as the wrapper does: `receive(callbackName, messageId, payload)`, the payload as JSON unless
   * it is a string already (which goes as it is, so a test can send text that is not JSON).
   */
  emit(callbackName: string, payload?: unknown, messageId?: string | null): void;
  /** Forgets the messages recorded. */
  clear(): void;
  /** Takes the fake off the page. */
  uninstall(): void;
}

/**
 * Puts a fake wrapper on `page`. Self-contained on purpose (it reads nothing outside itself), so that its source can
 * be injected into a browser page: `page.addInitScript(injectableFakeNativeHost, fakeNativeHostInit(options))` or
 * fakeNativeHostScript(options).
 */
export function injectableFakeNativeHost(
  init: FakeNativeHostInit,
  page: object = window,
): FakeNativeHostControl {
  const slots = page as Record<string, unknown>;
  const wire = init.wire;
  const answers = new Map<string, FakeAnswer | FakeAnswerHandler>(Object.entries(init.answers ?? {}));
  const waiting = new Map<string, RecordedMessage>();
  const messages: RecordedMessage[] = [];

  const emit = (callbackName: string, payload?: unknown, messageId?: string | null): void => {
    const receiver = slots[wire.receiver] as Record<string, unknown> | undefined;
    const receive = receiver === undefined ? undefined : receiver[wire.receiveFunction];
    if (typeof receive !== 'function') {
      throw new Error(
        `The page has no window.${wire.receiver}.${wire.receiveFunction}: no bridge is connected.`,
      );
    }
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? {});
    (receive as (name: string, id: string | null, text: string) => void)(
      callbackName,
      messageId ?? null,
      text,
    );
  };

  const deliver = (message: RecordedMessage, answer: FakeAnswer): void => {
    if ('noAnswer' in answer || message.messageId === undefined) return;
    const messageId = message.messageId;
    const callback = wire.answers[message.action];
    if (callback === undefined) return;
    const send = () => {
      waiting.delete(messageId);
      try {
        if ('error' in answer) emit(callback + wire.errorCallbackSuffix, answer.error, messageId);
        else emit(callback, answer.payload, messageId);
      } catch (error) {
        console.error('The fake native host could not answer:', error);
      }
    };
    const delayMs = init.answerDelayMs ?? 0;
    if (delayMs > 0) setTimeout(send, delayMs);
    else void Promise.resolve().then(send);
  };

  const take = (action: string, payload: Record<string, unknown>): void => {
    const id = payload[wire.messageIdField];
    const message: RecordedMessage =
      typeof id === 'string' ? { action, payload, messageId: id } : { action, payload };
    messages.push(message);
    if (message.messageId === undefined) return;
    waiting.set(message.messageId, message);
    const given = answers.get(action);
    if (given === undefined) return;
    deliver(message, typeof given === 'function' ? given(payload) : given);
  };

  const webkit = slots['webkit'] as { messageHandlers?: Record<string, unknown> } | undefined;
  if (init.platform === 'android') {
    slots[wire.androidInterface] = {
      postMessage: (json: string) => {
        const envelope = JSON.parse(json) as { action: string; payload: Record<string, unknown> };
        take(envelope.action, envelope.payload);
      },
    };
  } else {
    const handlers: Record<string, unknown> = webkit?.messageHandlers ?? {};
    handlers[wire.iosMessageHandler] = {
      postMessage: (body: { action: string; payload: Record<string, unknown> }) => {
        // WebKit hands the wrapper a copy, never the page's object.
        const envelope = JSON.parse(JSON.stringify(body)) as typeof body;
        take(envelope.action, envelope.payload);
      },
    };
    if (webkit === undefined) slots['webkit'] = { messageHandlers: handlers };
    else webkit.messageHandlers = handlers;
  }

  const controlGlobal = init.controlGlobal ?? '__transitFakeNativeHost';
  const control: FakeNativeHostControl = {
    platform: init.platform,
    messages,
    answer: (action, answer) => void answers.set(action, answer),
    respond: (messageId, answer) => {
      const message = waiting.get(messageId);
      if (message === undefined)
        throw new Error(`No call with message id '${messageId}' waits for an answer.`);
      deliver(message, answer);
    },
    unanswered: () => [...waiting.values()],
    emit,
    clear: () => void messages.splice(0),
    uninstall: () => {
      if (init.platform === 'android') delete slots[wire.androidInterface];
      else if (webkit === undefined) delete slots['webkit'];
      else delete webkit.messageHandlers?.[wire.iosMessageHandler];
      if (slots[controlGlobal] === control) delete slots[controlGlobal];
    },
  };
  slots[controlGlobal] = control;
  return control;
}

/** The contract's names, for the fake. */
export function fakeWire(): FakeWire {
  const answers: Record<string, string> = {};
  for (const [name, spec] of Object.entries(MESSAGES)) if (spec.kind === 'call') answers[name] = spec.answer;
  return {
    androidInterface: ANDROID_INTERFACE_NAME,
    iosMessageHandler: IOS_MESSAGE_HANDLER_NAME,
    receiver: RECEIVER_GLOBAL_NAME,
    receiveFunction: RECEIVE_FUNCTION_NAME,
    messageIdField: MESSAGE_ID_FIELD,
    errorCallbackSuffix: ERROR_CALLBACK_SUFFIX,
    answers,
  };
}

/** An answer of a call `N`: its answer's payload, an error, or none. */
export type TypedFakeAnswer<N extends CallMessageName> =
  | { readonly payload: AnswerPayload<N> }
  | { readonly error: { readonly errorCode: string; readonly errorMessage: string } | string }
  | { readonly noAnswer: true };

/** A fake host's setup. */
export interface FakeNativeHostOptions {
  /** The wrapper faked: Android (the default) or iOS. */
  readonly platform?: NativePlatform;
  /** The answers of calls from the start. */
  readonly answers?: { readonly [N in CallMessageName]?: TypedFakeAnswer<N> };
  /** How long the fake takes to answer, in milliseconds; 0 (the default) answers on the next microtask. */
  readonly answerDelayMs?: number;
}

/** The JSON setup of a fake host, for `page.addInitScript(injectableFakeNativeHost, fakeNativeHostInit(options))`. */
export function fakeNativeHostInit(options: FakeNativeHostOptions = {}): FakeNativeHostInit {
  return {
    platform: options.platform ?? 'android',
    wire: fakeWire(),
    ...(options.answers && { answers: options.answers }),
    ...(options.answerDelayMs !== undefined && { answerDelayMs: options.answerDelayMs }),
  };
}

/**
 * A script that puts a fake host on the page it runs in, for `page.addInitScript({ content })`: the page then runs as
 * the Android (or iOS) app, and the test reaches the fake as `window.__transitFakeNativeHost`.
 */
export function fakeNativeHostScript(options: FakeNativeHostOptions = {}): string {
  return `(${injectableFakeNativeHost.toString()})(${JSON.stringify(fakeNativeHostInit(options))}, window);\n`;
}

/** A callback with an error twin, that subscribers hear. */
type FailingEventName = {
  [E in EventName]: (typeof CALLBACKS)[E]['hasError'] extends true ? E : never;
}[EventName];

/** The fake, typed by the contract. */
export interface FakeNativeHost {
  readonly platform: NativePlatform;
  /** Every message posted, in order. */
  readonly messages: readonly RecordedMessage[];
  /** The messages of one name, in order. */
  messagesNamed(name: MessageName): RecordedMessage[];
  /** Sets how calls of `name` are answered from now on: a payload, an error, no answer, or a function of the payload. */
  answer<N extends CallMessageName>(
    name: N,
    answer:
      | TypedFakeAnswer<N>
      | ((payload: MessagePayload<N> & { readonly messageId: string }) => TypedFakeAnswer<N>),
  ): void;
  /** Calls of `name` get no answer from now on (they time out). */
  answerNothing(name: CallMessageName): void;
  /** Answers one waiting call. */
  respond(messageId: string, answer: FakeAnswer): void;
  /** The calls no answer has gone to yet. */
  unanswered(): RecordedMessage[];
  /** Emits an event. */
  emit<E extends EventName>(event: E, payload: CallbackPayload<E>): void;
  /** Emits an event's error twin. */
  emitError(
    event: FailingEventName,
    error: { readonly errorCode: string; readonly errorMessage: string } | string,
  ): void;
  /** Calls the page back with anything at all (an unknown name, a payload that is not JSON, a stray message id). */
  emitRaw(callbackName: string, messageId: string | null, payload: unknown): void;
  /** Forgets the messages recorded. */
  clear(): void;
  /** Takes the fake off the page. */
  uninstall(): void;
}

/** Puts a fake wrapper on `page` (the test's window by default): Android unless told iOS. */
export function installFakeNativeHost(
  options: FakeNativeHostOptions & { readonly page?: object } = {},
): FakeNativeHost {
  const control = injectableFakeNativeHost(fakeNativeHostInit(options), options.page ?? window);
  return {
    platform: control.platform,
    messages: control.messages,
    messagesNamed: (name) => control.messages.filter((message) => message.action === name),
    // The handler gets the payload the bridge posted, which its schema let through as MessagePayload<N>.
    answer: (name, answer) => control.answer(name, answer as FakeAnswer | FakeAnswerHandler),
    answerNothing: (name) => control.answer(name, { noAnswer: true }),
    respond: (messageId, answer) => control.respond(messageId, answer),
    unanswered: () => control.unanswered(),
    emit: (event, payload) => control.emit(event, payload, null),
    emitError: (event, error) => control.emit(`${event}${ERROR_CALLBACK_SUFFIX}`, error, null),
    emitRaw: (callbackName, messageId, payload) => control.emit(callbackName, payload, messageId),
    clear: () => control.clear(),
    uninstall: () => control.uninstall(),
  };
}
