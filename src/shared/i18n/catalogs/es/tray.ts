import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Abrir SiteTray',
    addAccount: 'Añadir cuenta…',
    tryDemo: 'Probar la demo',
    refreshNow: 'Actualizar ahora',
    settings: 'Ajustes…',
    quit: { darwin: 'Salir de SiteTray', win32: 'Salir', linux: 'Salir' },
    notificationsBlocked: 'No se pueden mostrar notificaciones',
  },
  websites: {
    allFavorites: 'Los {count} favoritos… | Los {count} de favoritos… | Los {count} favoritos…',
    recentlyEdited: 'Editados recientemente',
    noWebsites: 'Aún no hay sitios web',
    noFavorites: 'Aún no hay favoritos: marca sitios web con una estrella en SiteTray',
    openInApp: 'Abrir en SiteTray',
  },
  tooltip: {
    noAccount: 'aún no hay ninguna cuenta',
    conflicts: '{count} conflicto por revisar | {count} de conflictos por revisar | {count} conflictos por revisar',
    waiting: '{count} cambio en espera | {count} de cambios en espera | {count} cambios en espera',
    notificationsBlocked: 'no se pueden mostrar notificaciones',
  },
  failure: {
    quickEdit: 'SiteTray no pudo hacer ese cambio',
    demo: 'No se pudo iniciar la demo',
    unexpected: 'Algo salió mal de forma inesperada.',
  },
} satisfies Messages<typeof en>
