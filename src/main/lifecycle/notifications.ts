/**
 * Native notifications for edits that need the user while the window is
 * hidden (attention-notice.ts decides what they say). A click opens the
 * window where the user can act.
 */
import { Notification } from 'electron'
import type { Navigation } from '../../shared/ipc-contract'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { noticeFor, type NoticeSubject } from './attention-notice'

/** Conflicts found together (a replay after an outage) are told in one notification. */
const GATHER_MS = 1_000

export interface Notifier extends IDisposable {
  needsAttention(subject: NoticeSubject): void
}

export function createNotifier(options: { isWindowVisible(): boolean; open(navigation: Navigation): void }): Notifier {
  let gathered: NoticeSubject[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  // Shown notifications are kept referenced until closed, or their click handlers may be collected.
  const shown = new Set<Notification>()

  function flush(): void {
    timer = null
    const notice = noticeFor(gathered)
    gathered = []
    if (!notice || options.isWindowVisible() || !Notification.isSupported()) return
    const notification = new Notification({ title: notice.title, body: notice.body })
    shown.add(notification)
    notification.on('click', () => options.open(notice.navigation))
    notification.on('close', () => shown.delete(notification))
    notification.show()
  }

  const disposable = toDisposable(() => {
    if (timer) clearTimeout(timer)
    for (const notification of shown) notification.close()
    shown.clear()
  })

  return {
    needsAttention(subject) {
      // The user is looking at the window: it shows the conflict itself.
      if (options.isWindowVisible()) return
      gathered.push(subject)
      timer ??= setTimeout(flush, GATHER_MS)
    },
    dispose: () => disposable.dispose(),
  }
}
