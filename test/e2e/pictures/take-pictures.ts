/**
 * `npm run screenshots`: every walk of walks.ts through the built app in the Electron stand-in, in
 * the light and the dark theme and in each of its languages, at the window's real size, each stop
 * saved to docs/screenshots. After a whole run it records what the pictures were made from
 * (manifest.json), removes the pictures no walk makes any more, and fails when the docs link a
 * picture that is not there or a picture is linked from nowhere.
 *
 * Run by vitest with its own config (vitest.pictures.config.mts), so that `npm test` does not take
 * the pictures; `npm run screenshots -- -t demo` takes one walk's (the manifest is then left as it was).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS } from '../../standin/electron/standin'
import { useApp, useSandboxes } from '../support'
import { pictureProblems } from './check'
import { currentHashes, makeManifest, MANIFEST_FILE, PICTURES_DIR, PROJECT_ROOT, type PictureGroup } from './sources'
import { languagesOf, pictureFile, picturesOf, settled, type Theme } from './walk'
import { WALKS } from './walks'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()
const folder = join(PROJECT_ROOT, PICTURES_DIR)
/** The code as it was built for this run: what the manifest will say the pictures show. */
const hashes = currentHashes()
const made = new Map<string, PictureGroup>()

let mockBrowser: Promise<Browser> | undefined
const newPage: Parameters<(typeof WALKS)[number]['start']>[0]['newPage'] = async (size) => {
  mockBrowser ??= import('playwright-core').then(({ chromium }) =>
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  )
  const context = await (await mockBrowser).newContext({ viewport: size, deviceScaleFactor: 1 })
  return context.newPage()
}

for (const walk of WALKS)
  for (const language of languagesOf(walk))
    describe.each(['light', 'dark'] as Theme[])(`${walk.name}, ${language}, %s theme`, (theme) => {
      it('reaches every stop and takes its picture', async () => {
        mkdirSync(folder, { recursive: true })
        const cleanups: Array<() => Promise<void> | void> = []
        try {
          const scene = await walk.start({
            launch,
            dataFolder,
            sandboxes,
            theme,
            language,
            newPage,
            onEnd: (cleanup) => cleanups.push(cleanup),
          })
          for (const stop of walk.stops) {
            await stop.reach(scene).catch(async (error: unknown) => {
              const shown = join(tmpdir(), `sitetray-${pictureFile(stop, language, theme)}`)
              await scene.page.screenshot({ path: shown }).catch(() => undefined)
              throw new Error(`The walk did not reach "${stop.name}" (what the page showed: ${shown})`, {
                cause: error,
              })
            })
            // The pointer rests at the window's edge, where it highlights nothing.
            await scene.page.mouse.move(1, (scene.page.viewportSize()?.height ?? 2) / 2)
            await settled(scene.page)
            const file = pictureFile(stop, language, theme)
            await scene.page.screenshot({ path: join(folder, file), animations: 'disabled', caret: 'hide' })
            made.set(file, walk.group)
          }
        } finally {
          for (const cleanup of cleanups.reverse()) await cleanup()
        }
      }, 300_000)
    })

afterAll(async () => {
  await (await mockBrowser)?.close()
  const expected = WALKS.flatMap(picturesOf)
  if (expected.some((file) => !made.has(file))) {
    console.warn(`Took ${made.size} of ${expected.length} pictures: ${MANIFEST_FILE} is left as it was.`)
    return
  }
  // A picture no walk makes any more shows a view that went: it goes too.
  for (const name of readdirSync(folder))
    if (name.endsWith('.png') && !made.has(name)) {
      rmSync(join(folder, name))
      console.warn(`Removed ${PICTURES_DIR}/${name}: no walk makes it any more.`)
    }
  writeFileSync(
    join(PROJECT_ROOT, MANIFEST_FILE),
    `${JSON.stringify(makeManifest(Object.fromEntries(made), hashes), null, 2)}\n`,
  )
  expect(pictureProblems(hashes), 'the docs and their pictures').toEqual([])
})
