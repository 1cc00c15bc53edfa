// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin, locate } from './layers.js';

/**
 * The files of a workspace package, as `files` patterns for the config of `tsconfigRootDir`: a config's patterns are
 * relative to its own folder, so a package's own config (packages/core/eslint.config.js) sees `src/a.ts`, and a
 * config over the repository or the lint fixtures sees `packages/core/src/a.ts`.
 * @param {string} tsconfigRootDir the folder of the config
 * @param {string} name the folder under packages/
 * @param {string} pattern the files under the package's folder
 * @returns {string[]}
 */
function packageFiles(tsconfigRootDir, name, pattern) {
  const at = locate(path.join(tsconfigRootDir, 'package.json'));
  const isThatPackage = at?.kind === 'packages' && at.name === name;
  return [`**/packages/${name}/${pattern}`, ...(isThatPackage ? [pattern] : [])];
}

/**
 * What a pure domain package may not touch: the clock, randomness, the network, storage, the DOM, Node.
 * @param {string} tsconfigRootDir
 * @returns {import('eslint').Linter.Config}
 */
const corePurity = (tsconfigRootDir) => ({
  files: [
    ...packageFiles(tsconfigRootDir, 'core', '**/*.ts'),
    ...packageFiles(tsconfigRootDir, 'network', '**/*.ts'),
  ],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom', 'fs', 'path', 'http', 'https', 'child_process', 'os'].map((name) => ({
          name,
          message: 'packages/core is pure: no React and no I/O.',
        })),
        patterns: [{ group: ['node:*', 'react/*'], message: 'packages/core is pure: no React and no I/O.' }],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'fetch',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'XMLHttpRequest',
        'process',
      ].map((name) => ({ name, message: 'packages/core is pure: pass what you need in as a parameter.' })),
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'packages/core takes the time as a parameter (nowEpochMs), never Date.now().',
      },
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'packages/core takes the time as a parameter (nowEpochMs), never new Date().',
      },
      {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'packages/core takes randomness as a parameter, never Math.random().',
      },
    ],
  },
});

/**
 * Whether the package in `folder` uses React: its package.json names react among its dependencies of any kind.
 * @param {string} folder
 * @returns {boolean}
 */
export function usesReact(folder) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  } catch {
    return false;
  }
  return ['dependencies', 'devDependencies', 'peerDependencies'].some(
    (field) =>
      typeof manifest?.[field] === 'object' && manifest[field] !== null && 'react' in manifest[field],
  );
}

/** The React Compiler's rules of React (rules-of-hooks, exhaustive-deps, purity, refs…), every one an error. */
const reactHooksRules = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).map((rule) => [rule, 'error']),
);

/**
 * The rules of a package with React: the hooks and the React Compiler's rules (a component renders the same for the
 * same input: no clock, randomness or mutation while rendering), and the accessibility rules of JSX.
 */
const reactRules = /** @type {import('eslint').Linter.Config} */ ({
  files: ['**/*.{ts,tsx}'],
  plugins: { 'react-hooks': reactHooks, ...jsxA11y.configs.recommended.plugins },
  languageOptions: jsxA11y.configs.recommended.languageOptions,
  rules: {
    ...reactHooksRules,
    ...jsxA11y.configs.recommended.rules,
    // Where focus goes on opening is decided where the DOM element is (the kit's SearchField says why it may), not
    // at each use of a component that passes the prop on.
    'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
  },
});

/**
 * The clock read while rendering: the React Compiler's purity rule sees Date.now() in a component, but not new Date(),
 * nor a hook that calls no other hook. Components and hooks read the time from a clock that updates in effects
 * (packages/app's useNow); the time is a prop or a parameter everywhere else.
 */
const clockInRender = /** @type {import('eslint').Linter.Config} */ ({
  files: ['**/*.tsx', '**/use[A-Z]*.ts'],
  // Tests and their helpers set the clock as they need; useNow is the clock.
  ignores: ['**/*.test.{ts,tsx}', '**/test[A-Z]*.{ts,tsx}', '**/*.stories.tsx', '**/useNow.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message:
          'Components and hooks read the time from useNow (a clock that updates in effects), never Date.now().',
      },
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message:
          'Components and hooks read the time from useNow (a clock that updates in effects), never new Date().',
      },
    ],
  },
});

/** What the app reaches only through its platform ports (packages/app/src/platform): the device's storage and location. */
const APP_PORT_MESSAGE =
  'packages/app reaches the device through its platform ports (platform/: storage, location…).';
/**
 * What packages/app reaches only through its platform ports (src/platform): the device's storage and location.
 * @param {string} tsconfigRootDir
 * @returns {import('eslint').Linter.Config}
 */
const appPorts = (tsconfigRootDir) => ({
  files: packageFiles(tsconfigRootDir, 'app', 'src/**/*.{ts,tsx}'),
  ignores: [
    ...packageFiles(tsconfigRootDir, 'app', 'src/platform/**'),
    '**/*.test.{ts,tsx}',
    '**/test[A-Z]*.{ts,tsx}',
  ],
  rules: {
    'no-restricted-globals': [
      'error',
      ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: APP_PORT_MESSAGE })),
    ],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis'].flatMap((object) =>
        ['localStorage', 'sessionStorage'].map((property) => ({
          object,
          property,
          message: APP_PORT_MESSAGE,
        })),
      ),
      ...['geolocation', 'permissions'].map((property) => ({
        object: 'navigator',
        property,
        message: APP_PORT_MESSAGE,
      })),
    ],
  },
});

/**
 * The repository's flat config. Each workspace package's eslint.config.js calls this with its own folder; a package
 * with React gets the React rules too.
 * @param {string} tsconfigRootDir the package folder (import.meta.dirname)
 * @returns {import('eslint').Linter.Config[]}
 */
export function transitConfig(tsconfigRootDir) {
  return /** @type {import('eslint').Linter.Config[]} */ (
    tseslint.config(
      {
        ignores: [
          '**/node_modules/**',
          '**/dist/**',
          '**/coverage/**',
          '**/fixtures/**',
          '**/storybook-static/**',
        ],
      },
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      {
        languageOptions: {
          globals: { ...globals.es2022 },
          parserOptions: { projectService: true, tsconfigRootDir },
        },
        linterOptions: { reportUnusedDisableDirectives: 'error' },
        plugins: { '@transit': layersPlugin },
        rules: {
          '@transit/layers': 'error',
          '@typescript-eslint/no-explicit-any': 'error',
          '@typescript-eslint/consistent-type-imports': 'error',
          '@typescript-eslint/switch-exhaustiveness-check': 'error',
          '@typescript-eslint/no-unused-vars': [
            'error',
            { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
          ],
          eqeqeq: ['error', 'always'],
          'no-console': ['error', { allow: ['warn', 'error'] }],
        },
      },
      {
        files: ['**/*.{js,mjs,cjs}'],
        extends: [tseslint.configs.disableTypeChecked],
        languageOptions: { globals: { ...globals.node } },
      },
      {
        files: ['**/*.test.ts', '**/test/**', '**/bin/**', '**/bench/**', '**/*.config.{ts,js}'],
        rules: { 'no-console': 'off' },
      },
      {
        // Tests hand a fake's vi.fn methods to expect(); a vi.fn never reads `this`.
        files: ['**/*.test.{ts,tsx}'],
        rules: { '@typescript-eslint/unbound-method': 'off' },
      },
      corePurity(tsconfigRootDir),
      appPorts(tsconfigRootDir),
      ...(usesReact(tsconfigRootDir) ? [reactRules, clockInRender] : []),
      prettierRecommended,
    )
  );
}

export default transitConfig;
