import js from '@eslint/js';
import {configs as litConfigs} from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import {configs as wcConfigs} from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'demo/media/',
      'demo/frameworks/build/',
      'custom-elements.json',
      // Scratch space, git-ignored: an interrupted mutation run leaves its sandbox there.
      'tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...litA11y.configs.recommended,
  },
  {
    // One concept a file: a source file past 300 lines (every line counts, as `wc -l` does) holds
    // more than one. Styles are long by nature.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.styles.ts'],
    rules: {'max-lines': ['error', {max: 300, skipBlankLines: false, skipComments: false}]},
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/wait-until.ts'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off', // chai's `expect(x).to.be.true`
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message:
                "Use test/wait-until.ts: @open-wc's 1 s default is too short on a loaded CI.",
            },
          ],
        },
      ],
    },
  },
);
