import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'SiteTray openen',
    addAccount: 'Account toevoegen…',
    tryDemo: 'Demo proberen',
    refreshNow: 'Nu vernieuwen',
    settings: 'Instellingen…',
    quit: { darwin: 'Stop SiteTray', win32: 'Afsluiten', linux: 'Afsluiten' },
    notificationsBlocked: 'Meldingen kunnen niet worden getoond',
  },
  websites: {
    allFavorites: 'Je favoriet… | Alle {count} favorieten…',
    recentlyEdited: 'Recent gewijzigd',
    noWebsites: 'Nog geen websites',
    noFavorites: 'Nog geen favorieten — geef websites een ster in SiteTray',
    openInApp: 'Openen in SiteTray',
  },
  tooltip: {
    noAccount: 'nog geen account',
    conflicts: '{count} conflict te bekijken | {count} conflicten te bekijken',
    waiting: '{count} wijziging wacht | {count} wijzigingen wachten',
    notificationsBlocked: 'meldingen kunnen niet worden getoond',
  },
  failure: {
    quickEdit: 'SiteTray kon die wijziging niet doorvoeren',
    demo: 'De demo kon niet starten',
    unexpected: 'Er ging iets onverwachts mis.',
  },
} satisfies Messages<typeof en>
