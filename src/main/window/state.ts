/**
 * The window's size and position between runs, in `<data>/window.json`:
 * checked when read (a hand-edited or torn file gives the defaults), written
 * atomically, once the user stops dragging (and every two seconds while they drag on).
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { decodeWith, openKeptDocument } from '../storage'
import type { SavedWindowState } from './placement'

export const WINDOW_STATE_FILE = 'window.json'
const SAVE_DELAY_MS = 500
const MAX_SAVE_DELAY_MS = 2_000
const log = createLogger('window')

const schema = z.object({
  width: z.int().min(100).max(20_000),
  height: z.int().min(100).max(20_000),
  position: z.object({ x: z.int().min(-100_000).max(100_000), y: z.int().min(-100_000).max(100_000) }).nullable(),
})

export interface WindowStateStore {
  current(): SavedWindowState | null
  save(state: SavedWindowState): void
  /** Writes what is waiting; never rejects. */
  flush(): Promise<void>
}

export async function openWindowState(dataDir: string): Promise<WindowStateStore> {
  const onWriteFailed = (error: unknown): void => log.warn('could not remember the window position', error)
  const document = await openKeptDocument({
    path: join(dataDir, WINDOW_STATE_FILE),
    decode: decodeWith(schema, 'not a window state'),
    debounceMs: SAVE_DELAY_MS,
    maxDelayMs: MAX_SAVE_DELAY_MS,
    onWriteFailed,
  })
  let state: SavedWindowState | null = document.loaded
  const writer = document.keep(() => state)

  return {
    current: () => state,
    save(next) {
      state = {
        ...next,
        width: Math.round(next.width),
        height: Math.round(next.height),
        position: next.position && { x: Math.round(next.position.x), y: Math.round(next.position.y) },
      }
      writer.changed()
    },
    flush: () => writer.flush().catch(onWriteFailed),
  }
}
