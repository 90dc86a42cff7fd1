/**
 * One identity: Windows' AppUserModelID (what notifications need), the installer's app id and the Linux desktop file
 * name agree.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ID } from '../../src/shared/app-identity'

describe('APP_ID', () => {
  it("is the base of package.json's desktopName (the .desktop file a Wayland portal knows SiteTray by)", () => {
    const { desktopName } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      desktopName: string
    }
    expect(`${APP_ID}.desktop`).toBe(desktopName)
  })
})
