import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { channels, events } from './src/shared/ipc-contract'

/**
 * The contract's channel and event names, written into the preload where it names them (src/preload/names.d.ts):
 * the contract is the one list, and the preload, which must not bundle zod, gets it here at build time.
 */
export const preloadNames = {
  __SITETRAY_CHANNELS__: JSON.stringify(Object.keys(channels)),
  __SITETRAY_EVENTS__: JSON.stringify(Object.keys(events)),
}

// electron-vite 6 presets (see node_modules/electron-vite/dist): entries default to
// src/{main,preload}/index.ts and src/renderer/index.html, output to out/{main,preload,renderer},
// and `build.externalizeDeps` is on by default (every package.json "dependencies" entry,
// e.g. keytar's native module, stays a runtime require). package.json has no "type": "module",
// so main and preload build as CommonJS.
/** A language's catalog (src/shared/i18n/catalogs/<tag>/index.ts), which the window loads only when it is shown. */
const CATALOG_ENTRY = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogs[\\/]([^\\/]+)[\\/]index\.ts$/

export default defineConfig({
  main: {
    build: {
      // Explicit, so nobody switches it off by accident: keytar must be loaded from node_modules.
      externalizeDeps: true,
      lib: { entry: resolve(__dirname, 'src/main/index.ts'), formats: ['cjs'] },
    },
  },
  preload: {
    define: preloadNames,
    build: {
      // The renderer is sandboxed: a sandboxed preload can only require('electron') and a few
      // polyfilled built-ins, so every other import has to be bundled into the single file.
      externalizeDeps: false,
      lib: { entry: resolve(__dirname, 'src/preload/index.ts'), formats: ['cjs'] },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    // Every `zod` the window imports is zod with its code generation off, whichever chunk the importer lands in:
    // zod probes for eval (new Function) as a schema is built, and the window's CSP reports the probe
    // (src/renderer/src/zod-config.ts). So no module needs to import the configuration first, and zod stays out of the
    // window's first bundle, which builds no schema.
    resolve: { alias: [{ find: /^zod$/, replacement: resolve(__dirname, 'src/renderer/src/zod-config.ts') }] },
    build: {
      // electron-vite leaves the renderer unminified: minified, the window has half the script to
      // read and compile each time it opens.
      minify: true,
      rolldownOptions: {
        input: resolve(__dirname, 'src/renderer/index.html'),
        output: {
          // zod and the module that turns its code generation off in one chunk, loaded with the first view that needs it.
          codeSplitting: {
            groups: [
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]renderer[\\/]src[\\/]zod-config\.ts$/ },
            ],
          },
          // Each language in a chunk of its own, named for it, apart from the chunks of code: what the bundle
          // benchmark and test/build/language-chunks.test.ts tell apart from the first bundle.
          chunkFileNames: (chunk) => {
            const language = chunk.facadeModuleId && CATALOG_ENTRY.exec(chunk.facadeModuleId)?.[1]
            return language ? `assets/languages/${language}-[hash].js` : 'assets/[name]-[hash].js'
          },
        },
      },
    },
    plugins: [vue()],
    // vue-i18n's build flags: Composition mode only, no devtools hooks in the shipped window.
    define: {
      __VUE_I18N_FULL_INSTALL__: true,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
    },
  },
})
