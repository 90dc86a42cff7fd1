/**
 * Every view of the window in both themes, as PNGs for a human to look at:
 *   npx tsx test/renderer/screenshots.ts [outDir]    (default /tmp/window-shots)
 *   SHOT=05-websites LANGUAGE=ar npx tsx test/renderer/screenshots.ts /tmp/window-shots   (one view, in Arabic)
 * Not a test: it asserts nothing beyond finding what it clicks. The docs' pictures come from the built app
 * instead (`npm run screenshots`, docs/testing.md): only that command writes docs/screenshots.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startHarness } from './harness'
import { isLanguage } from '../../src/shared/i18n'
import { SHOTS, showLanguageIn } from './views'

const outDir = process.argv[2] ?? '/tmp/window-shots'

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const harness = await startHarness()
  const only = process.env.SHOT
  const language = isLanguage(process.env.LANGUAGE) ? process.env.LANGUAGE : null
  try {
    for (const scheme of ['light', 'dark'] as const) {
      for (const shot of SHOTS) {
        if (only && !shot.name.includes(only)) continue
        const window = await harness.open(shot.seed, { colorScheme: scheme, ...shot.size })
        try {
          await window.page.locator('.shell').waitFor()
          await window.page.getByText('Starting SiteTray…').waitFor({ state: 'detached' })
          await shot.act?.(window)
          if (language) await showLanguageIn(window, shot.seed, language)
          // Let focus rings and transitions settle into their final paint.
          await window.page.evaluate(() => {
            const frame = (globalThis as unknown as { requestAnimationFrame(callback: () => void): void })
              .requestAnimationFrame
            return new Promise<void>((done) => frame(() => frame(done)))
          })
          const file = join(outDir, `${shot.name}${language ? `-${language}` : ''}-${scheme}.png`)
          await window.page.screenshot({ path: file })
          const violations = await window.violations()
          console.log(file, violations.length ? `VIOLATIONS: ${violations.join('; ')}` : '')
        } finally {
          await window.close()
        }
      }
    }
  } finally {
    await harness.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
