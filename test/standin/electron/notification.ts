// Notification: recorded; a test clicks or closes a shown one. Whether the system shows it follows
// the platform (README: "Per platform"): Windows shows toasts only for an AppUserModelID that a
// Start-menu shortcut carries; macOS and Windows report a notification that cannot be shown with
// 'failed'; Linux has no such event (libnotify's errors go to the log).
import { EventEmitter } from 'node:events'
import { NotificationMembers } from './api-names'
import { makeEvent } from './events'
import { loud } from './loud'
import type { Standin } from './standin'

/**
 * What the system does with notifications: shows them, fails to (an unsigned macOS app), or has no notification service
 * at all.
 */
export type NotificationOutcome = 'shown' | 'failed' | 'unsupported'

type Implemented =
  | 'show'
  | 'close'
  | 'title'
  | 'subtitle'
  | 'body'
  | 'silent'
  | 'urgency'
  | 'hasReply'
  | 'replyPlaceholder'
  | 'sound'
  | 'timeoutType'
  | 'actions'
  | 'closeButtonText'
  | 'toastXml'
  | 'id'
  | 'groupId'
  | 'groupTitle'

export class NotificationStandin extends EventEmitter implements Pick<Electron.Notification, Implemented> {
  title: string
  subtitle: string
  body: string
  silent: boolean
  urgency: 'normal' | 'critical' | 'low'
  hasReply: boolean
  replyPlaceholder: string
  sound: string
  timeoutType: 'default' | 'never'
  actions: Electron.NotificationAction[]
  closeButtonText: string
  toastXml: string
  readonly id: string
  readonly groupId: string
  readonly groupTitle: string
  /** The icon as given (path or NativeImage). */
  readonly icon: string | Electron.NativeImage | undefined
  /** 'created' → 'shown' → 'closed'; or 'failed' (the system did not show it). */
  state: 'created' | 'shown' | 'closed' | 'failed' = 'created'

  constructor(
    private readonly standin: Standin,
    options: Electron.NotificationConstructorOptions = {},
  ) {
    super()
    if (!standin.ready) throw new Error('Cannot create Notification before app is ready')
    this.title = options.title ?? ''
    this.subtitle = options.subtitle ?? ''
    this.body = options.body ?? ''
    this.silent = options.silent ?? false
    this.urgency = options.urgency ?? 'normal'
    this.hasReply = options.hasReply ?? false
    this.replyPlaceholder = options.replyPlaceholder ?? ''
    this.sound = options.sound ?? ''
    this.timeoutType = options.timeoutType ?? 'default'
    this.actions = options.actions ?? []
    this.closeButtonText = options.closeButtonText ?? ''
    this.toastXml = options.toastXml ?? ''
    this.id = options.id ?? ''
    this.groupId = options.groupId ?? ''
    this.groupTitle = options.groupTitle ?? ''
    this.icon = options.icon
    const proxy = loud(this, 'Notification', NotificationMembers)
    standin.notifications.push(proxy)
    return proxy
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  show(): void {
    const failure = this.whyNotShown()
    if (failure === undefined) {
      this.state = 'shown'
      this.standin.changed('notification')
      setImmediate(() => this.emit('show', makeEvent()))
      return
    }
    this.state = 'failed'
    this.standin.changed('notification')
    // Linux has no 'failed' event: a notification that cannot be shown is simply not there.
    if (failure !== null && this.standin.platform !== 'linux')
      setImmediate(() => this.emit('failed', makeEvent(), failure))
  }

  /** Why the system would not show this notification: undefined if it would, null if nothing says why. */
  private whyNotShown(): string | null | undefined {
    const { notifications, startMenuAppUserModelId } = this.standin.options
    if (notifications === 'unsupported') return null
    if (notifications === 'failed')
      return this.standin.platform === 'darwin'
        ? 'Notifications are not allowed for this application'
        : 'The notification could not be shown'
    if (this.standin.platform === 'win32') {
      const id = this.standin.appModule.appUserModelId()
      if (id !== startMenuAppUserModelId) return `No Start menu shortcut carries the AppUserModelID ${id}`
    }
    return undefined
  }

  close(): void {
    if (this.state === 'closed') return
    this.state = 'closed'
    this.standin.changed('notification')
    setImmediate(() => this.emit('close', makeEvent({ reason: 'unknown' })))
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The user clicks the shown notification. */
  userClick(): void {
    if (this.state !== 'shown')
      throw new Error(`Electron stand-in: notification "${this.title}" is ${this.state}, not shown`)
    this.emit('click', makeEvent())
  }

  /** The OS could not show the notification: 'failed' with the error text (macOS and Windows only, as in Electron). */
  simulateFailure(error = 'Notification could not be shown'): void {
    if (this.standin.platform === 'linux')
      throw new Error("Electron stand-in: Notification 'failed' is emitted on macOS and Windows only")
    this.state = 'failed'
    this.emit('failed', makeEvent(), error)
  }

  /** The user dismisses the shown notification. */
  userDismiss(): void {
    if (this.state !== 'shown')
      throw new Error(`Electron stand-in: notification "${this.title}" is ${this.state}, not shown`)
    this.state = 'closed'
    this.standin.changed('notification')
    this.emit('close', makeEvent({ reason: 'user-dismissed' }))
  }
}
