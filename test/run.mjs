// `npm test`: vitest, inside a private D-Bus session with a throwaway, unlocked GNOME keyring when
// this machine has them (Linux with dbus and gnome-keyring installed). The keychain tests and the
// end-to-end tests then use a real Secret Service without touching the user's own keyring.
// Elsewhere vitest runs as it is; the keychain tests say why they skip (and fail under CI=true).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const args = process.argv.slice(2)
const vitest = [process.execPath, join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args]

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

function exit(result) {
  if (result.error) {
    console.error(result.error.message)
    process.exit(1)
  }
  process.exit(result.status ?? 1)
}

if (process.env.SITETRAY_TEST_KEYRING === 'ready' || process.platform !== 'linux' || !has('dbus-run-session') || !has('gnome-keyring-daemon')) {
  exit(spawnSync(vitest[0], vitest.slice(1), { stdio: 'inherit' }))
}

// The keyring lives in a temporary data folder, so that the user's login keyring is never opened or changed.
const keyringHome = mkdtempSync(join(tmpdir(), 'sitetray-keyring-'))
const script = 'printf sitetray-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"'
const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script, 'sh', ...vitest], {
  stdio: 'inherit',
  env: { ...process.env, XDG_DATA_HOME: keyringHome, SITETRAY_TEST_KEYRING: 'ready' },
})
rmSync(keyringHome, { recursive: true, force: true })
exit(result)
