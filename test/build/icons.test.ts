/**
 * The icons SiteTray ships: every file at the sizes each system asks for, read from the files'
 * own headers, and all of them what `npm run icons` renders from build/icon.svg today (a changed
 * drawing whose icons were not regenerated fails here).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script with no type declarations; typed just below
import * as makeIcons from '../../build/make-icons.mjs'
import { icnsChunks, icoEntries, pngPixels, pngSize } from './icon-files'

const { APP_ICO_SIZES, LINUX_ICON_SIZES, renderIcons, TRAY_COLOUR_SIZES, TRAY_ICO_SIZES, TRAY_TEMPLATE_SIZES } =
  makeIcons as {
    APP_ICO_SIZES: number[]
    LINUX_ICON_SIZES: number[]
    TRAY_ICO_SIZES: number[]
    TRAY_TEMPLATE_SIZES: number[]
    TRAY_COLOUR_SIZES: number[]
    /** Every icon file, by its path relative to build/. */
    renderIcons(): Promise<Map<string, Buffer>>
  }

const BUILD = join(__dirname, '..', '..', 'build')
const file = (path: string): Buffer => readFileSync(join(BUILD, path))
const square = (size: number) => ({ width: size, height: size })

describe('the app icon', () => {
  it('macOS: an .icns with every size from 16 to 1024 px, @1x and @2x', () => {
    const chunks = icnsChunks(file('icon.icns'))
    // Apple's PNG icon types and the size of the image each must hold.
    expect(Object.fromEntries([...chunks].filter(([, size]) => size !== null))).toEqual({
      ic11: 32,
      ic12: 64,
      ic07: 128,
      ic13: 256,
      ic08: 256,
      ic14: 512,
      ic09: 512,
      ic10: 1024,
    })
  })

  it('Windows: an .ico of 16 to 256 px, each entry a 32-bit image with alpha', () => {
    const entries = icoEntries(file('icon.ico'))
    expect(entries.map((entry) => entry.width)).toEqual([16, 20, 24, 32, 40, 48, 64, 128, 256])
    expect(entries.map((entry) => entry.width)).toEqual(APP_ICO_SIZES)
    for (const entry of entries) {
      expect([entry.imageWidth, entry.imageHeight]).toEqual([entry.width, entry.height])
      expect(entry.bitsPerPixel).toBe(32)
      expect(entry.opaquePixels).toBeGreaterThan(entry.width * entry.height * 0.5)
    }
  })

  it('Linux: a PNG for every hicolor size from 16 to 512 px', () => {
    expect(LINUX_ICON_SIZES).toEqual([16, 24, 32, 48, 64, 128, 256, 512])
    for (const size of LINUX_ICON_SIZES) expect(pngSize(file(`icons/${size}x${size}.png`))).toEqual(square(size))
  })
})

describe('the tray images', () => {
  const states = ['normal', 'attention'] as const

  it('keep the names and sizes the tray module loads', () => {
    for (const state of states) {
      for (const size of TRAY_TEMPLATE_SIZES)
        expect(pngSize(file(`tray/template-${state}-${size}.png`))).toEqual(square(size))
      for (const size of TRAY_COLOUR_SIZES)
        expect(pngSize(file(`tray/colour-${state}-${size}.png`))).toEqual(square(size))
    }
    expect(TRAY_TEMPLATE_SIZES).toEqual([16, 32])
    expect(TRAY_COLOUR_SIZES).toEqual([16, 20, 24, 32, 48])
  })

  it('macOS templates are black with alpha only, so the menu bar can tint them', () => {
    for (const state of states) {
      const pixels = pngPixels(file(`tray/template-${state}-32.png`))
      let drawn = 0
      for (let offset = 0; offset < pixels.length; offset += 4) {
        if (pixels[offset + 3] === 0) continue
        drawn++
        expect([pixels[offset], pixels[offset + 1], pixels[offset + 2]]).toEqual([0, 0, 0])
      }
      expect(drawn).toBeGreaterThan(100)
    }
  })

  it('Windows: one .ico per state with 16, 20, 24, 32, 40, 48 and 64 px, for every display scale', () => {
    for (const state of states) {
      const entries = icoEntries(file(`tray/colour-${state}.ico`))
      expect(entries.map((entry) => entry.width)).toEqual([16, 20, 24, 32, 40, 48, 64])
      expect(entries.map((entry) => entry.width)).toEqual(TRAY_ICO_SIZES)
      for (const entry of entries) {
        expect([entry.imageWidth, entry.imageHeight, entry.bitsPerPixel]).toEqual([entry.width, entry.height, 32])
        expect(entry.opaquePixels).toBeGreaterThan(0)
      }
    }
  })

  it('the attention image differs from the normal one where the dot is, top right', () => {
    const normal = pngPixels(file('tray/colour-normal-32.png'))
    const attention = pngPixels(file('tray/colour-attention-32.png'))
    const at = (pixels: Buffer, x: number, y: number): number[] => [
      ...pixels.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4),
    ]
    // The dot's centre (12.75, 3.25 on the 16-unit grid) is orange, over what is a blue bar without it.
    expect(at(attention, 25, 6)).toEqual([234, 88, 12, 255])
    expect(at(normal, 25, 6)).toEqual([37, 99, 235, 255])
    // The bottom-left bar is the same in both.
    expect(at(attention, 4, 28)).toEqual(at(normal, 4, 28))
  })
})

describe('npm run icons', () => {
  it('renders exactly the committed files from build/icon.svg', async () => {
    const rendered = await renderIcons()
    expect(rendered.size).toBe(26)
    const stale = [...rendered].filter(([path, data]) => !data.equals(file(path))).map(([path]) => path)
    expect(stale).toEqual([])
  })
})
