// `npm test`: vitest, inside a private D-Bus session with a throwaway, unlocked GNOME keyring where
// the machine has one (test/keyring.mjs): the keychain tests and the end-to-end tests then use a
// real Secret Service without touching the user's keyring. Elsewhere vitest runs as it is; the
// keychain tests say why they skip (and fail under CI=true).
import { join } from 'node:path'
import { runWithPrivateKeyring } from './keyring.mjs'

process.exit(
  runWithPrivateKeyring([
    process.execPath,
    join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    ...process.argv.slice(2),
  ]),
)
