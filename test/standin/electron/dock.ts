// app.dock (macOS only): the Dock icon's visibility, badge, menu and bounces, recorded.
import { DockMembers } from './api-names'
import { loud } from './loud'

type Implemented =
  | 'hide'
  | 'show'
  | 'isVisible'
  | 'setBadge'
  | 'getBadge'
  | 'bounce'
  | 'cancelBounce'
  | 'downloadFinished'
  | 'setMenu'
  | 'getMenu'
  | 'setIcon'

export class DockStandin implements Pick<Electron.Dock, Implemented> {
  /** An app without LSUIElement shows its Dock icon at launch; hide() takes it away (after it flashed). */
  private visible = true
  private badge = ''
  private menu: Electron.Menu | null = null
  private bounces = 0
  /** Every hide()/show(), for assertions (e.g. "hidden at start"). */
  readonly calls: Array<'hide' | 'show'> = []
  icon: unknown

  constructor() {
    return loud(this, 'app.dock', DockMembers)
  }

  hide(): void {
    this.visible = false
    this.calls.push('hide')
  }

  show(): Promise<void> {
    this.visible = true
    this.calls.push('show')
    return Promise.resolve()
  }

  isVisible(): boolean {
    return this.visible
  }

  setBadge(text: string): void {
    this.badge = text
  }

  getBadge(): string {
    return this.badge
  }

  bounce(_type?: 'critical' | 'informational'): number {
    return ++this.bounces
  }

  cancelBounce(_id: number): void {}

  downloadFinished(_filePath: string): void {}

  setMenu(menu: Electron.Menu): void {
    this.menu = menu
  }

  getMenu(): Electron.Menu | null {
    return this.menu
  }

  setIcon(image: Electron.NativeImage | string): void {
    this.icon = image
  }
}
