/**
 * Native notifications: for edits that need the user while the window is hidden
 * (attention-notice.ts decides what they say; a click opens the window where the user can act),
 * and for a tray click that went wrong. A notification the system will not show — no
 * notification service (isSupported), an unsigned macOS app, a Windows app without its
 * Start-menu shortcut ('failed') — is not silently lost: the notifier reports the problem, so
 * that the tray's attention mark and the window can say it, until one is shown again.
 */
import { Notification } from 'electron'
import type { Navigation } from '../../shared/ipc-contract'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { Timer } from '../base'
import { noticeFor, type NoticeSubject } from './attention-notice'
import type { DesktopPlatform } from '../../shared/platform-words'
import { notificationFailedProblem, notificationsUnsupported } from './notification-problem'

/** Why notifications do not reach the user: the system has none (`unsupported`), or it refused one, saying why. */
interface Problem {
  reason: string | null
}

/** Conflicts found together (a replay after an outage) are told in one notification. */
const GATHER_MS = 1_000

export interface Notifier extends IDisposable {
  needsAttention(subject: NoticeSubject): void
  /** A notification now, e.g. for a tray click that went wrong (the menu that was clicked is gone). */
  tell(title: string, body: string, onClick?: () => void): void
  /** Why notifications do not reach the user, or null. */
  problem(): string | null
}

export interface NotifierOptions {
  /** The problem names the tray's place this platform's way. */
  platform: DesktopPlatform
  isWindowVisible(): boolean
  open(navigation: Navigation): void
  /** The problem changed (null: notifications show again). */
  onProblemChange(problem: string | null): void
}

export function createNotifier(options: NotifierOptions): Notifier {
  let gathered: NoticeSubject[] = []
  // Gathers what needs attention for a moment, so that a burst is one notification.
  const gatherTimer = new Timer()
  // What is wrong is kept, not its sentence: problem() says it in the language shown when asked.
  const unsupported: Problem = { reason: null }
  let problem: Problem | null = Notification.isSupported() ? null : unsupported
  const sentence = (next: Problem | null): string | null =>
    next === null
      ? null
      : next === unsupported
        ? notificationsUnsupported(options.platform)
        : notificationFailedProblem(next.reason ?? '', options.platform)
  // Shown notifications are kept referenced until closed, or their handlers may be collected.
  const shown = new Set<Notification>()

  const setProblem = (next: Problem | null): void => {
    if (next === problem || (next !== null && problem !== null && next.reason === problem.reason)) return
    problem = next
    options.onProblemChange(sentence(next))
  }

  function show(title: string, body: string, onClick?: () => void): void {
    if (!Notification.isSupported()) {
      setProblem(unsupported)
      return
    }
    const notification = new Notification({ title, body })
    shown.add(notification)
    if (onClick) notification.on('click', onClick)
    notification.on('show', () => setProblem(null))
    // macOS and Windows: the system refused it (an unsigned app, no Start-menu shortcut, notifications turned off).
    notification.on('failed', (_event, error: string) => {
      shown.delete(notification)
      setProblem({ reason: error })
    })
    notification.on('close', () => shown.delete(notification))
    notification.show()
  }

  function flush(): void {
    const notice = noticeFor(gathered)
    gathered = []
    if (!notice || options.isWindowVisible()) return
    show(notice.title, notice.body, () => options.open(notice.navigation))
  }

  const disposable = toDisposable(() => {
    gatherTimer.dispose()
    for (const notification of shown) notification.close()
    shown.clear()
  })

  return {
    needsAttention(subject) {
      // The user is looking at the window: it shows the conflict itself.
      if (options.isWindowVisible()) return
      gathered.push(subject)
      if (!gatherTimer.isScheduled) gatherTimer.schedule(GATHER_MS, flush)
    },
    tell: show,
    problem: () => sentence(problem),
    dispose: () => disposable.dispose(),
  }
}
