// ESLint flat config: correctness rules only. Formatting and style are not linted.
import { defineConfig, globalIgnores } from 'eslint/config'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import vueParser from 'vue-eslint-parser'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'

/** The window's layers below its entry, top to bottom (docs/architecture.md, "Window"). */
const WINDOW_PARTS = [
  'window-router',
  'window-features',
  'window-ui',
  'window-composables',
  'window-data',
  'window-stores',
  'window-lib',
]

/**
 * The layers of src/ (docs/architecture.md, "Layers"), each allowed to import
 * only itself and the layers listed: `shared` imports nothing outside itself;
 * nothing below the Electron glue imports the glue, the services, or anything
 * above it; only the glue and the preload import `electron`.
 */
const LAYERS = {
  shared: { pattern: 'src/shared', imports: [] },
  preload: { pattern: 'src/preload', imports: ['shared'] },
  // The window (docs/architecture.md, "Window"): views and components → composables (window-wide, and each feature's)
  // → the data layer and stores → lib. Only the data layer reaches main; stores keep the window's own state and never
  // main's data; a .vue file takes props or composables, never a store or the data layer (`window-vue` below). Its
  // router's route types (router/routes.ts, a file category below) are lib: stores name places with them.
  'window-lib': { pattern: 'src/renderer/src/lib', imports: ['shared'] },
  'window-data': { pattern: 'src/renderer/src/data', imports: ['window-lib', 'shared'] },
  'window-stores': { pattern: 'src/renderer/src/stores', imports: ['window-lib', 'shared'] },
  'window-composables': {
    pattern: 'src/renderer/src/composables',
    imports: ['window-features', 'window-data', 'window-stores', 'window-lib', 'shared'],
  },
  /** The parts every view shares: fields, dialogs, icons, the header. */
  'window-ui': { pattern: 'src/renderer/src/components', imports: ['window-composables', 'window-lib', 'shared'] },
  /** A feature's views, components and composables, in one folder each. */
  'window-features': {
    pattern: 'src/renderer/src/features',
    imports: ['window-ui', 'window-composables', 'window-data', 'window-stores', 'window-lib', 'shared'],
  },
  /** The places the window can show, and the view each shows. */
  'window-router': {
    pattern: 'src/renderer/src/router',
    imports: ['window-features', 'window-ui', 'window-composables', 'window-lib', 'shared'],
  },
  /** The rest of the window: its entry and the data layer's installation, over every layer. */
  renderer: {
    pattern: 'src/renderer',
    imports: [...WINDOW_PARTS, 'shared'],
  },
  base: { pattern: 'src/main/base', imports: ['shared'] },
  storage: { pattern: 'src/main/storage', imports: ['base', 'shared'] },
  api: { pattern: 'src/main/api', imports: ['base', 'shared'] },
  scheduler: { pattern: 'src/main/scheduler', imports: ['api', 'base', 'shared'] },
  sandbox: { pattern: 'src/main/sandbox', imports: ['base', 'shared'] },
  accounts: { pattern: 'src/main/accounts', imports: ['api', 'storage', 'base', 'shared'] },
  mirror: { pattern: 'src/main/mirror', imports: ['storage', 'base', 'shared'] },
  sync: { pattern: 'src/main/sync', imports: ['mirror', 'scheduler', 'api', 'base', 'shared'] },
  stats: { pattern: 'src/main/stats', imports: ['mirror', 'scheduler', 'api', 'storage', 'base', 'shared'] },
  /** The tracking code's installation check (reads a website's home page through the api's fetch). */
  tracking: { pattern: 'src/main/tracking', imports: ['api', 'base', 'shared'] },
  services: {
    pattern: 'src/main/services',
    imports: [
      'tracking',
      'sync',
      'stats',
      'mirror',
      'accounts',
      'scheduler',
      'api',
      'sandbox',
      'storage',
      'base',
      'shared',
    ],
  },
  settings: { pattern: 'src/main/settings', imports: ['storage', 'base', 'shared'] },
  /** SiteTray's own updates: plain Node around electron-updater, handed the app's parts by the glue. */
  update: { pattern: 'src/main/update', imports: ['base', 'shared'] },
  glue: {
    pattern: ['src/main/shell', 'src/main/window', 'src/main/tray', 'src/main/lifecycle', 'src/main/ipc'],
    imports: [
      'services',
      'tracking',
      'settings',
      'update',
      'sync',
      'stats',
      'mirror',
      'accounts',
      'scheduler',
      'api',
      'sandbox',
      'storage',
      'base',
      'shared',
    ],
  },
}
/** Only these may import Electron; everything else in src/main runs in plain Node and is tested for real. */
const WINDOW_LAYERS = ['renderer', ...WINDOW_PARTS]
const ELECTRON_LAYERS = ['glue', 'preload']

/**
 * The variant is decided in one place (docs/architecture.md, "The variant profile"): outside
 * src/shared/variant-profile.ts and the sandbox (which serves both), nothing compares with 'A' or
 * 'B' or reads the capabilities table by variant — ask profileOf(variant).
 */
const VARIANT_BRANCHES = [
  {
    selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^[AB]$/]',
    message: "Ask the variant's profile (src/shared/variant-profile.ts) instead of comparing with 'A' or 'B'.",
  },
  {
    selector: 'SwitchCase[test.value=/^[AB]$/]',
    message: "Ask the variant's profile (src/shared/variant-profile.ts) instead of a case per variant.",
  },
  {
    selector: "MemberExpression[computed=true][object.name='CAPABILITIES']",
    message: 'Read what a variant can do through profileOf (src/shared/variant-profile.ts).',
  },
]
/** The variant's rule on its own, so that a test can lint a branch on the letter with it (test/shared/variant-profile.test.ts). */
export const variantProfile = {
  name: 'sitetray/variant-profile',
  files: ['src/**/*.{ts,vue}'],
  ignores: ['src/shared/variant-profile.ts', 'src/main/sandbox/**'],
  rules: { 'no-restricted-syntax': ['error', ...VARIANT_BRANCHES] },
}

