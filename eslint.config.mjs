// ESLint flat config: correctness rules only. Formatting and style are not linted.
import { defineConfig, globalIgnores } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import vueParser from 'vue-eslint-parser'
import globals from 'globals'

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'coverage/'], 'sitetray/ignores'),

  js.configs.recommended,
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],

  {
    name: 'sitetray/vue',
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: {
        parser: tseslint.parser,
        extraFileExtensions: ['.vue'],
        sourceType: 'module',
      },
    },
    // flat/recommended includes layout rules (indentation, attribute wrapping…): not linted here.
    rules: pluginVue.configs['no-layout-rules'].rules,
  },

  // Globals per process: Node for main, preload, tests and configs; the browser for the renderer;
  // only what both share for src/shared, which must run in either.
  {
    name: 'sitetray/globals-node',
    files: ['src/main/**', 'src/preload/**', 'test/**', 'bench/**', 'build/**', '*.config.{ts,mts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'sitetray/globals-browser',
    files: ['src/renderer/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'sitetray/globals-shared',
    files: ['src/shared/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },

  {
    name: 'sitetray/rules',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A promise nobody awaits, returns or marks with `void` loses its rejection: an edit that
    // failed to reach the disk would pass unnoticed. Needs type information, so TypeScript files only.
    name: 'sitetray/promises',
    files: ['**/*.ts', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The same in the window's components: a dropped promise there loses an IPC failure.
    name: 'sitetray/vue-promises',
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { projectService: true, extraFileExtensions: ['.vue'], tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // In the state layer not even `void` may drop a promise: background work goes through
    // inBackground (src/main/sync/timer.ts), which reports a failure nobody handled.
    name: 'sitetray/state-promises',
    files: ['src/main/sync/**/*.ts', 'src/main/services/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // App code reports through console.warn/error only; a console.log is a debugging leftover.
    name: 'sitetray/console',
    files: ['src/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // The sandbox CLI prints the address and the demo key for the user.
    name: 'sitetray/cli',
    files: ['src/main/sandbox/cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
