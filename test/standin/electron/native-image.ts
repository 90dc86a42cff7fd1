// nativeImage: PNG images (and raw bitmaps) with one representation per scale factor.
// Like Electron, createFromPath also loads `name@2x.png` (and the other @Nx variants) found next to
// the file as extra representations, and yields an empty image when the file cannot be read.
// On Windows it also reads `.ico` files (PNG or 32-bit bitmap entries): like Electron's, such an image
// keeps its file, so that a consumer asking for an icon of a given size (the tray) gets the
// file's own entry for it rather than a scaled 1× bitmap (native_image_win.cc, GetHICON).
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, extname, isAbsolute, join } from 'node:path'
import { NativeImageMembers, NativeImageStatics } from './api-names'
import { loud, notImplemented, otherPlatformApi } from './loud'
import type { StandinPlatform } from './platform'
import { cropRgba, decodePng, encodePng, isJpeg, isPng, pngSize, scaleRgba, swapRedBlue, type Rgba } from './png'

interface Representation {
  /** Pixel size. */
  width: number
  height: number
  png?: Buffer
  rgba?: Rgba
}

/** Electron's scale-factor suffixes for createFromPath (native_image.cc kScaleFactorPairs). */
const SCALE_SUFFIXES: ReadonlyArray<readonly [string, number]> = [
  ['@1x', 1],
  ['@1.25x', 1.25],
  ['@1.33x', 1.33],
  ['@1.4x', 1.4],
  ['@1.5x', 1.5],
  ['@1.8x', 1.8],
  ['@2x', 2],
  ['@2.5x', 2.5],
  ['@3x', 3],
  ['@4x', 4],
  ['@5x', 5],
]

// resize and crop return stand-in images (not the full Electron.NativeImage type), so they are
// checked by hand rather than through this Pick.
type Implemented =
  | 'addRepresentation'
  | 'getAspectRatio'
  | 'getBitmap'
  | 'getScaleFactors'
  | 'getSize'
  | 'isEmpty'
  | 'isTemplateImage'
  | 'setTemplateImage'
  | 'toBitmap'
  | 'toDataURL'
  | 'toPNG'
  | 'isMacTemplateImage'

export class NativeImageStandin implements Pick<Electron.NativeImage, Implemented> {
  /** Where the image came from, for test assertions ('' for buffers). */
  readonly sourcePath: string
  /** Windows, an image read from an .ico: the file's entries by pixel size (what GetHICON loads from). */
  icoEntries: ReadonlyMap<number, Representation> | undefined
  private readonly reps = new Map<number, Representation>()
  private template = false

  constructor(sourcePath = '') {
    this.sourcePath = sourcePath
    return loud(this, 'NativeImage', NativeImageMembers)
  }

  /** @internal */
  static fromReps(reps: Map<number, Representation>, sourcePath = ''): NativeImageStandin {
    const image = new NativeImageStandin(sourcePath)
    for (const [scale, rep] of reps) image.reps.set(scale, rep)
    return image
  }

  get isMacTemplateImage(): boolean {
    return this.template
  }
  set isMacTemplateImage(value: boolean) {
    this.template = value
  }

  isEmpty(): boolean {
    return this.reps.size === 0
  }

  getScaleFactors(): number[] {
    return [...this.reps.keys()].sort((a, b) => a - b)
  }

  private closest(scaleFactor = 1): [number, Representation] | undefined {
    let best: [number, Representation] | undefined
    for (const entry of this.reps) {
      if (!best || Math.abs(entry[0] - scaleFactor) < Math.abs(best[0] - scaleFactor)) best = entry
    }
    return best
  }

  /** Size in device-independent pixels, or the matching representation's pixel size for a scale factor. */
  getSize(scaleFactor?: number): Electron.Size {
    const found = this.closest(scaleFactor ?? 1)
    if (!found) return { width: 0, height: 0 }
    const [scale, rep] = found
    if (scaleFactor !== undefined) return { width: rep.width, height: rep.height }
    return { width: Math.round(rep.width / scale), height: Math.round(rep.height / scale) }
  }

  getAspectRatio(scaleFactor?: number): number {
    const { width, height } = this.getSize(scaleFactor)
    return height === 0 ? 1 : width / height
  }

  setTemplateImage(option: boolean): void {
    this.template = option
  }

  isTemplateImage(): boolean {
    return this.template
  }

  private rgbaOf(rep: Representation): Rgba {
    rep.rgba ??= decodePng(rep.png!)
    return rep.rgba
  }

  toPNG(options?: Electron.ToPNGOptions): Buffer {
    const found = this.closest(options?.scaleFactor ?? 1)
    if (!found) return Buffer.alloc(0)
    const rep = found[1]
    rep.png ??= encodePng(this.rgbaOf(rep))
    return Buffer.from(rep.png)
  }

  toDataURL(options?: Electron.ToDataURLOptions): string {
    return `data:image/png;base64,${this.toPNG(options).toString('base64')}`
  }

  toBitmap(options?: Electron.ToBitmapOptions): Buffer {
    const found = this.closest(options?.scaleFactor ?? 1)
    return found ? swapRedBlue(this.rgbaOf(found[1]).data) : Buffer.alloc(0)
  }

