// `npm run screenshots` (take-pictures.ts): the picture walks alone, not part of `npm test`, one
// app and Chromium at a time.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['test/e2e/pictures/take-pictures.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    // The last hook checks the docs against the pictures once they are all taken.
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
})
