/*
 * The wrappers' copy of the contract: Kotlin and Swift constants generated from describeContract(), checked in under
 * native/ and compared in CI (`--check`), so that a message renamed here fails the wrappers' build instead of going
 * unanswered at run time.
 */
import {
  type CallbackDescription,
  type ContractDescription,
  describeContract,
  type FieldDescription,
  type MessageDescription,
} from './contract';

/** Where the generated files go, and the Kotlin file's package. */
export interface NativeConstantsOptions {
  /** The Kotlin package of the generated object. */
  readonly kotlinPackage?: string;
}

/** The generated sources. */
export interface NativeConstants {
  readonly kotlin: string;
  readonly swift: string;
}

/** The Kotlin package when none is given. */
export const DEFAULT_KOTLIN_PACKAGE = 'transit.bridge';

const HEADER =
  'Generated from packages/bridge/src/contract.ts by packages/bridge/src/bin/generateNativeConstants.ts. ' +
  'Do not edit: CI checks that it matches the contract.';

/** `showUMPPrivacyOptionsForm` → `SHOW_UMP_PRIVACY_OPTIONS_FORM`. */
export function screamingSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
}

/** `startNfcSession` → `StartNfcSession`. */
export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const KOTLIN_TYPES: Readonly<Record<FieldDescription['type'], string>> = {
  string: 'String',
  boolean: 'Boolean',
  color: 'String (#rrggbb)',
  hexBytesList: 'List<String> (hexadecimal bytes)',
  preferenceValue: 'String | Number | Boolean',
  preferenceValueOrNull: 'String | Number | Boolean | null',
  enum: 'String',
};

const SWIFT_TYPES: Readonly<Record<FieldDescription['type'], string>> = {
  string: 'String',
  boolean: 'Bool',
  color: 'String (#rrggbb)',
  hexBytesList: '[String] (hexadecimal bytes)',
  preferenceValue: 'String | NSNumber | Bool',
  preferenceValueOrNull: 'String | NSNumber | Bool | NSNull',
  enum: 'String',
};

function fieldType(
  field: FieldDescription,
  types: Readonly<Record<FieldDescription['type'], string>>,
): string {
  const base = types[field.type];
  return field.values === undefined
    ? base
    : `${base}: ${field.values.map((value) => `"${value}"`).join(' | ')}`;
}

function fieldsDoc(
  fields: readonly FieldDescription[],
  types: Readonly<Record<FieldDescription['type'], string>>,
): string {
  return fields.length === 0
    ? 'No fields.'
    : `Fields: ${fields.map((field) => `${field.name}: ${fieldType(field, types)}`).join(', ')}.`;
}

function messageDoc(message: MessageDescription, types: Readonly<Record<FieldDescription['type'], string>>) {
  const kind =
    message.kind === 'post'
      ? 'Posted, not answered.'
      : `Answered by ${message.answer ?? ''} or ${message.errorAnswer ?? ''} within ${message.timeoutMs ?? 0} ms.`;
  return `${message.doc} ${kind} ${fieldsDoc(message.fields, types)}`;
}

function callbackDoc(
  callback: CallbackDescription,
  types: Readonly<Record<FieldDescription['type'], string>>,
) {
  const role = {
    answer: 'Answers a call: pass its messageId.',
    event: 'An event: no messageId.',
    answerOrEvent: 'Answers a call (pass its messageId) or, with none, an event.',
    error: "Pass the failed call's messageId, if any; the payload is the error's JSON string.",
  }[callback.role];
  return `${callback.doc} ${role} ${fieldsDoc(callback.fields, types)}`;
}

/** Swift's and Kotlin's string literal of a name (ours are letters only; quotes and backslashes are escaped anyway). */
function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

function kotlinFieldObjects(
  entries: readonly { readonly name: string; readonly fields: readonly FieldDescription[] }[],
  indent: string,
): string[] {
  return entries
    .filter((entry) => entry.fields.length > 0)
    .flatMap((entry) => [
      `${indent}object ${pascalCase(entry.name)} {`,
      ...entry.fields.map(
        (field) => `${indent}    const val ${screamingSnakeCase(field.name)} = ${quote(field.name)}`,
      ),
      `${indent}}`,
    ]);
}

