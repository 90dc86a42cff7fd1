import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'SiteTray öffnen',
    addAccount: 'Konto hinzufügen…',
    tryDemo: 'Demo ausprobieren',
    refreshNow: 'Jetzt aktualisieren',
    settings: 'Einstellungen…',
    quit: { darwin: 'SiteTray beenden', win32: 'Beenden', linux: 'Beenden' },
    notificationsBlocked: 'Benachrichtigungen können nicht angezeigt werden',
  },
  websites: {
    allFavorites: 'Alle {count} Favoriten… | Alle {count} Favoriten…',
    recentlyEdited: 'Zuletzt bearbeitet',
    noWebsites: 'Noch keine Websites',
    noFavorites: 'Noch keine Favoriten – markieren Sie Websites in SiteTray mit einem Stern',
    openInApp: 'In SiteTray öffnen',
  },
  tooltip: {
    noAccount: 'noch kein Konto',
    conflicts: '{count} Konflikt zu prüfen | {count} Konflikte zu prüfen',
    waiting: '{count} Änderung wartet | {count} Änderungen warten',
    notificationsBlocked: 'Benachrichtigungen können nicht angezeigt werden',
  },
  failure: {
    quickEdit: 'SiteTray konnte diese Änderung nicht vornehmen',
    demo: 'Die Demo konnte nicht starten',
    unexpected: 'Etwas Unerwartetes ist schiefgegangen.',
  },
} satisfies Messages<typeof en>
