import { describe, expect, it, vi } from 'vitest'
import { Emitter } from '../../src/shared/base/event'
import { DisposableStore, toDisposable } from '../../src/shared/base/lifecycle'

describe('DisposableStore', () => {
  it('disposes everything newest first, even when one throws, then reports the first error', () => {
    const order: string[] = []
    const store = new DisposableStore()
    store.add(toDisposable(() => order.push('first')))
    store.add(
      toDisposable(() => {
        order.push('second')
        throw new Error('second failed')
      }),
    )
    store.add(toDisposable(() => order.push('third')))
    expect(() => store.dispose()).toThrow('second failed')
    expect(order).toEqual(['third', 'second', 'first'])
  })

  it('disposes what is added after it was disposed at once, and each item only once', () => {
    const dispose = vi.fn()
    const store = new DisposableStore()
    store.dispose()
    const item = store.add(toDisposable(dispose))
    item.dispose()
    store.dispose()
    expect(dispose).toHaveBeenCalledTimes(1)
  })
})

describe('Emitter', () => {
  it('delivers to every subscriber until it unsubscribes, and a failing listener does not stop the others', () => {
    const errors: unknown[] = []
    const emitter = new Emitter<number>({ onListenerError: (error) => errors.push(error) })
    const heard: number[] = []
    emitter.event(() => {
      throw new Error('listener broke')
    })
    const subscription = emitter.event((value) => heard.push(value))
    emitter.fire(1)
    subscription.dispose()
    emitter.fire(2)
    expect(heard).toEqual([1])
    expect(errors).toHaveLength(2)
  })

  it('counts the same function subscribed twice as two subscriptions', () => {
    const emitter = new Emitter<string>()
    const listener = vi.fn()
    const first = emitter.event(listener)
    emitter.event(listener)
    first.dispose()
    emitter.fire('x')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