/** The Kotlin source: one object, `BridgeContract`, of string constants. */
export function kotlinConstants(contract: ContractDescription, kotlinPackage: string): string {
  const lines = [
    `// ${HEADER}`,
    `package ${kotlinPackage}`,
    '',
    "/** The web app's native bridge (packages/bridge): the names both sides use. */",
    'object BridgeContract {',
    `    /** The JavaScript interface's name (addJavascriptInterface); the web calls postMessage(json) on it. */`,
    `    const val ANDROID_INTERFACE = ${quote(contract.androidInterface)}`,
    `    /** What to evaluate to call back: ${contract.receiveFunction}(callbackName, messageId or null, payloadJson). */`,
    `    const val RECEIVE_FUNCTION = ${quote(contract.receiveFunction)}`,
    '    /** The envelope\'s fields: {"action": <message>, "payload": {...}}. */',
    `    const val ACTION = ${quote('action')}`,
    `    const val PAYLOAD = ${quote('payload')}`,
    `    const val MESSAGE_ID = ${quote(contract.messageIdField)}`,
    `    const val ERROR_CALLBACK_SUFFIX = ${quote(contract.errorCallbackSuffix)}`,
    `    const val ERROR_CODE = ${quote(contract.errorCodeField)}`,
    `    const val ERROR_MESSAGE = ${quote(contract.errorMessageField)}`,
    `    /** How long the web waits for a call's answer unless the call says otherwise. */`,
    `    const val DEFAULT_TIMEOUT_MS = ${contract.defaultTimeoutMs}L`,
    '',
    "    /** The messages the web posts (the envelope's action). */",
    '    object Messages {',
    ...contract.messages.flatMap((message) => [
      `        /** ${messageDoc(message, KOTLIN_TYPES)} */`,
      `        const val ${screamingSnakeCase(message.name)} = ${quote(message.name)}`,
    ]),
    '    }',
    '',
    "    /** Each message's payload fields. */",
    '    object MessageFields {',
    ...kotlinFieldObjects(contract.messages, '        '),
    '    }',
    '',
    '    /** The callbacks the wrapper calls back with. */',
    '    object Callbacks {',
    ...contract.callbacks.flatMap((callback) => [
      `        /** ${callbackDoc(callback, KOTLIN_TYPES)} */`,
      `        const val ${screamingSnakeCase(callback.name)} = ${quote(callback.name)}`,
    ]),
    '    }',
    '',
    "    /** Each callback's payload fields. */",
    '    object CallbackFields {',
    ...kotlinFieldObjects(
      contract.callbacks.filter((callback) => callback.role !== 'error'),
      '        ',
    ),
    '    }',
    '',
    '    /** The callback answering each call message. */',
    '    val ANSWERS: Map<String, String> = mapOf(',
    ...contract.messages
      .filter((message) => message.answer !== undefined)
      .map(
        (message) =>
          `        Messages.${screamingSnakeCase(message.name)} to Callbacks.${screamingSnakeCase(message.answer ?? '')},`,
      ),
    '    )',
    '}',
    '',
  ];
  return lines.join('\n');
}

function swiftFieldEnums(
  entries: readonly { readonly name: string; readonly fields: readonly FieldDescription[] }[],
  indent: string,
): string[] {
  return entries
    .filter((entry) => entry.fields.length > 0)
    .flatMap((entry) => [
      `${indent}public enum ${pascalCase(entry.name)} {`,
      ...entry.fields.map((field) => `${indent}    public static let ${field.name} = ${quote(field.name)}`),
      `${indent}}`,
    ]);
}

/** The Swift source: one enum, `BridgeContract`, with the messages and callbacks as string enums. */
export function swiftConstants(contract: ContractDescription): string {
  const lines = [
    `// ${HEADER}`,
    'import Foundation',
    '',
    "/// The web app's native bridge (packages/bridge): the names both sides use.",
    'public enum BridgeContract {',
    '    /// The script message handler\'s name; the web posts {"action": <message>, "payload": {...}} to it.',
    `    public static let iosMessageHandler = ${quote(contract.iosMessageHandler)}`,
    `    /// What to evaluate to call back: ${contract.receiveFunction}(callbackName, messageId or null, payloadJson).`,
    `    public static let receiveFunction = ${quote(contract.receiveFunction)}`,
    `    public static let action = ${quote('action')}`,
    `    public static let payload = ${quote('payload')}`,
    `    public static let messageId = ${quote(contract.messageIdField)}`,
    `    public static let errorCallbackSuffix = ${quote(contract.errorCallbackSuffix)}`,
    `    public static let errorCode = ${quote(contract.errorCodeField)}`,
    `    public static let errorMessage = ${quote(contract.errorMessageField)}`,
    "    /// How long the web waits for a call's answer unless the call says otherwise, in milliseconds.",
    `    public static let defaultTimeoutMs = ${contract.defaultTimeoutMs}`,
    '',
    "    /// The messages the web posts (the envelope's action).",
    '    public enum Message: String, CaseIterable {',
    ...contract.messages.flatMap((message) => [
      `        /// ${messageDoc(message, SWIFT_TYPES)}`,
      `        case ${message.name}`,
    ]),
    '',
    '        /// The callback answering this message, if it is a call.',
    '        public var answer: Callback? {',
    '            switch self {',
    ...contract.messages
      .filter((message) => message.answer !== undefined)
      .map((message) => `            case .${message.name}: return .${message.answer ?? ''}`),
    '            default: return nil',
    '            }',
    '        }',
    '    }',
    '',
    '    /// The callbacks the wrapper calls back with.',
    '    public enum Callback: String, CaseIterable {',
    ...contract.callbacks.flatMap((callback) => [
      `        /// ${callbackDoc(callback, SWIFT_TYPES)}`,
      `        case ${callback.name}`,
    ]),
    '    }',
    '',
    "    /// Each message's payload fields.",
    '    public enum MessageField {',
    ...swiftFieldEnums(contract.messages, '        '),
    '    }',
    '',
    "    /// Each callback's payload fields.",
    '    public enum CallbackField {',
    ...swiftFieldEnums(
      contract.callbacks.filter((callback) => callback.role !== 'error'),
      '        ',
    ),
    '    }',
    '}',
    '',
  ];
  return lines.join('\n');
}

