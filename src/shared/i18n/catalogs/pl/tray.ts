import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Otwórz SiteTray',
    addAccount: 'Dodaj konto…',
    tryDemo: 'Wypróbuj wersję demo',
    refreshNow: 'Odśwież teraz',
    settings: 'Ustawienia…',
    quit: { darwin: 'Zakończ SiteTray', win32: 'Zakończ', linux: 'Zakończ' },
    notificationsBlocked: 'Nie można wyświetlać powiadomień',
  },
  websites: {
    allFavorites:
      'Wszystkie ulubione ({count})… | Wszystkie ulubione ({count})… | Wszystkie ulubione ({count})… | Wszystkie ulubione ({count})…',
    recentlyEdited: 'Ostatnio zmieniane',
    noWebsites: 'Nie ma jeszcze witryn',
    noFavorites: 'Nie ma jeszcze ulubionych — oznaczaj witryny gwiazdką w SiteTray',
    openInApp: 'Otwórz w SiteTray',
  },
  tooltip: {
    noAccount: 'nie ma jeszcze konta',
    conflicts:
      '{count} konflikt do przejrzenia | {count} konflikty do przejrzenia | {count} konfliktów do przejrzenia | {count} konfliktu do przejrzenia',
    waiting: '{count} zmiana czeka | {count} zmiany czekają | {count} zmian czeka | {count} zmiany czeka',
    notificationsBlocked: 'nie można wyświetlać powiadomień',
  },
  failure: {
    quickEdit: 'SiteTray nie udało się wprowadzić tej zmiany',
    demo: 'Nie udało się uruchomić wersji demo',
    unexpected: 'Wystąpił nieoczekiwany błąd.',
  },
} satisfies Messages<typeof en>
