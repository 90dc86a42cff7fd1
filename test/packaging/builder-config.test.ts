/**
 * electron-builder.yml, checked the way electron-builder checks it before it builds anything:
 * against its own JSON schema (app-builder-lib's scheme.json), so a misspelt option fails here
 * rather than on a release runner. Then the choices a user's installation depends on.
 */
import { readFileSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import Ajv from 'ajv'
import type { Configuration } from 'electron-builder'
import { describe, expect, it } from 'vitest'
import { projectPath, readBuilderConfig, readPackageJson } from './support/project'

const require = createRequire(import.meta.url)
const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8')) as object
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema)
const config = readBuilderConfig() as Configuration & Record<string, unknown>

describe("electron-builder's schema", () => {
  it('accepts electron-builder.yml', () => {
    const valid = validate(config)
    expect(validate.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })

  it('would refuse a misspelt option (the check is strict)', () => {
    expect(validate({ ...config, mac: { ...config.mac, hardendRuntime: true } })).toBe(false)
    expect(validate({ ...config, nsis: { ...config.nsis, perMachine: 'no' } })).toBe(false)
  })
})

describe('what an installed SiteTray gets from the configuration', () => {
  it('the name the user sees and the identity the systems know it by', () => {
    expect(config.productName).toBe('SiteTray')
    expect(config.productName).toBe(readPackageJson().productName)
    expect(config.appId).toBe('app.sitetray.SiteTray')
  })

  it('macOS: dmg and zip for both architectures, hardened, entitled to JIT only, no Dock icon, notarized when credentials are set', () => {
    const mac = config.mac!
    expect(mac.target).toEqual([
      { target: 'dmg', arch: ['arm64', 'x64'] },
      { target: 'zip', arch: ['arm64', 'x64'] },
    ])
    expect(mac.hardenedRuntime).toBe(true)
    expect(mac.extendInfo).toMatchObject({ LSUIElement: true })
    expect(mac.notarize).toBe(true)
    const entitlements = readFileSync(mac.entitlements!, 'utf8')
    expect([...entitlements.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1])).toEqual([
      'com.apple.security.cs.allow-jit',
    ])
  })

  it('Windows: a per-user NSIS installer with a Start-menu shortcut', () => {
    expect(config.win!.target).toEqual([{ target: 'nsis', arch: ['x64'] }])
    expect(config.nsis).toMatchObject({ perMachine: false, createStartMenuShortcut: true, shortcutName: 'SiteTray' })
  })

  it('Linux: AppImage and a deb that depends on the Secret Service library keytar needs', () => {
    expect(config.linux!.target).toEqual([
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ])
    expect(config.deb!.depends).toContain('libsecret-1-0')
    expect(config.linux!.syncDesktopName).toBe(true)
  })

  it("Windows updates are checked against a pinned publisher (app-update.yml's publisherName)", () => {
    expect(config.win!.signtoolOptions!.publisherName).toEqual(['SiteTray contributors'])
    expect(config.win!.verifyUpdateCodeSignature).not.toBe(false)
  })

  it('keytar outside the asar, and updates from GitHub releases', () => {
    expect(config.asarUnpack).toEqual(['node_modules/keytar/**/*'])
    expect(config.publish).toMatchObject({ provider: 'github' })
  })
})

describe('what the package carries', () => {
  it('every package the built main loads is a dependency, so the package carries it', () => {
    const main = readFileSync(projectPath('out/main/index.js'), 'utf8')
    const loaded = new Set(
      [...main.matchAll(/\b(?:require|import)\("([^"]+)"\)/g)]
        .map((match) => match[1]!)
        .filter((name) => !isBuiltin(name) && !name.startsWith('.') && name !== 'electron'),
    )
    expect(loaded.size).toBeGreaterThan(0)
    // A file inside a package (electron-updater/out/…) is carried with its package.
    const packageOf = (specifier: string): string =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
    expect([...loaded].filter((name) => !(packageOf(name) in readPackageJson().dependencies))).toEqual([])
  })

  it("the renderer's packages are not: electron-vite bundles them into out/renderer", () => {
    const { dependencies, devDependencies } = readPackageJson()
    for (const rendererOnly of ['vue', 'pinia', '@tanstack/vue-virtual']) {
      expect(dependencies).not.toHaveProperty(rendererOnly)
      expect(devDependencies).toHaveProperty(rendererOnly)
    }
  })
})