/** The Kotlin and Swift constants of the contract. */
export function generateNativeConstants(
  options: NativeConstantsOptions = {},
  contract: ContractDescription = describeContract(),
): NativeConstants {
  return {
    kotlin: kotlinConstants(contract, options.kotlinPackage ?? DEFAULT_KOTLIN_PACKAGE),
    swift: swiftConstants(contract),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The command line, over injected file access (the bin gives it Node's)

/** What the command line needs of the file system. */
export interface CliFiles {
  /** The file's text, or undefined when it does not exist. */
  read(path: string): Promise<string | undefined>;
  /** Writes the file, making its folder. */
  write(path: string, text: string): Promise<void>;
}

/** What the command line reports. */
export interface CliOutput {
  readonly exitCode: 0 | 1 | 2;
  readonly lines: readonly string[];
}

export const CLI_USAGE =
  'Usage: generateNativeConstants [--kotlin <file.kt>] [--swift <file.swift>] [--kotlin-package <package>] [--check]\n' +
  '  Writes the Kotlin and/or Swift constants of the native bridge contract to the given files.\n' +
  '  --check writes nothing and fails (exit code 1) when a file differs from what it would write.';

interface CliArguments {
  readonly kotlinPath?: string;
  readonly swiftPath?: string;
  readonly kotlinPackage?: string;
  readonly isCheck: boolean;
}

function parseArguments(argv: readonly string[]): CliArguments | string {
  const parsed: { kotlinPath?: string; swiftPath?: string; kotlinPackage?: string; isCheck: boolean } = {
    isCheck: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--check') {
      parsed.isCheck = true;
      continue;
    }
    const value = argv[index + 1];
    const key = { '--kotlin': 'kotlinPath', '--swift': 'swiftPath', '--kotlin-package': 'kotlinPackage' }[
      argument ?? ''
    ] as 'kotlinPath' | 'swiftPath' | 'kotlinPackage' | undefined;
    if (key === undefined) return `Unknown argument: ${argument ?? ''}`;
    if (value === undefined || value.startsWith('--')) return `${argument ?? ''} needs a value.`;
    parsed[key] = value;
    index += 1;
  }
  if (parsed.kotlinPath === undefined && parsed.swiftPath === undefined) {
    return 'Give --kotlin, --swift or both.';
  }
  return parsed;
}

/**
 * Runs the command line: writes (or, with --check, compares) the generated files. Exit code 0 on success, 1 when
 * --check finds a file out of date, 2 on wrong arguments.
 */
export async function runGenerateNativeConstants(
  argv: readonly string[],
  files: CliFiles,
): Promise<CliOutput> {
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') return { exitCode: 2, lines: [parsed, CLI_USAGE] };
  const generated = generateNativeConstants(
    parsed.kotlinPackage === undefined ? {} : { kotlinPackage: parsed.kotlinPackage },
  );
  const outputs: [string, string][] = [];
  if (parsed.kotlinPath !== undefined) outputs.push([parsed.kotlinPath, generated.kotlin]);
  if (parsed.swiftPath !== undefined) outputs.push([parsed.swiftPath, generated.swift]);
  const lines: string[] = [];
  let isStale = false;
  for (const [path, text] of outputs) {
    if (parsed.isCheck) {
      const current = await files.read(path);
      const isCurrent = current === text;
      isStale ||= !isCurrent;
      lines.push(
        isCurrent
          ? `${path} matches the contract.`
          : `${path} does not match the contract: run generateNativeConstants without --check and commit it.`,
      );
    } else {
      await files.write(path, text);
      lines.push(`Wrote ${path}.`);
    }
  }
  return { exitCode: isStale ? 1 : 0, lines };
}
