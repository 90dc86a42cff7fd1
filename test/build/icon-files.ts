/**
 * Reads icon files the way the systems do: a PNG's IHDR, an .ico's directory and each entry's own
 * header (PNG or 32-bit DIB), an .icns's chunks and the PNG inside each.
 */
import { inflateSync } from 'node:zlib'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const isPng = (data: Buffer): boolean => data.subarray(0, 8).equals(PNG_SIGNATURE)

export function pngSize(data: Buffer): { width: number; height: number } {
  if (!isPng(data) || data.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

/** The pixels of an 8-bit RGBA PNG (what resvg writes), unfiltered: 4 bytes each, row by row. */
export function pngPixels(data: Buffer): Buffer {
  const { width, height } = pngSize(data)
  if (data[24] !== 8 || data[25] !== 6) throw new Error('not an 8-bit RGBA PNG')
  const chunks: Buffer[] = []
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset)
    if (data.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(data.subarray(offset + 8, offset + 8 + length))
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(chunks))
  const stride = width * 4
  const previous = Buffer.alloc(stride)
  const pixels: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)))
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? line[x - 4]! : 0
      const up = previous[x]!
      const upLeft = x >= 4 ? previous[x - 4]! : 0
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!
      line[x] = (line[x]! + predictor) & 0xff
    }
    line.copy(previous)
    pixels.push(line)
  }
  return Buffer.concat(pixels)
}

export function pngAlpha(data: Buffer): number[] {
  const pixels = pngPixels(data)
  return Array.from({ length: pixels.length / 4 }, (_, index) => pixels[index * 4 + 3]!)
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

export interface IcoEntry {
  /** From the directory (0 there means 256). */
  width: number
  height: number
  format: 'png' | 'dib'
  /** From the entry's own header. */
  imageWidth: number
  imageHeight: number
  bitsPerPixel: number
  /** Pixels with some opacity (DIB entries; for PNG entries, from the PNG). */
  opaquePixels: number
}

export function icoEntries(data: Buffer): IcoEntry[] {
  if (data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) throw new Error('not an .ico')
  const count = data.readUInt16LE(4)
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16
    const width = data[entry] || 256
    const height = data[entry + 1] || 256
    const size = data.readUInt32LE(entry + 8)
    const image = data.subarray(data.readUInt32LE(entry + 12), data.readUInt32LE(entry + 12) + size)
    if (isPng(image)) {
      const { width: imageWidth, height: imageHeight } = pngSize(image)
      return {
        width,
        height,
        format: 'png',
        imageWidth,
        imageHeight,
        bitsPerPixel: 32,
        opaquePixels: pngAlpha(image).filter((a) => a > 0).length,
      }
    }
    // BITMAPINFOHEADER: the height counts the colour rows and the AND mask's.
    const imageWidth = image.readInt32LE(4)
    const bitsPerPixel = image.readUInt16LE(14)
    let opaquePixels = 0
    for (let pixel = 0; pixel < imageWidth * imageWidth; pixel++) if (image[40 + pixel * 4 + 3]! > 0) opaquePixels++
    return {
      width,
      height,
      format: 'dib',
      imageWidth,
      imageHeight: image.readInt32LE(8) / 2,
      bitsPerPixel,
      opaquePixels,
    }
  })
}

/** The .icns chunks: type → the pixel size of the PNG inside (null for the legacy non-PNG types). */
export function icnsChunks(data: Buffer): Map<string, number | null> {
  if (data.toString('ascii', 0, 4) !== 'icns' || data.readUInt32BE(4) !== data.length) throw new Error('not an .icns')
  const chunks = new Map<string, number | null>()
  for (let offset = 8; offset < data.length;) {
    const type = data.toString('ascii', offset, offset + 4)
    const length = data.readUInt32BE(offset + 4)
    const body = data.subarray(offset + 8, offset + length)
    chunks.set(type, isPng(body) ? pngSize(body).width : null)
    offset += length
  }
  return chunks
}
