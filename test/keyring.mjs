// Runs a command inside a private D-Bus session with a throwaway, unlocked GNOME keyring, when this
// machine has them (Linux with dbus and gnome-keyring installed), so that the real keychain can be
// used without opening or changing the user's own. Elsewhere the command runs as it is.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Runs `argv` (stdio inherited) and returns its exit code. */
export function runWithPrivateKeyring(argv) {
  if (
    process.env.SITETRAY_TEST_KEYRING === 'ready' ||
    process.platform !== 'linux' ||
    !has('dbus-run-session') ||
    !has('gnome-keyring-daemon')
  ) {
    return statusOf(spawnSync(argv[0], argv.slice(1), { stdio: 'inherit' }))
  }
  // The keyring lives in a temporary data folder: the user's login keyring is never opened.
  const keyringHome = mkdtempSync(join(tmpdir(), 'sitetray-keyring-'))
  const script = 'printf sitetray-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"'
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script, 'sh', ...argv], {
    stdio: 'inherit',
    env: { ...process.env, XDG_DATA_HOME: keyringHome, SITETRAY_TEST_KEYRING: 'ready' },
  })
  rmSync(keyringHome, { recursive: true, force: true })
  return statusOf(result)
}

function statusOf(result) {
  if (result.error) {
    console.error(result.error.message)
    return 1
  }
  return result.status ?? 1
}
