/**
 * The docs' pictures are the current app's (see docs/testing.md, "Pictures"): `npm run screenshots`
 * recorded a fingerprint of the code that drew them, and the code today must still have it; every
 * picture it made is there and shown on a page, and there is none it did not make. Hashing only: no
 * browser runs here.
 */
import { describe, expect, it } from 'vitest'
import { staleGroups, unlinkedOrMissing, unmadePictures } from '../e2e/pictures/check'
import { currentHashes, PICTURE_GROUPS, sourceHash } from '../e2e/pictures/sources'

describe("the docs' pictures", () => {
  it('were made from the code as it is now (otherwise: npm run screenshots)', () => {
    expect(staleGroups(), 'run npm run screenshots').toEqual([])
  })

  it('are all there, all made by the command, and each shown on a page', () => {
    expect([...unmadePictures(), ...unlinkedOrMissing()]).toEqual([])
  })

  it('would be stale after a change to the code they show', () => {
    const hashes = currentHashes()
    expect(staleGroups({ ...hashes, window: `${hashes.window}0` })).toEqual([
      expect.stringMatching(/^The window's pictures were made from other code .*npm run screenshots/),
    ])
    // The fingerprint covers what the pictures show, and only that.
    expect(PICTURE_GROUPS.window).toContain('src/renderer')
    expect(PICTURE_GROUPS.tray).toContain('src/main/tray')
    expect(sourceHash('window')).toBe(hashes.window)
  })
})
