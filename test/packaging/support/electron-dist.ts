/**
 * An unpacked Electron distribution for electron-builder's `electronDist`, standing in for the one
 * it would download: what it copies and checks (version, LICENSE, chrome-sandbox, locales/) and an
 * `electron` executable that is a stand-in too, but carries Electron's fuse wire where the real
 * binary does — the sentinel, then the V1 wire (version 1, the wire's length, one ASCII 0/1 per
 * fuse in FuseV1Options order) with Electron's defaults — so that electron-builder's fuse step
 * flips real bytes that @electron/fuses reads back.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
/**
 * Electron's own fuse defaults: RunAsNode, NODE_OPTIONS and --inspect on, cookie encryption, asar integrity and
 * asar-only off, file:// privileges on.
 */
export const ELECTRON_DEFAULT_WIRE = '10110001'

export function electronVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }).version
}

export function createElectronDistStandin(folder: string): string {
  mkdirSync(join(folder, 'locales'), { recursive: true })
  const wire = Buffer.concat([
    Buffer.from(FUSE_SENTINEL, 'ascii'),
    Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
    Buffer.from(ELECTRON_DEFAULT_WIRE, 'ascii'),
  ])
  writeFileSync(
    join(folder, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "an Electron stand-in: packaging tests only"\nexit 1\n'),
      wire,
      Buffer.from('\n'),
    ]),
  )
  chmodSync(join(folder, 'electron'), 0o755)
  writeFileSync(join(folder, 'version'), electronVersion())
  writeFileSync(join(folder, 'LICENSE'), 'Copyright (c) Electron contributors (stand-in)\n')
  writeFileSync(join(folder, 'chrome-sandbox'), '')
  writeFileSync(join(folder, 'locales', 'en-US.pak'), '')
  return folder
}
