// @ts-check
import js from '@eslint/js';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './layers.js';

/** What a pure domain package may not touch: the clock, randomness, the network, storage, the DOM, Node. */
const corePurity = /** @type {import('eslint').Linter.Config} */ ({
  files: ['**/packages/core/**/*.ts', '**/packages/network/**/*.ts'],
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
 * The repository's flat config. Each workspace package's eslint.config.js calls this with its own folder.
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
      corePurity,
      prettierRecommended,
    )
  );
}

export default transitConfig;
