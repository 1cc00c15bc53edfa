/*
 * The native wrappers (native/android, native/ios) cannot be built on our machines or in CI, so this is what keeps them
 * in step with the web: their checked-in constants are exactly what the generator writes from the contract today, both
 * dispatch every message by those constants and spell no bridge name themselves, and the Android build's cities and
 * both wrappers' app entry are packages/core's.
 */
import { ANDROID_VERSION_GATES, parseAppParams, PROJECTS, ROUTES } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { describeContract } from './contract';
import { generateNativeConstants, screamingSnakeCase } from './generateNativeConstants';
import {
  ANDROID_INTERFACE_NAME,
  MESSAGE_ID_FIELD,
  RECEIVE_FUNCTION_NAME,
  RECEIVER_GLOBAL_NAME,
} from './protocol';

// The package runs in the browser and has no Node types: the little of Node used here is typed here (as in the bin).
interface NodeFileSystem {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  readdir(path: string, options: { readonly recursive: true }): Promise<string[]>;
}
const FILE_SYSTEM_MODULE: string = 'node:fs/promises';
const fs = (await import(FILE_SYSTEM_MODULE)) as NodeFileSystem;

/** The Kotlin package of the generated object (the Android app's namespace is es.transitapp). */
const KOTLIN_PACKAGE = 'es.transitapp.bridge';
/** The generated files, from the repository's root. */
const KOTLIN_FILE = 'native/android/app/src/main/java/es/transitapp/bridge/BridgeContract.kt';
const SWIFT_FILE = 'native/ios/Transit/Bridge/BridgeContract.swift';
/** What refreshes them (run from anywhere in the repository). */
const REFRESH_COMMAND =
  'pnpm --filter @transit/bridge exec tsx src/bin/generateNativeConstants.ts ' +
  `--kotlin ../../${KOTLIN_FILE} --swift ../../${SWIFT_FILE} --kotlin-package ${KOTLIN_PACKAGE}`;

/** The repository's folder, from this file's address (packages/bridge/src/…); jsdom's URL resolves no file paths. */
const ROOT = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(
  /packages\/bridge\/src\/[^/]+$/,
  '',
);
const repoPath = (path: string) => `${ROOT}${path}`;
const readRepoFile = (path: string) => fs.readFile(repoPath(path), 'utf8');

const contract = describeContract();
const generated = generateNativeConstants({ kotlinPackage: KOTLIN_PACKAGE });

describe('the checked-in native constants', () => {
  it.each([
    ['Kotlin', KOTLIN_FILE, generated.kotlin],
    ['Swift', SWIFT_FILE, generated.swift],
  ])('the %s file is what the contract generates today', async (_language, file, expected) => {
    const checkedIn = await readRepoFile(file);
    expect(checkedIn, `${file} does not match the contract: refresh it with\n  ${REFRESH_COMMAND}`).toBe(
      expected,
    );
  });
});

describe('the wrappers', () => {
  it('the Android bridge dispatches every message by its generated constant', async () => {
    const source = await readRepoFile(
      'native/android/app/src/main/java/es/transitapp/bridge/TransitBridge.kt',
    );
    const missing = contract.messages
      .map((message) => `Messages.${screamingSnakeCase(message.name)}`)
      .filter((constant) => !new RegExp(`${constant.replace('.', '\\.')}\\s*(->|,)`).test(source));
    expect(missing).toEqual([]);
  });

  it('the iOS handler dispatches every message (Swift also checks that its switch is exhaustive)', async () => {
    const source = await readRepoFile('native/ios/Transit/Bridge/BridgeHandler.swift');
    const missing = contract.messages
      .map((message) => message.name)
      .filter((name) => !new RegExp(`(case|,) \\.${name}[,:]`).test(source));
    expect(missing).toEqual([]);
  });

  it('no wrapper source spells a bridge name itself: they all come from the generated constants', async () => {
    const names = [
      ...contract.messages.map((message) => message.name),
      ...contract.callbacks.map((callback) => callback.name),
      ANDROID_INTERFACE_NAME,
      `window.${RECEIVER_GLOBAL_NAME}.${RECEIVE_FUNCTION_NAME}`,
      MESSAGE_ID_FIELD,
    ];
    const sources = (await fs.readdir(repoPath('native'), { recursive: true })).filter(
      (path) => /\.(kt|swift)$/.test(path) && !/BridgeContract\.(kt|swift)$/.test(path),
    );
    expect(sources.length).toBeGreaterThan(10);
    const spelt: string[] = [];
    for (const path of sources) {
      const source = await readRepoFile(`native/${path}`);
      for (const name of names) if (source.includes(`"${name}"`)) spelt.push(`${path}: "${name}"`);
    }
    expect(spelt).toEqual([]);
  });

  it('the Android build knows every city of packages/core, with its application id, name and website', async () => {
    const buildScript = await readRepoFile('native/android/app/build.gradle.kts');
    const cities = [...buildScript.matchAll(/"([a-z-]+)" to City\("([^"]+)", "([^"]+)", "([^"]+)"\)/g)].map(
      ([, projectId, applicationId, name, websiteUrl]) => ({ projectId, applicationId, name, websiteUrl }),
    );
    expect(cities).toEqual(
      PROJECTS.map((project) => ({
        projectId: project.projectId,
        applicationId: project.androidPackageName,
        name: project.name,
        websiteUrl: project.websiteUrl,
      })),
    );
  });

  it('both open the web app at the spec’s entry route, /app, as their client, with its version', async () => {
    const activity = await readRepoFile('native/android/app/src/main/java/es/transitapp/MainActivity.kt');
    const viewController = await readRepoFile('native/ios/Transit/WebViewController.swift');
    expect(activity).toContain(`APP_ENTRY_PATH = "${ROUTES.app.path}"`);
    expect(activity).toContain('.appendQueryParameter("client", "android")');
    expect(activity).toContain('.appendQueryParameter("androidClientVersionCode", ');
    expect(viewController).toContain(`appEntryPath = "${ROUTES.app.path}"`);
    expect(viewController).toContain('URLQueryItem(name: "client", value: "ios")');
    expect(viewController).toContain('URLQueryItem(name: "iosClientVersion", ');
    // What the wrappers send reads as their client (spec §2's parameters).
    expect(
      parseAppParams('client=android&androidClientVersionCode=38&packageName=es.transitapp.madrid'),
    ).toMatchObject({
      clientType: 'android',
      androidClientVersionCode: 38,
      packageName: 'es.transitapp.madrid',
    });
    expect(parseAppParams('client=ios&iosClientVersion=2.0.717&iosClientVersionNumber=717')).toMatchObject({
      clientType: 'ios',
      iosClientVersion: '2.0.717',
      iosClientVersionNumber: 717,
    });
  });

  it('the Android build’s version code opens every gated feature it implements (spec §5: status-bar colours at 38)', async () => {
    const buildScript = await readRepoFile('native/android/app/build.gradle.kts');
    const versionCode = Number(/versionCode = (\d+)/.exec(buildScript)?.[1]);
    expect(versionCode).toBeGreaterThanOrEqual(Math.max(...Object.values(ANDROID_VERSION_GATES)));
  });
});
