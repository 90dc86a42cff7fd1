/** The window's one polite live region (stores/announcer.ts): what it says now, and saying something. */
import { useAnnouncerStore } from '../stores/announcer'

export function useAnnouncer() {
  const announcer = useAnnouncerStore()
  return announcer as Pick<typeof announcer, 'message' | 'announce'>
}
