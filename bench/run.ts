/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after
 * the other, so that one benchmark's heap and timers do not skew the next.
 * Each prints its own figures; this only reports which ones failed.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
// @ts-expect-error -- a plain .mjs helper without type declarations
import { runWithPrivateKeyring } from '../test/keyring.mjs'

const dir = __dirname
const only = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n# ${file}`)
  // The app benchmarks run the built app, whose keys go to the real keychain: a private one here.
  const status = (runWithPrivateKeyring as (argv: string[]) => number)([process.execPath, '--import', 'tsx', '--expose-gc', join(dir, file)])
  if (status !== 0) {
    failed += 1
    console.log(`! ${file} failed (exit ${status})`)
  }
}
if (files.length === 0) console.log('No benchmark matched.')
process.exit(failed === 0 ? 0 : 1)
