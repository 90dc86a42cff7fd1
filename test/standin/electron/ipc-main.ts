// ipcMain (and webContents.ipc): listeners plus invoke handlers, as lib/browser/ipc-main-impl.ts.
import { EventEmitter } from 'node:events'

export type InvokeHandler = (event: Electron.IpcMainInvokeEvent, ...args: unknown[]) => unknown

export class IpcMainStandin
  extends EventEmitter
  implements Pick<Electron.IpcMain, 'handle' | 'handleOnce' | 'removeHandler'>
{
  /** @internal */
  readonly invokeHandlers = new Map<string, InvokeHandler>()

  constructor() {
    super()
    // Like Electron: a channel named "error" must not throw when nobody listens.
    this.on('error', () => {})
  }

  handle(channel: string, handler: InvokeHandler): void {
    if (this.invokeHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    if (typeof handler !== 'function')
      throw new TypeError(`Expected handler to be a function, but found type '${typeof handler}'`)
    this.invokeHandlers.set(channel, handler)
  }

  handleOnce(channel: string, handler: InvokeHandler): void {
    this.handle(channel, (event, ...args) => {
      this.removeHandler(channel)
      return handler(event, ...args)
    })
  }

  removeHandler(channel: string): void {
    this.invokeHandlers.delete(channel)
  }

  /** Channels with an invoke handler (for assertions). */
  handledChannels(): string[] {
    return [...this.invokeHandlers.keys()]
  }
}
