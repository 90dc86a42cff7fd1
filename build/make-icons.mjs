// `npm run icons`: every icon SiteTray ships, rendered from one drawing, build/icon.svg.
//
//   icon.icns                 macOS app icon (16…1024 px, @1x and @2x)
//   icon.ico                  Windows app icon: 16, 20, 24, 32, 40, 48, 64, 128, 256 px
//   icons/NxN.png             Linux app icons, 16…512 px (electron-builder installs them in hicolor)
//   tray/template-*-{16,32}.png            macOS menu bar: black with alpha, 1x and 2x (tinted by macOS)
//   tray/colour-*-{16,20,24,32,48}.png     Windows and Linux, one per display scale
//   tray/colour-{normal,attention}.ico     Windows tray: 16, 20, 24, 32, 40, 48, 64 px in one file
//
// Each size is rendered from the drawing itself by resvg (@resvg/resvg-js: the Rust SVG renderer,
// prebuilt for every platform, no system libraries), not scaled down from a large bitmap, so small
// sizes stay sharp. png-to-ico packs given PNGs into an .ico at exactly those sizes (32-bit entries
// with alpha, what Windows reads best below 256 px); png2icons writes the .icns from the 1024 px
// rendering. The files are committed: packaging and CI never run this.
//
// Run: npm run icons [-- <output folder>]   (default: this folder)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import pngToIco from 'png-to-ico'
import png2icons from 'png2icons'

const BUILD_DIR = dirname(fileURLToPath(import.meta.url))
export const SOURCE = join(BUILD_DIR, 'icon.svg')

export const LINUX_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]
export const APP_ICO_SIZES = [16, 20, 24, 32, 40, 48, 64, 128, 256]
export const TRAY_ICO_SIZES = [16, 20, 24, 32, 40, 48, 64]
export const TRAY_TEMPLATE_SIZES = [16, 32]
export const TRAY_COLOUR_SIZES = [16, 20, 24, 32, 48]

/** The tray chart's colours: black for macOS templates; a blue and an orange readable on light and dark panels. */
const TRAY_PALETTES = {
  template: { bars: '#000000', dot: '#000000' },
  colour: { bars: '#2563eb', dot: '#ea580c' },
}

/** The drawing with a style sheet appended that picks what shows (later rules win over the drawing's own). */
function variant(svg, css) {
  return svg.replace('</svg>', `<style>${css}</style></svg>`)
}

const APP_ICON_CSS = ''

function trayCss(palette, attention) {
  const { bars, dot } = TRAY_PALETTES[palette]
  return [
    '#app-icon { display: none }',
    '#tray-icon { display: inline }',
    `#tray-chart { fill: ${bars}; color: ${dot} }`,
    attention ? '#attention-dot, #attention-gap { display: inline }' : '',
  ].join('\n')
}

function render(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng()
}

/** Every icon file, by its path relative to the build folder. */
export async function renderIcons(source = readFileSync(SOURCE, 'utf8')) {
  const files = new Map()
  const appIcon = variant(source, APP_ICON_CSS)

  for (const size of LINUX_ICON_SIZES) files.set(`icons/${size}x${size}.png`, render(appIcon, size))
  files.set('icon.ico', await pngToIco(APP_ICO_SIZES.map((size) => render(appIcon, size))))
  const icns = png2icons.createICNS(render(appIcon, 1024), png2icons.BICUBIC2, 0)
  if (!icns) throw new Error('png2icons could not write icon.icns')
  files.set('icon.icns', icns)

  for (const attention of [false, true]) {
    const state = attention ? 'attention' : 'normal'
    const template = variant(source, trayCss('template', attention))
    const colour = variant(source, trayCss('colour', attention))
    for (const size of TRAY_TEMPLATE_SIZES) files.set(`tray/template-${state}-${size}.png`, render(template, size))
    for (const size of TRAY_COLOUR_SIZES) files.set(`tray/colour-${state}-${size}.png`, render(colour, size))
    files.set(`tray/colour-${state}.ico`, await pngToIco(TRAY_ICO_SIZES.map((size) => render(colour, size))))
  }
  return files
}

export async function writeIcons(outDir = BUILD_DIR) {
  const files = await renderIcons()
  for (const [path, data] of files) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true })
    writeFileSync(join(outDir, path), data)
  }
  return [...files.keys()]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeIcons(process.argv[2] ?? BUILD_DIR)
  console.log(`Wrote ${written.length} icon files from build/icon.svg.`)
}
