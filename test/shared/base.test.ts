import { describe, expect, it, vi } from 'vitest'
import { Emitter } from '../../src/shared/base/event'
import { Disposable, DisposableStore, MutableDisposable, toDisposable } from '../../src/shared/base/lifecycle'

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

describe('Disposable and MutableDisposable', () => {
  it('disposes what a Disposable registered, newest first, and anything registered after', () => {
    const order: string[] = []
    class Owner extends Disposable {
      constructor() {
        super()
        this._register(toDisposable(() => order.push('timer')))
        this._register(toDisposable(() => order.push('listener')))
      }
      late(): void {
        this._register(toDisposable(() => order.push('late')))
      }
    }
    const owner = new Owner()
    owner.dispose()
    expect(order).toEqual(['listener', 'timer'])
    owner.late()
    expect(order).toEqual(['listener', 'timer', 'late'])
  })

  it('disposes the value a MutableDisposable held when a new one is set, and its last one with it', () => {
    const disposed: string[] = []
    const holder = new MutableDisposable()
    holder.value = toDisposable(() => disposed.push('first'))
    holder.value = toDisposable(() => disposed.push('second'))
    expect(disposed).toEqual(['first'])
    holder.clear()
    expect(disposed).toEqual(['first', 'second'])
    expect(holder.value).toBeUndefined()
    holder.value = toDisposable(() => disposed.push('third'))
    holder.dispose()
    holder.value = toDisposable(() => disposed.push('after'))
    expect(disposed).toEqual(['first', 'second', 'third', 'after'])
    expect(holder.value).toBeUndefined()
  })
})
