/**
 * The window's size and position between runs, in `<data>/window.json`:
 * checked when read (a hand-edited or torn file gives the defaults), written
 * atomically, and at most every half second while the user drags.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { openJsonFile, type JsonFile } from '../mirror'
import type { SavedWindowState } from './placement'

export const WINDOW_STATE_FILE = 'window.json'
const SAVE_DELAY_MS = 500

const schema = z.object({
  width: z.int().min(100).max(20_000),
  height: z.int().min(100).max(20_000),
  position: z.object({ x: z.int().min(-100_000).max(100_000), y: z.int().min(-100_000).max(100_000) }).nullable(),
})

export interface WindowStateStore {
  current(): SavedWindowState | null
  save(state: SavedWindowState): void
  /** Writes what is waiting. */
  flush(): Promise<void>
}

export async function openWindowState(dataDir: string): Promise<WindowStateStore> {
  const file: JsonFile = openJsonFile({ path: join(dataDir, WINDOW_STATE_FILE) })
  const loaded = await file.load((raw) => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'not a window state' }
  })
  let state: SavedWindowState | null = loaded.status === 'loaded' ? loaded.value : null
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    const snapshot = state
    if (snapshot === null) return writing
    writing = writing
      .then(() => file.write(snapshot))
      .catch((error: unknown) => console.warn('[window] could not remember the window position:', error instanceof Error ? error.message : error))
    return writing
  }

  return {
    current: () => state,
    save(next) {
      state = { ...next, width: Math.round(next.width), height: Math.round(next.height), position: next.position && { x: Math.round(next.position.x), y: Math.round(next.position.y) } }
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => void write(), SAVE_DELAY_MS)
      timer.unref?.()
    },
    flush: write,
  }
}
