import { describe, expect, it, vi } from 'vitest';
import { describeContract } from './contract';
import {
  CLI_USAGE,
  type CliFiles,
  DEFAULT_KOTLIN_PACKAGE,
  generateNativeConstants,
  pascalCase,
  runGenerateNativeConstants,
  screamingSnakeCase,
} from './generateNativeConstants';

const contract = describeContract();
const { kotlin, swift } = generateNativeConstants();

/** A file system in memory. */
function memoryFiles(
  initial: Record<string, string> = {},
): CliFiles & { readonly files: Map<string, string> } {
  const files = new Map(Object.entries(initial));
  return {
    files,
    read: (path) => Promise.resolve(files.get(path)),
    write: (path, text) => {
      files.set(path, text);
      return Promise.resolve();
    },
  };
}

describe('the names in Kotlin and Swift', () => {
  it.each([
    ['startNfcSession', 'START_NFC_SESSION'],
    ['resetUMPConsentInformation', 'RESET_UMP_CONSENT_INFORMATION'],
    ['showUMPPrivacyOptionsForm', 'SHOW_UMP_PRIVACY_OPTIONS_FORM'],
    ['onNfcCommandsTransceivedError', 'ON_NFC_COMMANDS_TRANSCEIVED_ERROR'],
    ['messageId', 'MESSAGE_ID'],
    ['key', 'KEY'],
  ])('%s is %s as a Kotlin constant', (name, constant) => {
    expect(screamingSnakeCase(name)).toBe(constant);
  });

  it('a message’s fields are grouped under its PascalCase name', () => {
    expect(pascalCase('nfcTransceiveCommands')).toBe('NfcTransceiveCommands');
  });
});

describe('the Kotlin constants', () => {
  it('say they are generated, in the package given (or the default one)', () => {
    expect(kotlin.split('\n')[0]).toContain('Generated from packages/bridge/src/contract.ts');
    expect(kotlin).toContain(`package ${DEFAULT_KOTLIN_PACKAGE}\n`);
    expect(generateNativeConstants({ kotlinPackage: 'es.example.madrid.bridge' }).kotlin).toContain(
      'package es.example.madrid.bridge\n',
    );
  });

  it('name the wire', () => {
    expect(kotlin).toContain('const val ANDROID_INTERFACE = "TransitAndroid"');
    expect(kotlin).toContain('const val RECEIVE_FUNCTION = "window.transitBridge.receive"');
    expect(kotlin).toContain('const val MESSAGE_ID = "messageId"');
    expect(kotlin).toContain('const val DEFAULT_TIMEOUT_MS = 10000L');
  });

  it.each(contract.messages.map((message) => message.name))('have the message %s', (name) => {
    expect(kotlin).toContain(`const val ${screamingSnakeCase(name)} = "${name}"`);
  });

  it.each(contract.callbacks.map((callback) => callback.name))('have the callback %s', (name) => {
    expect(kotlin).toContain(`const val ${screamingSnakeCase(name)} = "${name}"`);
  });

  it('have each message’s fields, a call’s messageId among them, and each call’s answer', () => {
    expect(kotlin).toContain(
      [
        '        object NfcTransceiveCommands {',
        '            const val COMMANDS = "commands"',
        '            const val MESSAGE_ID = "messageId"',
        '        }',
      ].join('\n'),
    );
    expect(kotlin).toContain(
      '        Messages.NFC_TRANSCEIVE_COMMANDS to Callbacks.ON_NFC_COMMANDS_TRANSCEIVED,',
    );
    expect(kotlin).toContain('        Messages.IS_NFC_AVAILABLE to Callbacks.ON_NFC_SUPPORTED,');
    expect(kotlin).toContain(
      'Answered by onPurchasesUpdated or onPurchasesUpdatedError within 600000 ms. Fields: productId: String, messageId: String.',
    );
    expect(kotlin).toContain('Fields: color: String (#rrggbb), content: String: "light" | "dark".');
  });

  it('balance their braces', () => {
    expect(kotlin.split('{').length).toBe(kotlin.split('}').length);
    expect(kotlin.split('(').length).toBe(kotlin.split(')').length);
  });
});

