/** A window whose renderer died: reloaded once, logged, and not reloaded in a loop. */
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recoverFromCrashes, RELOAD_AGAIN_AFTER_MS } from '../../src/main/window/crash-recovery'

class FakeContents extends EventEmitter {
  crashed = false
  reloads = 0
  reload(): void {
    this.reloads++
    this.crashed = false
  }
  isCrashed(): boolean {
    return this.crashed
  }
  die(reason: Electron.RenderProcessGoneDetails['reason']): void {
    this.crashed = reason !== 'clean-exit'
    this.emit('render-process-gone', {}, { reason, exitCode: reason === 'clean-exit' ? 0 : 1 })
  }
}

let now = 0
let log: string[]
beforeEach(() => {
  now = 1_000_000
  log = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void log.push(args.map(String).join(' ')))
})
afterEach(() => vi.restoreAllMocks())

function watched(): { contents: FakeContents; recovery: ReturnType<typeof recoverFromCrashes> } {
  const contents = new FakeContents()
  return {
    contents,
    recovery: recoverFromCrashes(contents as unknown as Parameters<typeof recoverFromCrashes>[0], () => now),
  }
}

describe('a renderer that dies', () => {
  it('is reloaded, and the log says why', () => {
    const { contents } = watched()
    contents.die('crashed')
    expect(contents.reloads).toBe(1)
    expect(log).toEqual([expect.stringMatching(/stopped \(crashed, exit code 1\); loading it again/)])
  })

  it('dying again soon after that reload, is left for the user to open — whose opening reloads it', () => {
    const { contents, recovery } = watched()
    contents.die('crashed')
    now += RELOAD_AGAIN_AFTER_MS - 1
    contents.die('oom')
    expect(contents.reloads).toBe(1)
    expect(contents.isCrashed()).toBe(true)
    recovery.reloadIfGone()
    expect(contents.reloads).toBe(2)
    recovery.reloadIfGone()
    expect(contents.reloads).toBe(2)
  })

  it('dying long after its last automatic reload, is reloaded again', () => {
    const { contents } = watched()
    contents.die('crashed')
    now += RELOAD_AGAIN_AFTER_MS
    contents.die('crashed')
    expect(contents.reloads).toBe(2)
  })

  it('that ended cleanly (the window closing) is no crash', () => {
    const { contents } = watched()
    contents.die('clean-exit')
    expect(contents.reloads).toBe(0)
    expect(log).toEqual([])
  })
})
