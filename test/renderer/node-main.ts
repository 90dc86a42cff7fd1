/**
 * The fake main process (fake-bridge.ts) for the window's stores tested in
 * Node, without a page: installed on `globalThis`, where the stores find the
 * bridge as the window finds `window.sitetray`.
 */
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { installFakeBridge, type FakeControl, type FakeSeed } from './fake-bridge'

interface FakeGlobal {
  sitetray?: unknown
  __fake?: FakeControl
}

export function startFakeMain(seed: FakeSeed): FakeControl {
  installFakeBridge(seed)
  const control = (globalThis as FakeGlobal).__fake
  if (!control) throw new Error('The fake bridge did not install.')
  return control
}

export function stopFakeMain(): void {
  delete (globalThis as FakeGlobal).sitetray
  delete (globalThis as FakeGlobal).__fake
}

/** A data layer of its own for one test, as a window gets at start. */
export function freshPinia(): Pinia {
  const pinia = createPinia()
  setActivePinia(pinia)
  return pinia
}
