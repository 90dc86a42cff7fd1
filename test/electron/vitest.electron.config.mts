// Real Electron, driven by Playwright (test/electron/): run by .github/workflows/ci.yml on each
// platform's runner after `install-electron`, `electron-builder install-app-deps`, a build and
// `electron-builder --dir`. Not part of `npm test`: Electron cannot run there (vitest.config.mts).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/electron/**/*.electron.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One Electron at a time: each journey starts its own.
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})
