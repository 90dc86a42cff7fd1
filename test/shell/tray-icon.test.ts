/** Each platform gets the tray image its desktop expects, and every image the spec names exists. */
import { existsSync, readFileSync } from 'node:fs'
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

  it('Windows: one .ico, whose entries cover every display scale from 100 % to 400 % (its tray uses only the 1× bitmap of anything else)', () => {
    expect(trayIconSpec('win32', true)).toEqual({
      template: false,
      representations: [{ scaleFactor: 1, file: 'colour-attention.ico' }],
    })
    for (const state of ['normal', 'attention']) {
      const ico = readFileSync(join(TRAY_DIR, `colour-${state}.ico`))
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
      const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
        const entry = 6 + index * 16
        const data = ico.subarray(
          ico.readUInt32LE(entry + 12),
          ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
        )
        // Each entry is drawn at its own size: a PNG (its IHDR's width and height) or a 32-bit bitmap
        // with alpha (its BITMAPINFOHEADER's width, and height counting the mask's rows too).
        const drawn =
          data.subarray(1, 4).toString('ascii') === 'PNG'
            ? [data.readUInt32BE(16), data.readUInt32BE(20)]
            : [data.readInt32LE(4), data.readInt32LE(8) / 2, data.readUInt16LE(14)]
        expect(drawn).toEqual(drawn.length === 2 ? [ico[entry], ico[entry + 1]] : [ico[entry], ico[entry + 1], 32])
        return ico[entry]
      })
      expect(sizes).toEqual([16, 20, 24, 32, 40, 48, 64])
    }
  })

  it('Linux: a coloured 24 px image, the height of an AppIndicator panel', () => {
    expect(trayIconSpec('linux', false).representations[0]).toEqual({ scaleFactor: 1, file: 'colour-normal-24.png' })
  })

  it.each(['darwin', 'win32', 'linux'] as const)('%s: every image it names is in build/tray', (platform) => {
    for (const attention of [false, true])
      for (const { file } of trayIconSpec(platform, attention).representations)
        expect(existsSync(join(TRAY_DIR, file)), file).toBe(true)
  })
})