describe('the Swift constants', () => {
  it('name the wire', () => {
    expect(swift.split('\n')[0]).toContain('Generated from packages/bridge/src/contract.ts');
    expect(swift).toContain('public static let iosMessageHandler = "transit"');
    expect(swift).toContain('public static let receiveFunction = "window.transitBridge.receive"');
  });

  it('have every message and callback as a case of a String enum', () => {
    for (const message of contract.messages) expect(swift).toContain(`        case ${message.name}\n`);
    for (const callback of contract.callbacks) expect(swift).toContain(`        case ${callback.name}\n`);
    expect(swift).toContain('public enum Message: String, CaseIterable {');
    expect(swift).toContain('public enum Callback: String, CaseIterable {');
  });

  it('give each call its answer, and each message and callback its fields', () => {
    expect(swift).toContain('            case .nfcTransceiveCommands: return .onNfcCommandsTransceived');
    expect(swift).toContain(
      [
        '        public enum OnPurchasesUpdated {',
        '            public static let packageName = "packageName"',
        '            public static let productId = "productId"',
        '            public static let purchaseToken = "purchaseToken"',
        '        }',
      ].join('\n'),
    );
    expect(swift).toContain('Fields: commands: [String] (hexadecimal bytes), messageId: String.');
  });

  it('balance their braces', () => {
    expect(swift.split('{').length).toBe(swift.split('}').length);
  });
});

describe('the command line', () => {
  it('writes the files given', async () => {
    const files = memoryFiles();
    const output = await runGenerateNativeConstants(
      ['--kotlin', 'native/android/BridgeContract.kt', '--swift', 'native/ios/BridgeContract.swift'],
      files,
    );
    expect(output).toEqual({
      exitCode: 0,
      lines: ['Wrote native/android/BridgeContract.kt.', 'Wrote native/ios/BridgeContract.swift.'],
    });
    expect(files.files.get('native/android/BridgeContract.kt')).toBe(kotlin);
    expect(files.files.get('native/ios/BridgeContract.swift')).toBe(swift);
  });

  it('writes one alone, in the Kotlin package given', async () => {
    const files = memoryFiles();
    await runGenerateNativeConstants(['--kotlin-package', 'es.example.bridge', '--kotlin', 'A.kt'], files);
    expect([...files.files.keys()]).toEqual(['A.kt']);
    expect(files.files.get('A.kt')).toContain('package es.example.bridge\n');
  });

  it('--check passes on files that match, writes nothing, and fails (exit code 1) on one that does not or is missing', async () => {
    const files = memoryFiles({ 'A.kt': kotlin, 'A.swift': swift });
    expect(
      await runGenerateNativeConstants(['--check', '--kotlin', 'A.kt', '--swift', 'A.swift'], files),
    ).toEqual({
      exitCode: 0,
      lines: ['A.kt matches the contract.', 'A.swift matches the contract.'],
    });
    files.files.set('A.swift', `${swift}// edited\n`);
    const stale = await runGenerateNativeConstants(
      ['--kotlin', 'A.kt', '--swift', 'A.swift', '--check'],
      files,
    );
    expect(stale.exitCode).toBe(1);
    expect(stale.lines[1]).toBe(
      'A.swift does not match the contract: run generateNativeConstants without --check and commit it.',
    );
    expect((await runGenerateNativeConstants(['--check', '--kotlin', 'Missing.kt'], files)).exitCode).toBe(1);
    expect(files.files.get('A.kt')).toBe(kotlin);
  });

  it.each([
    [[], 'Give --kotlin, --swift or both.'],
    [['--check'], 'Give --kotlin, --swift or both.'],
    [['--kotlin'], '--kotlin needs a value.'],
    [['--swift', '--check'], '--swift needs a value.'],
    [['--java', 'A.java'], 'Unknown argument: --java'],
  ])('refuses %j with exit code 2 and the usage', async (argv, message) => {
    const files = memoryFiles();
    expect(await runGenerateNativeConstants(argv, files)).toEqual({
      exitCode: 2,
      lines: [message, CLI_USAGE],
    });
    expect(files.files.size).toBe(0);
  });
});

describe('the bin', () => {
  it('runs the command line over Node’s files and sets the exit code', async () => {
    const nodeProcess = (
      globalThis as unknown as { process: { argv: string[]; exitCode?: number | undefined } }
    ).process;
    const { argv, exitCode } = nodeProcess;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    nodeProcess.argv = ['node', 'generateNativeConstants.ts', '--check', '--swift', 'no/such/folder/A.swift'];
    try {
      await import('./bin/generateNativeConstants');
      expect(nodeProcess.exitCode).toBe(1);
      expect(error).toHaveBeenCalledWith(
        'no/such/folder/A.swift does not match the contract: run generateNativeConstants without --check and commit it.',
      );
    } finally {
      nodeProcess.argv = argv;
      nodeProcess.exitCode = exitCode;
    }
  });
});
