// Writes the tray icons (a three-bar chart; with a dot when SiteTray needs the user) into build/tray/:
//   macOS:   template images, black with alpha, 16 px and @2x (the menu bar tints them for light and dark)
//   Windows: coloured, one .ico per state with PNG-compressed entries of 16, 20, 24, 32, 40, 48 and
//            64 px (100 % … 400 %): Electron's Windows tray takes only the 1× bitmap of a
//            multi-representation image, but loads an .ico's own entry for the display's size
//   Linux:   coloured, 24 px and 48 px (AppIndicator panels are 22–24 px high)
//   (The separate coloured PNGs 16–48 px stay for whoever wants one size.)
// Run: node build/make-tray-icons.mjs (no dependencies).
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync, crc32 } from 'node:zlib'

/** Bars on a 16-unit grid: [x0, x1) × [y0, 15). */
const BARS = [
  [1, 5, 9],
  [6, 10, 5],
  [11, 15, 1],
]
/** The attention dot: centre and radius on the same grid, over the tallest bar's corner. */
const DOT = { x: 12.75, y: 3.25, r: 3.25 }
const RING = 1.1

const COLOURS = {
  template: { bar: [0, 0, 0], dot: [0, 0, 0] },
  // Readable on light and dark panels alike: a mid blue, and an orange dot set apart by a transparent gap.
  colour: { bar: [37, 99, 235], dot: [234, 88, 12] },
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** What covers the point (in grid units): 'dot', 'ring', 'bar' or nothing. */
function paintAt(x, y, attention) {
  if (attention) {
    const distance = Math.hypot(x - DOT.x, y - DOT.y)
    if (distance <= DOT.r) return 'dot'
    // A transparent gap around the dot keeps it apart from the bar beneath.
    if (distance <= DOT.r + RING) return 'ring'
  }
  return BARS.some(([x0, x1, y0]) => x >= x0 && x < x1 && y >= y0 && y < 15) ? 'bar' : null
}

function png(size, palette, attention) {
  const unit = 16 / size
  const samples = 4
  const rows = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let px = 0; px < size; px++) {
      // 4×4 supersampling, so the 20 px and 24 px sizes get soft edges rather than uneven bars.
      const sum = [0, 0, 0, 0]
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const paint = paintAt((px + (sx + 0.5) / samples) * unit, (py + (sy + 0.5) / samples) * unit, attention)
          if (paint === null || (paint === 'ring' && !palette.ring)) continue
          const colour = paint === 'bar' ? palette.bar : paint === 'dot' ? palette.dot : palette.ring
          sum[0] += colour[0]
          sum[1] += colour[1]
          sum[2] += colour[2]
          sum[3] += 1
        }
      }
      const covered = sum[3]
      const offset = 1 + px * 4
      if (covered > 0) {
        row[offset] = Math.round(sum[0] / covered)
        row[offset + 1] = Math.round(sum[1] / covered)
        row[offset + 2] = Math.round(sum[2] / covered)
        row[offset + 3] = Math.round((255 * covered) / (samples * samples))
      }
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An .ico holding `pngs` as PNG-compressed entries (Windows Vista and later read them). */
function ico(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  const directory = []
  let offset = 6 + 16 * pngs.length
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16)
    entry[0] = size >= 256 ? 0 : size // width (0 means 256)
    entry[1] = size >= 256 ? 0 : size // height
    entry[2] = 0 // no palette
    entry[3] = 0 // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    directory.push(entry)
    offset += data.length
  }
  return Buffer.concat([header, ...directory, ...pngs.map(({ data }) => data)])
}

const ICO_SIZES = [16, 20, 24, 32, 40, 48, 64]

const dir = new URL('./tray/', import.meta.url)
mkdirSync(dir, { recursive: true })
for (const attention of [false, true]) {
  const state = attention ? 'attention' : 'normal'
  writeFileSync(new URL(`template-${state}-16.png`, dir), png(16, COLOURS.template, attention))
  writeFileSync(new URL(`template-${state}-32.png`, dir), png(32, COLOURS.template, attention))
  for (const size of [16, 20, 24, 32, 48]) writeFileSync(new URL(`colour-${state}-${size}.png`, dir), png(size, COLOURS.colour, attention))
  writeFileSync(new URL(`colour-${state}.ico`, dir), ico(ICO_SIZES.map((size) => ({ size, data: png(size, COLOURS.colour, attention) }))))
}
