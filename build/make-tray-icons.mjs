// Writes the placeholder tray icons (a three-bar chart) as macOS-style template images: black
// with alpha, 16×16 and 32×32 (@2x). Run: node build/make-tray-icons.mjs
import { writeFileSync } from 'node:fs'
import { deflateSync, crc32 } from 'node:zlib'

/** Bars on a 16-unit grid: [x0, x1) × [y0, 15). */
const BARS = [
  [1, 5, 9],
  [6, 10, 5],
  [11, 15, 1],
]

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function trayPng(scale) {
  const size = 16 * scale
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4) // filter byte 0, then RGBA (black, alpha on bars)
    for (let x = 0; x < size; x++) {
      const on = BARS.some(([x0, x1, y0]) => x >= x0 * scale && x < x1 * scale && y >= y0 * scale && y < 15 * scale)
      row[1 + x * 4 + 3] = on ? 255 : 0
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

const dir = new URL('./', import.meta.url)
writeFileSync(new URL('trayTemplate.png', dir), trayPng(1))
writeFileSync(new URL('trayTemplate@2x.png', dir), trayPng(2))
