// Just enough PNG for nativeImage: read the size, decode to RGBA, encode RGBA.
import { crc32, deflateSync, inflateSync } from 'node:zlib'
import { notImplemented } from './loud'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export interface Rgba {
  width: number
  height: number
  /** width * height * 4 bytes, RGBA, not premultiplied. */
  data: Buffer
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 24 && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(SIGNATURE)
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
}

/** Width and height from the IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!isPng(view) || view.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG image')
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) }
}

interface Chunk {
  type: string
  data: Buffer
}

function chunks(png: Buffer): Chunk[] {
  const list: Chunk[] = []
  let offset = 8
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    list.push({ type, data: png.subarray(offset + 8, offset + 8 + length) })
    offset += 12 + length
    if (type === 'IEND') break
  }
  return list
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  if (pa <= pb && pa <= pc) return a
  return pb <= pc ? b : c
}

/** Decodes a non-interlaced PNG of any colour type to RGBA. */
export function decodePng(bytes: Uint8Array): Rgba {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const { width, height } = pngSize(png)
  const all = chunks(png)
  const ihdr = all[0]!.data
  const depth = ihdr[8]!
  const colorType = ihdr[9]!
  if (ihdr[12] !== 0) notImplemented('nativeImage: decoding interlaced PNG')
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType]
  if (channels === undefined) throw new Error(`PNG colour type ${colorType} is invalid`)
  const palette = all.find((c) => c.type === 'PLTE')?.data
  const transparency = all.find((c) => c.type === 'tRNS')?.data
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  const bitsPerPixel = channels * depth
  const stride = Math.ceil((width * bitsPerPixel) / 8)
  const bpp = Math.max(1, bitsPerPixel >> 3)
  const lines = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const line = lines.subarray(y * stride, (y + 1) * stride)
    const previous = y > 0 ? lines.subarray((y - 1) * stride, y * stride) : undefined
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? line[x - bpp]! : 0
      const b = previous ? previous[x]! : 0
      const c = previous && x >= bpp ? previous[x - bpp]! : 0
      const value = src[x]!
      switch (filter) {
        case 0:
          line[x] = value
          break
        case 1:
          line[x] = value + a
          break
        case 2:
          line[x] = value + b
          break
        case 3:
          line[x] = value + ((a + b) >> 1)
          break
        case 4:
          line[x] = value + paeth(a, b, c)
          break
        default:
          throw new Error(`PNG filter ${filter} is invalid`)
      }
    }
  }
  const sample = (line: Buffer, index: number): number => {
    if (depth === 8) return line[index]!
    if (depth === 16) return line[index * 2]!
    const perByte = 8 / depth
    const byte = line[Math.floor(index / perByte)]!
    const shift = 8 - depth * ((index % perByte) + 1)
    const value = (byte >> shift) & ((1 << depth) - 1)
    return colorType === 3 ? value : Math.round((value * 255) / ((1 << depth) - 1))
  }
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    const line = lines.subarray(y * stride, (y + 1) * stride)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      const s = x * channels
      if (colorType === 3) {
        const i = sample(line, s)
        data[o] = palette?.[i * 3] ?? 0
        data[o + 1] = palette?.[i * 3 + 1] ?? 0
        data[o + 2] = palette?.[i * 3 + 2] ?? 0
        data[o + 3] = transparency?.[i] ?? 255
      } else if (colorType === 0 || colorType === 4) {
        const g = sample(line, s)
        data[o] = data[o + 1] = data[o + 2] = g
        data[o + 3] = colorType === 4 ? sample(line, s + 1) : 255
      } else {
        data[o] = sample(line, s)
        data[o + 1] = sample(line, s + 1)
        data[o + 2] = sample(line, s + 2)
        data[o + 3] = colorType === 6 ? sample(line, s + 3) : 255
      }
    }
  }
  return { width, height, data }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

export function encodePng(image: Rgba): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(image.width, 0)
  ihdr.writeUInt32BE(image.height, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  const stride = image.width * 4
  const raw = Buffer.alloc((stride + 1) * image.height)
  for (let y = 0; y < image.height; y++) image.data.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Nearest-neighbour scaling (the stand-in does not need Skia's filters). */
export function scaleRgba(image: Rgba, width: number, height: number): Rgba {
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor((y * image.height) / height))
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor((x * image.width) / width))
      image.data.copy(data, (y * width + x) * 4, (sy * image.width + sx) * 4, (sy * image.width + sx) * 4 + 4)
    }
  }
  return { width, height, data }
}

export function cropRgba(image: Rgba, rect: { x: number; y: number; width: number; height: number }): Rgba {
  const x0 = Math.max(0, Math.min(image.width, Math.round(rect.x)))
  const y0 = Math.max(0, Math.min(image.height, Math.round(rect.y)))
  const width = Math.max(0, Math.min(image.width - x0, Math.round(rect.width)))
  const height = Math.max(0, Math.min(image.height - y0, Math.round(rect.height)))
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    image.data.copy(data, y * width * 4, ((y0 + y) * image.width + x0) * 4, ((y0 + y) * image.width + x0 + width) * 4)
  }
  return { width, height, data }
}

/** RGBA ⇄ BGRA (Electron's bitmaps are BGRA on little-endian machines). */
export function swapRedBlue(data: Buffer): Buffer {
  const out = Buffer.from(data)
  for (let i = 0; i < out.length; i += 4) {
    out[i] = data[i + 2]!
    out[i + 2] = data[i]!
  }
  return out
}