/** The layering rule on its own, so that a test can lint a deliberate upward import with it (test/shared/layering.test.ts). */
export const layering = {
  name: 'sitetray/layering',
  files: ['src/**/*.{ts,vue}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': Object.entries(LAYERS).flatMap(([type, layer]) =>
      [layer.pattern].flat().map((pattern) => ({ type, pattern })),
    ),
    // src/main/index.ts, the app's lifecycle, is glue too: a file, so a file category rather than an element.
    'boundaries/files': [
      { category: 'glue', pattern: 'src/main/index.ts' },
      { category: 'window-routes', pattern: 'src/renderer/src/router/routes.ts' },
      // Views and components, wherever they are (a feature's folder, components/, the app itself).
      { category: 'window-vue', pattern: 'src/renderer/**/*.vue' },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.vue', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Packages too, so that Electron can be kept to the glue.
        checkAllOrigins: true,
        policies: [
          ...Object.entries(LAYERS).map(([type, layer]) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...layer.imports] } } } },
          })),
          {
            from: { file: { categories: { anyOf: ['glue'] } } },
            allow: { to: { element: { types: { anyOf: ['glue', ...LAYERS.glue.imports] } } } },
          },
          // The route types are the window's lib, in its router's folder: every part of the window may name places.
          {
            from: { element: { types: { anyOf: WINDOW_LAYERS } } },
            allow: { to: { file: { categories: { anyOf: ['window-routes'] } } } },
          },
          // A view or component takes props or composables: what it shows of main's data and of the window's state
          // comes through one, never from a store or the data layer directly.
          {
            from: { file: { categories: { anyOf: ['window-vue'] } } },
            disallow: { to: { element: { types: { anyOf: ['window-stores', 'window-data'] } } } },
          },
          // Packages are not layers: any layer may use them, except Electron, which only the glue and the preload may.
          { allow: { to: { module: { origin: 'external' } } } },
          { allow: { to: { module: { origin: 'core' } } } },
          {
            from: { element: { types: { noneOf: ELECTRON_LAYERS } } },
            disallow: { to: { module: { origin: 'external', source: 'electron' } } },
          },
        ],
      },
    ],
  },
}

/** Only the data layer touches the preload's object; exported so that a test can lint a file that reaches it elsewhere. */
export const windowBridge = {
  // In the window only the data layer reaches main (data/main-events.ts): no other file touches the preload's object.
  name: 'sitetray/window-bridge',
  files: ['src/renderer/**/*.{ts,vue}'],
  ignores: ['src/renderer/src/data/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[property.name='sitetray']",
        message:
          "Only src/renderer/src/data reaches the bridge: ask main through a feature's composable over data/query.ts.",
      },
      // One rule's options replace an earlier block's: the variant's rule (above) is repeated here.
      ...VARIANT_BRANCHES,
    ],
  },
}

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

  layering,

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
    languageOptions: {
      parserOptions: { projectService: true, extraFileExtensions: ['.vue'], tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // In the state layer not even `void` may drop a promise: background work goes through
    // inBackground (src/main/base/background.ts), which reports a failure nobody handled.
    name: 'sitetray/state-promises',
    files: ['src/main/sync/**/*.ts', 'src/main/services/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // Every word a user reads in the window comes from the catalogs (docs/architecture.md, "Languages"): no text of
    // its own in a template, nor in the attributes a screen reader or a tooltip reads. Symbols and key caps aside.
    name: 'sitetray/words-from-catalogs',
    files: ['src/renderer/**/*.vue'],
    rules: {
      'vue/no-bare-strings-in-template': [
        'error',
        {
          allowlist: [
            '(',
            ')',
            ',',
            '.',
            '&',
            '+',
            '-',
            '=',
            '*',
            '/',
            '#',
            '%',
            '!',
            '?',
            ':',
            '[',
            ']',
            '{',
            '}',
            '<',
            '>',
            '•',
            '|',
            '—',
            '–',
            '…',
            '·',
            '×',
            '→',
            '←',
            '↑',
            '↓',
            '⌘',
            '⇧',
            '⌥',
            '↵',
            '⏎',
            'Esc',
            'SiteTray',
            // Example values a field shows before anything is typed: not words.
            'example.com',
            'utm_source',
            '203.0.113.7',
          ],
          attributes: {
            '/.+/': [
              'title',
              'aria-label',
              'aria-placeholder',
              'aria-roledescription',
              'aria-valuetext',
              'placeholder',
              'alt',
            ],
            input: ['placeholder'],
            img: ['alt'],
          },
          directives: ['v-text'],
        },
      ],
    },
  },
  variantProfile,
  windowBridge,
  {
    // App code reports through console.warn/error only; a console.log is a debugging leftover.
    name: 'sitetray/console',
    files: ['src/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // Below the Electron glue every line of the log goes through the tagged logger (src/main/base/log.ts).
    name: 'sitetray/logger',
    files: [
      'src/main/{services,sync,mirror,storage,accounts,api,scheduler,sandbox,ipc,settings}/**/*.ts',
      'src/main/window/state.ts',
    ],
    rules: { 'no-console': 'error' },
  },
  {
    // The sandbox CLI prints the address and the demo key for the user.
    name: 'sitetray/cli',
    files: ['src/main/sandbox/cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
