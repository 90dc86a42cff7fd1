// Runs before `npm start` and `npm run dev`. Electron 45 no longer downloads its binary during
// `npm install`; electron-vite only looks for a downloaded one and stops with "Electron uninstall".
// This makes sure the binary is there by running Electron's own installer, and when the download
// fails it says what failed and how to get past it, instead of electron-vite's two words.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Whether the electron package's binary is downloaded and matches its version (as its installer decides). */
export function isElectronInstalled(electronDir) {
  try {
    const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
    const installed = readFileSync(join(electronDir, 'dist', 'version'), 'utf8')
      .trim()
      .replace(/^v/, '')
    const executable = readFileSync(join(electronDir, 'path.txt'), 'utf8').trim()
    return installed === version && executable !== '' && existsSync(join(electronDir, 'dist', executable))
  } catch {
    return false
  }
}

/**
 * Electron's installer (the package's `install-electron` command), run with this Node. Its error
 * output is kept rather than shown: a stack trace would bury the one message that matters.
 */
export function runElectronInstaller(electronDir) {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  })
  return { status: result.status, error: result.error?.message ?? null, output: result.stderr ?? '' }
}

/** The line of the installer's output that names the failure, e.g. "TypeError: fetch failed" or "HTTPError: … 404". */
export function failureCause(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
  return lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? null
}

export function failureMessage({ version, status, error, output = '', nodeVersion, env }) {
  const cause = failureCause(output)
  const what = error
    ? `the installer could not run (${error})`
    : cause
      ? `the download failed (${cause})`
      : `the installer stopped with exit code ${status}`
  const lines = [
    '',
    `SiteTray could not download Electron ${version}, which \`npm start\` and \`npm run dev\` need: ${what}.`,
    '',
    'Electron downloads its binary from GitHub on first use. If this computer reaches the internet',
    'through a proxy or a mirror, tell the download about it and try again:',
    '  - a mirror:  ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm start',
    '  - a proxy:   set HTTPS_PROXY (and HTTP_PROXY), plus ELECTRON_GET_USE_PROXY=1',
    '  - to retry the download on its own:  npx install-electron',
  ]
  if (env.ELECTRON_MIRROR)
    lines.push(`(ELECTRON_MIRROR is set to ${env.ELECTRON_MIRROR}: check that it serves Electron ${version}.)`)
  const [major, minor] = nodeVersion.split('.').map(Number)
  if (major < 22 || (major === 22 && minor < 12))
    lines.push(`Electron's downloader supports Node 22.12 or later; this is Node ${nodeVersion}.`)
  lines.push('')
  return lines.join('\n')
}

/** 0 when Electron is ready to start; 1, with the message on stderr, when it cannot be. */
export function ensureElectron({
  electronDir,
  install = runElectronInstaller,
  log = console.error,
  env = process.env,
  nodeVersion = process.versions.node,
}) {
  if (isElectronInstalled(electronDir)) return 0
  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
  log(`Electron ${version} is not downloaded yet: downloading it now (once, about 100 MB)…`)
  const result = install(electronDir)
  if (result.status === 0 && !result.error && isElectronInstalled(electronDir)) return 0
  log(failureMessage({ version, status: result.status, error: result.error, output: result.output, nodeVersion, env }))
  return 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const require = createRequire(import.meta.url)
  process.exitCode = ensureElectron({ electronDir: dirname(require.resolve('electron/package.json')) })
}
