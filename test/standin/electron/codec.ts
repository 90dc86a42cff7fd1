// Node side of the IPC wire codec: evaluates page/codec.js, the same text the page runs.
import { readFileSync } from 'node:fs'

export interface WireCodec {
  /** Structured-clones `value` (throws "An object could not be cloned." like Electron) into JSON text. */
  encode(value: unknown): string
  decode(text: string): unknown
}

export const codecSource = readFileSync(new URL('../page/codec.js', import.meta.url), 'utf8')

// The file is a single function declaration; evaluating it here gives Node the same codec the page
// gets in its init script. (new Function is the plain way to evaluate trusted, local source text.)
export const codec = new Function(`${codecSource}\nreturn standinCodec()`)() as WireCodec
