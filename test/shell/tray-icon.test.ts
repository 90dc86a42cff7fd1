/** Each platform gets the tray image its desktop expects, and every image the spec names exists. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { trayIconSpec } from '../../src/main/tray/icon'

const TRAY_DIR = join(__dirname, '../../build/tray')

describe('trayIconSpec', () => {
  it('macOS: a template image at 1x and 2x, tinted by the menu bar', () => {
    expect(trayIconSpec('darwin', false)).toEqual({
      template: true,
      representations: [
        { scaleFactor: 1, file: 'template-normal-16.png' },
        { scaleFactor: 2, file: 'template-normal-32.png' },
      ],
    })
  })

  it('Windows: a coloured image for every display scale from 100 % to 300 %', () => {
    const spec = trayIconSpec('win32', true)
    expect(spec.template).toBe(false)
    expect(spec.representations.map((representation) => representation.scaleFactor)).toEqual([1, 1.25, 1.5, 2, 3])
    expect(spec.representations.every((representation) => representation.file.startsWith('colour-attention-'))).toBe(true)
  })

  it('Linux: a coloured 24 px image, the height of an AppIndicator panel', () => {
    expect(trayIconSpec('linux', false).representations[0]).toEqual({ scaleFactor: 1, file: 'colour-normal-24.png' })
  })

  it.each(['darwin', 'win32', 'linux'] as const)('%s: every image it names is in build/tray', (platform) => {
    for (const attention of [false, true]) for (const { file } of trayIconSpec(platform, attention).representations) expect(existsSync(join(TRAY_DIR, file)), file).toBe(true)
  })
})
