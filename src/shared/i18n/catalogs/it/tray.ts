import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Apri SiteTray',
    addAccount: 'Aggiungi account…',
    tryDemo: 'Prova la demo',
    refreshNow: 'Aggiorna ora',
    settings: 'Impostazioni…',
    quit: { darwin: 'Esci da SiteTray', win32: 'Esci', linux: 'Esci' },
    notificationsBlocked: 'Impossibile mostrare le notifiche',
  },
  websites: {
    allFavorites: 'Il tuo preferito… | Tutti i {count} di preferiti… | Tutti i {count} preferiti…',
    recentlyEdited: 'Modificati di recente',
    noWebsites: 'Ancora nessun sito',
    noFavorites: 'Ancora nessun preferito — aggiungi una stella ai siti in SiteTray',
    openInApp: 'Apri in SiteTray',
  },
  tooltip: {
    noAccount: 'ancora nessun account',
    conflicts: '{count} conflitto da rivedere | {count} di conflitti da rivedere | {count} conflitti da rivedere',
    waiting: '{count} modifica in attesa | {count} di modifiche in attesa | {count} modifiche in attesa',
    notificationsBlocked: 'impossibile mostrare le notifiche',
  },
  failure: {
    quickEdit: 'SiteTray non è riuscito ad applicare la modifica',
    demo: 'Impossibile avviare la demo',
    unexpected: 'Si è verificato un errore imprevisto.',
  },
} satisfies Messages<typeof en>
