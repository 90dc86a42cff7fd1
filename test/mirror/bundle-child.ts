/**
 * A test's child process bundled once into one plain JavaScript file (vite, already here for the
 * build): started through tsx, each child spent 0.3–0.9 s compiling before it did anything, which
 * was most of a crash test's time. Plain Node starts in under 0.1 s, so more kills fit in less time.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll } from 'vitest'

export const PROJECT_ROOT = resolve(__dirname, '../..')

/** Bundles `source` before the file's tests and removes it after; the result gives the bundle's path. */
export function useBundledChild(source: string): () => string {
  let bundleDir = ''
  const name = `${basename(source, '.ts')}.cjs`
  beforeAll(async () => {
    bundleDir = await mkdtemp(join(tmpdir(), 'sitetray-child-'))
    await build({
      configFile: false,
      logLevel: 'silent',
      root: PROJECT_ROOT,
      // Everything in one file, so the child needs no module resolution and no compiler at start-up.
      ssr: { noExternal: true },
      build: {
        ssr: source,
        outDir: bundleDir,
        emptyOutDir: false,
        minify: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: name } },
      },
    })
  }, 30_000)
  afterAll(async () => {
    if (bundleDir) await rm(bundleDir, { recursive: true, force: true })
  })
  return () => join(bundleDir, name)
}
