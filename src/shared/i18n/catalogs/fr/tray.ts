import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Ouvrir SiteTray',
    addAccount: 'Ajouter un compte…',
    tryDemo: 'Essayer la démo',
    refreshNow: 'Actualiser maintenant',
    settings: 'Réglages…',
    quit: { darwin: 'Quitter SiteTray', win32: 'Quitter', linux: 'Quitter' },
    notificationsBlocked: 'Les notifications ne peuvent pas être affichées',
  },
  websites: {
    allFavorites: 'Les {count} favoris… | Les {count} de favoris… | Les {count} favoris…',
    recentlyEdited: 'Modifiés récemment',
    noWebsites: 'Aucun site pour l’instant',
    noFavorites: 'Aucun favori pour l’instant — ajoutez des sites aux favoris dans SiteTray',
    openInApp: 'Ouvrir dans SiteTray',
  },
  tooltip: {
    noAccount: 'aucun compte pour l’instant',
    conflicts: '{count} conflit à examiner | {count} de conflits à examiner | {count} conflits à examiner',
    waiting: '{count} modification en attente | {count} de modifications en attente | {count} modifications en attente',
    notificationsBlocked: 'les notifications ne peuvent pas être affichées',
  },
  failure: {
    quickEdit: 'SiteTray n’a pas pu effectuer cette modification',
    demo: 'La démo n’a pas pu démarrer',
    unexpected: 'Une erreur inattendue s’est produite.',
  },
} satisfies Messages<typeof en>
