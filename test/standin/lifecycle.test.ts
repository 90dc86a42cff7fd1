// Self-tests of the stand-in's app lifecycle: single instance, quit order, cancelled quit, exit.
import { describe, expect, it } from 'vitest'
import type { StandinApp } from './launch'
import { fixture, nextTick, useStandin } from './test-helpers'

const { launch, track } = useStandin()

interface LifecycleExports {
  order: string[]
  state: { secondInstance?: { argv: string[]; workingDirectory: string; additionalData: unknown } }
  allowCloseNow: () => void
}
const fx = (app: StandinApp): LifecycleExports => app.exports as LifecycleExports
const START = ['will-finish-launching', 'ready', 'whenReady']

describe('single instance', () => {
  it('a second launch gets no lock and quits before ready; the first gets second-instance', async () => {
    const first = await launch('lifecycle-app', { argv: ['--hidden'] })
    const second = track(await first.launchSecondInstance(['--open', 'shop.example']))
    expect(await second.exited).toEqual({ code: 0 })
    expect(fx(second).order).toEqual(['no-lock', 'before-quit', 'will-quit', 'quit:0'])
    expect(second.app.isReady()).toBe(false)
    await first.waitFor(() => fx(first).order.includes('second-instance'), 'second-instance')
    expect(fx(first).state.secondInstance).toEqual({
      argv: [first.app.getPath('exe'), fixture('lifecycle-app'), '--open', 'shop.example'],
      workingDirectory: process.cwd(),
      additionalData: { from: 'second' },
    })
    expect(first.app.hasSingleInstanceLock()).toBe(true)
  })

  it('releases the lock when the app exits, so the next launch runs', async () => {
    const first = await launch('lifecycle-app', { argv: ['--hidden'] })
    first.quit()
    await first.exited
    const next = track(await first.launchSecondInstance([]))
    expect(fx(next).order).toEqual([...START])
    expect(next.app.hasSingleInstanceLock()).toBe(true)
  })
})

describe('quitting', () => {
  it("follows Electron's order: before-quit, close windows, will-quit, quit", async () => {
    const app = await launch('lifecycle-app')
    await app.waitForWindow()
    app.quit()
    expect(await app.exited).toEqual({ code: 0 })
    expect(fx(app).order).toEqual([...START, 'before-quit', 'close', 'closed', 'will-quit', 'quit:0'])
    expect(app.windows()).toEqual([])
    expect(app.trays()).toEqual([])
  })

  it("cancels the quit when a window's close is prevented", async () => {
    const app = await launch('lifecycle-app', { argv: ['--prevent-close'] })
    const win = await app.waitForWindow()
    app.quit()
    await nextTick()
    expect(fx(app).order).toEqual([...START, 'before-quit', 'close-prevented'])
    expect(win.isDestroyed()).toBe(false)
    expect(app.standin.hasExited()).toBe(false)
    fx(app).allowCloseNow()
    app.quit()
    expect(await app.exited).toEqual({ code: 0 })
    expect(fx(app).order.slice(START.length)).toEqual([
      'before-quit',
      'close-prevented',
      'before-quit',
      'close',
      'closed',
      'will-quit',
      'quit:0',
    ])
  })

  it('app.exit destroys windows at once and emits neither before-quit nor will-quit', async () => {
    const app = await launch('lifecycle-app', { argv: ['--prevent-close'] })
    await app.waitForWindow()
    app.app.exit(3) // as the app's own code would call it
    expect(await app.exited).toEqual({ code: 3 })
    expect(fx(app).order.slice(START.length)).toEqual(['closed', 'quit:3'])
  })

  it('quits when the last window closes and nobody listens for window-all-closed', async () => {
    const app = await launch('lifecycle-app')
    const win = await app.waitForWindow()
    win.userClose()
    expect(await app.exited).toEqual({ code: 0 })
    expect(fx(app).order.slice(START.length)).toEqual(['close', 'closed', 'before-quit', 'will-quit', 'quit:0'])
  })

  it('keeps running after the last window closes when the app handles window-all-closed', async () => {
    const app = await launch('lifecycle-app', { argv: ['--keep-alive'] })
    const win = await app.waitForWindow()
    win.userClose()
    await app.waitFor(() => fx(app).order.includes('window-all-closed'), 'window-all-closed')
    expect(app.standin.hasExited()).toBe(false)
    expect(win.isDestroyed()).toBe(true)
  })
})
