// clipboard: the system clipboard as Electron's main process has it (docs/api/clipboard.md), in memory.
// Never more permissive than Electron: main process only (the stand-in's renderer `electron` has no
// clipboard), text alone is implemented (read/write of ClipboardItems are loud), readText/writeText
// return promises, `selection` exists on Linux only and is a clipboard of its own.
import { ClipboardMembers } from './api-names'
import { loud } from './loud'
import type { Standin } from './standin'

type Implemented = 'clear' | 'has' | 'readText' | 'writeText' | 'selection'

export class ClipboardStandin implements Pick<Electron.Clipboard, Exclude<Implemented, 'selection'>> {
  private content = ''
  /** Every text the app wrote, in order. */
  readonly writes: string[] = []
  readonly selection: ClipboardStandin | undefined

  constructor(
    private readonly standin: Standin,
    private readonly name = 'clipboard',
  ) {
    this.selection =
      name === 'clipboard' && standin.platform === 'linux' ? new ClipboardStandin(standin, 'selection') : undefined
    return loud(this, name, ClipboardMembers)
  }

  async readText(): Promise<string> {
    return this.content
  }

  writeText(text: string): Promise<void> {
    // Electron converts its argument before anything is written: anything but a string is refused at once.
    if (typeof text !== 'string')
      throw new TypeError(`Error processing argument at index 0, conversion failure from ${typeof text}`)
    this.content = text
    this.writes.push(text)
    this.standin.changed(this.name)
    return Promise.resolve()
  }

  async has(mimetype: string): Promise<boolean> {
    return mimetype === 'text/plain' && this.content !== ''
  }

  clear(): void {
    this.content = ''
    this.standin.changed(this.name)
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** What the system clipboard holds now, as another app pasting would get it. */
  get text(): string {
    return this.content
  }

  /** Another app copied `text`. */
  setSystemText(text: string): void {
    this.content = text
    this.standin.changed(this.name)
  }
}
