/**
 * One identity for SiteTray everywhere a system knows it by: the installers' appId (macOS bundle
 * id; Windows AppUserModelID, which electron-builder's NSIS script puts on the Start-menu shortcut
 * and which notifications need) and package.json's desktopName (the Linux .desktop file, and the
 * app id Electron gives Wayland and its portal).
 */
import { describe, expect, it } from 'vitest'
import { readBuilderConfig, readPackageJson } from './support/project'

describe("SiteTray's identity", () => {
  it("the installers' appId is desktopName without .desktop", () => {
    const { desktopName } = readPackageJson()
    expect(desktopName).toMatch(/\.desktop$/)
    expect(readBuilderConfig().appId).toBe(desktopName.replace(/\.desktop$/, ''))
  })

  it('is a reverse-DNS id that every system accepts (letters, digits, dots; no dashes for D-Bus)', () => {
    expect(readBuilderConfig().appId).toMatch(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*){2,}$/)
  })
})
