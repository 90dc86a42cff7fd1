/** What went wrong on this computer, in words a user can act on — never the system's code. */
import { describe, expect, it } from 'vitest'
import { systemProblem } from '../../src/main/base/system-problem'

const failure = (code: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: something, open '/home/user/.config/SiteTray/outbox.json'`), { code })

describe('a problem on this computer', () => {
  it('names what the user can do something about', () => {
    expect(systemProblem(failure('ENOSPC'))).toBe('the disk is full')
    expect(systemProblem(failure('EACCES'))).toBe('SiteTray is not allowed to use its data folder')
    expect(systemProblem(failure('EROFS'))).toBe('the disk is read-only')
  })

  it("never repeats a code, a path or a programmer's message", () => {
    for (const error of [
      failure('EWHATEVER'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a thrown string',
      undefined,
      null,
      { code: 7 },
    ]) {
      const text = systemProblem(error)
      expect(text).not.toMatch(/E[A-Z]{3,}|undefined|null|\/|'|TypeError/)
      expect(text.length).toBeGreaterThan(10)
    }
  })
})
