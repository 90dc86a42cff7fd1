// WebFrameMain: a live view of one Playwright frame, with URLs in their app:// form. One object per
// frame, so `event.senderFrame === win.webContents.mainFrame` holds as in Electron.
import type { Frame } from 'playwright-core'
import { WebFrameMainMembers } from './api-names'
import { loud, notImplemented } from './loud'
import type { WebContentsStandin } from './web-contents'

let nextFrameId = 1

type Implemented =
  | 'url'
  | 'origin'
  | 'top'
  | 'parent'
  | 'frames'
  | 'framesInSubtree'
  | 'name'
  | 'isDestroyed'
  | 'detached'
  | 'frameTreeNodeId'
  | 'processId'
  | 'routingId'
  | 'osProcessId'
  | 'visibilityState'

export class WebFrameMainStandin implements Pick<
  Electron.WebFrameMain,
  Exclude<Implemented, 'top' | 'parent' | 'frames' | 'framesInSubtree'>
> {
  readonly frameTreeNodeId = nextFrameId++
  readonly routingId = this.frameTreeNodeId
  readonly processId: number
  readonly osProcessId: number

  constructor(
    private readonly contents: WebContentsStandin,
    /** The Playwright frame; for the main frame it is looked up lazily (the page may not exist yet). */
    private readonly resolve: () => Frame | undefined,
    private readonly isMain: boolean,
  ) {
    this.processId = contents.getProcessId()
    this.osProcessId = contents.getOSProcessId()
    return loud(this, 'WebFrameMain', WebFrameMainMembers)
  }

  /** The Playwright frame behind this object (undefined before the window's page exists). */
  get playwrightFrame(): Frame | undefined {
    return this.resolve()
  }

  get url(): string {
    const frame = this.resolve()
    if (!frame) return ''
    const url = frame.url()
    return url === 'about:blank' && this.isMain && !this.contents.hasNavigated() ? '' : this.contents.toAppUrl(url)
  }

  get origin(): string {
    const url = this.url
    return url === '' ? '' : this.contents.originOf(url)
  }

  get name(): string {
    return this.resolve()?.name() ?? ''
  }

  get top(): WebFrameMainStandin {
    return this.contents.mainFrame
  }

  get parent(): WebFrameMainStandin | null {
    if (this.isMain) return null
    const parent = this.resolve()?.parentFrame()
    return parent ? this.contents.frameFor(parent) : null
  }

  get frames(): WebFrameMainStandin[] {
    return (this.resolve()?.childFrames() ?? []).map((f) => this.contents.frameFor(f))
  }

  get framesInSubtree(): WebFrameMainStandin[] {
    const all: WebFrameMainStandin[] = [this]
    for (const child of this.frames) all.push(...child.framesInSubtree)
    return all
  }

  get detached(): boolean {
    const frame = this.resolve()
    return frame ? frame.isDetached() : false
  }

  get visibilityState(): 'visible' | 'hidden' | 'prerender' {
    return 'visible'
  }

  isDestroyed(): boolean {
    return this.contents.isDestroyed() || this.detached
  }

  send(channel: string, ...args: unknown[]): void {
    if (!this.isMain) notImplemented('WebFrameMain.send to a subframe', 'subframes run no preload')
    this.contents.send(channel, ...args)
  }

  async executeJavaScript(code: string): Promise<unknown> {
    const frame = this.resolve()
    if (!frame) throw new Error('Electron stand-in: the frame does not exist yet')
    return frame.evaluate(code)
  }
}