  getBitmap(options?: Electron.BitmapOptions): Buffer {
    return this.toBitmap(options)
  }

  resize(options: Electron.ResizeOptions): NativeImageStandin {
    const found = this.closest(1)
    if (!found) return new NativeImageStandin()
    const [scale, rep] = found
    const rgba = this.rgbaOf(rep)
    const dip = { width: rep.width / scale, height: rep.height / scale }
    let width = options.width ?? (options.height !== undefined ? (dip.width * options.height) / dip.height : dip.width)
    let height = options.height ?? (options.width !== undefined ? (dip.height * options.width) / dip.width : dip.height)
    width = Math.max(0, Math.round(width * scale))
    height = Math.max(0, Math.round(height * scale))
    const scaled = scaleRgba(rgba, width, height)
    const image = NativeImageStandin.fromReps(new Map([[scale, { width, height, rgba: scaled }]]))
    image.template = this.template
    return image
  }

  crop(rect: Electron.Rectangle): NativeImageStandin {
    const found = this.closest(1)
    if (!found) return new NativeImageStandin()
    const [scale, rep] = found
    const cropped = cropRgba(this.rgbaOf(rep), {
      x: rect.x * scale,
      y: rect.y * scale,
      width: rect.width * scale,
      height: rect.height * scale,
    })
    return NativeImageStandin.fromReps(
      new Map([[scale, { width: cropped.width, height: cropped.height, rgba: cropped }]]),
    )
  }

  /**
   * The icon Windows gets for a `size`×`size` pixel slot (a tray icon: 16 px at 100 %, 24 px at
   * 150 %…), as NativeImage::GetHICON makes it: from an .ico, the file's entry of that size (or
   * the next larger, scaled); otherwise only the 1× representation, scaled — blurry off 100 %.
   */
  iconForSize(size: number): { width: number; height: number; sharp: boolean } {
    if (this.icoEntries) {
      const sizes = [...this.icoEntries.keys()].sort((a, b) => a - b)
      const best = sizes.find((candidate) => candidate >= size) ?? sizes[sizes.length - 1]
      return { width: size, height: size, sharp: best === size }
    }
    const base = this.reps.get(1)
    if (!base) return { width: 0, height: 0, sharp: false }
    return { width: size, height: size, sharp: base.width === size && base.height === size }
  }

  addRepresentation(options: Electron.AddRepresentationOptions): void {
    const scale = options.scaleFactor ?? 1
    let rep: Representation | undefined
    if (options.buffer) rep = representationFromBuffer(options.buffer, options.width, options.height)
    else if (options.dataURL) rep = representationFromDataUrl(options.dataURL)
    if (rep) this.reps.set(scale, rep)
  }
}

function representationFromBuffer(buffer: Buffer, width?: number, height?: number): Representation | undefined {
  if (buffer.length === 0) return undefined
  if (isPng(buffer)) return { ...pngSize(buffer), png: Buffer.from(buffer) }
  if (isJpeg(buffer)) notImplemented('nativeImage: JPEG images', 'use PNG')
  if (!width || !height) return undefined
  if (buffer.length < width * height * 4)
    throw new Error('Electron stand-in: bitmap buffer is smaller than width * height * 4')
  return { width, height, rgba: { width, height, data: swapRedBlue(buffer.subarray(0, width * height * 4)) } }
}

function representationFromDataUrl(dataUrl: string): Representation | undefined {
  const match = /^data:image\/(png|jpeg);base64,(.*)$/s.exec(dataUrl)
  if (!match) return undefined
  return representationFromBuffer(Buffer.from(match[2]!, 'base64'))
}

function readRepresentation(path: string): Representation | undefined {
  let bytes: Buffer
  try {
    bytes = readFileSync(path)
  } catch {
    return undefined
  }
  if (isPng(bytes)) return { ...pngSize(bytes), png: bytes }
  return notImplemented(
    `nativeImage.createFromPath for ${extname(path) || 'this file type'}`,
    'the stand-in reads PNG files',
  )
}

/** The entries of an .ico file, by pixel size: PNG-compressed, or 32-bit bitmaps with alpha (what Windows reads). */
function readIco(bytes: Buffer, path: string): Map<number, Representation> {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return new Map()
  const entries = new Map<number, Representation>()
  const count = bytes.readUInt16LE(4)
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16
    if (at + 16 > bytes.length) break
    const length = bytes.readUInt32LE(at + 8)
    const offset = bytes.readUInt32LE(at + 12)
    const data = bytes.subarray(offset, offset + length)
    if (isPng(data)) {
      const size = pngSize(data)
      entries.set(size.width, { ...size, png: Buffer.from(data) })
    } else {
      const rgba = decodeIcoBitmap(data, path)
      entries.set(rgba.width, { width: rgba.width, height: rgba.height, rgba })
    }
  }
  return entries
}

/**
 * An .ico's bitmap entry: a BITMAPINFOHEADER, then the colour rows bottom-up (the header's height
 * counts the AND mask's rows too). Only 32-bit BGRA entries, which carry their own alpha, are read.
 */
