import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/electron drives real Electron, whose binary cannot run here: CI runs it on each
    // platform (.github/workflows/ci.yml, test/electron/vitest.electron.config.mts). The same
    // journeys run here in the stand-in (test/journeys/standin.test.ts).
    exclude: [...configDefaults.exclude, 'test/electron/**'],
    environment: 'node',
    // Suites start real loopback servers; two cores, so keep parallelism modest.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // expect.poll waits for what a user would wait for (a refresh, a page drawn): its 1 s default
    // is shorter than a busy two-core machine sometimes takes.
    expect: { poll: { timeout: 30_000 } },
  },
})