function decodeIcoBitmap(data: Buffer, path: string): Rgba {
  const headerSize = data.readUInt32LE(0)
  const width = data.readInt32LE(4)
  const height = data.readInt32LE(8) / 2
  const bitCount = data.readUInt16LE(14)
  const compression = data.readUInt32LE(16)
  if (headerSize !== 40 || bitCount !== 32 || compression !== 0) {
    return notImplemented(
      `nativeImage.createFromPath for an .ico with ${bitCount}-bit bitmap entries (${path})`,
      'the stand-in reads PNG and 32-bit BGRA entries',
    )
  }
  const pixels = Buffer.alloc(width * height * 4)
  for (let row = 0; row < height; row++) {
    const source = headerSize + (height - 1 - row) * width * 4
    for (let x = 0; x < width; x++) {
      const from = source + x * 4
      const to = (row * width + x) * 4
      pixels[to] = data[from + 2]!
      pixels[to + 1] = data[from + 1]!
      pixels[to + 2] = data[from]!
      pixels[to + 3] = data[from + 3]!
    }
  }
  return { width, height, data: pixels }
}

/** Windows: an .ico as Electron reads it — the icon at 256 px as the image, the file kept for exact sizes. */
function createFromIco(path: string): NativeImageStandin {
  const entries = readIco(readFileSync(path), path)
  const largest = [...entries.values()].sort((a, b) => b.width - a.width)[0]
  const reps = new Map<number, Representation>()
  if (largest) {
    const rgba = scaleRgba(largest.rgba ?? decodePng(largest.png!), 256, 256)
    reps.set(1, { width: 256, height: 256, rgba })
  }
  const image = NativeImageStandin.fromReps(reps, path)
  image.icoEntries = entries
  return image
}

export function createFromPath(path: string, platform: StandinPlatform): NativeImageStandin {
  if (platform === 'win32' && extname(path).toLowerCase() === '.ico' && isAbsolute(path) && existsSync(path))
    return createFromIco(path)
  const reps = new Map<number, Representation>()
  if (isAbsolute(path) && existsSync(path)) {
    const base = readRepresentation(path)
    if (base) reps.set(1, base)
    const ext = extname(path)
    const stem = join(dirname(path), basename(path, ext))
    for (const [suffix, scale] of SCALE_SUFFIXES) {
      if (scale === 1 && reps.has(1)) continue
      const variant = `${stem}${suffix}${ext}`
      if (existsSync(variant)) {
        const rep = readRepresentation(variant)
        if (rep) reps.set(scale, rep)
      }
    }
  }
  return NativeImageStandin.fromReps(reps, path)
}

export function createNativeImageModule(platform: StandinPlatform): typeof Electron.nativeImage {
  const module: Pick<
    typeof Electron.nativeImage,
    | 'createEmpty'
    | 'createFromBitmap'
    | 'createFromBuffer'
    | 'createFromDataURL'
    | 'createFromPath'
    | 'createFromNamedImage'
    | 'createThumbnailFromPath'
  > = {
    createEmpty: () => new NativeImageStandin() as unknown as Electron.NativeImage,
    createFromPath: (path: string) => createFromPath(path, platform) as unknown as Electron.NativeImage,
    createFromBuffer: (buffer: Buffer, options?: Electron.CreateFromBufferOptions) => {
      const rep = representationFromBuffer(buffer, options?.width, options?.height)
      const reps = new Map<number, Representation>()
      if (rep) reps.set(options?.scaleFactor ?? 1, rep)
      return NativeImageStandin.fromReps(reps) as unknown as Electron.NativeImage
    },
    createFromBitmap: (buffer: Buffer, options: Electron.CreateFromBitmapOptions) => {
      const rep = representationFromBuffer(buffer, options.width, options.height)
      const reps = new Map<number, Representation>()
      if (rep) reps.set(options.scaleFactor ?? 1, rep)
      return NativeImageStandin.fromReps(reps) as unknown as Electron.NativeImage
    },
    createFromDataURL: (dataURL: string) => {
      const rep = representationFromDataUrl(dataURL)
      return NativeImageStandin.fromReps(rep ? new Map([[1, rep]]) : new Map()) as unknown as Electron.NativeImage
    },
    createFromNamedImage: () => otherPlatformApi('nativeImage.createFromNamedImage', ['darwin'], platform),
    createThumbnailFromPath: () =>
      otherPlatformApi('nativeImage.createThumbnailFromPath', ['darwin', 'win32'], platform),
  }
  return loud(module, 'nativeImage', NativeImageStatics) as unknown as typeof Electron.nativeImage
}

/** An image argument as Electron accepts it: a NativeImage or a path. */
export function toImage(
  image: Electron.NativeImage | NativeImageStandin | string,
  platform: StandinPlatform,
): NativeImageStandin {
  if (typeof image === 'string') return createFromPath(image, platform)
  if (image instanceof NativeImageStandin) return image
  throw new TypeError('Electron stand-in: expected a NativeImage or a path')
}
