import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'Acerca de SiteTray',
    hide: 'Ocultar SiteTray',
    hideOthers: 'Ocultar otros',
    showAll: 'Mostrar todo',
    quit: 'Salir de SiteTray',
    edit: 'Edición',
    undo: 'Deshacer',
    redo: 'Rehacer',
    cut: 'Cortar',
    copy: 'Copiar',
    paste: 'Pegar',
    pasteAndMatchStyle: 'Pegar con el mismo estilo',
    delete: 'Eliminar',
    selectAll: 'Seleccionar todo',
    window: 'Ventana',
    minimize: 'Minimizar',
    close: 'Cerrar ventana',
  },
  notice: {
    aWebsite: 'Un sitio web',
    changedTitle: '{domain} se cambió en otro lugar',
    changedBody: 'Alguien también cambió en el servicio: {fields}. Elige qué valor conservar.',
    deletedTitle: '{domain} se eliminó en el servicio',
    deletedBody: 'No se pudo enviar tu cambio. Abre SiteTray para descartarlo.',
    refusedTitle: '{domain}: se rechazó tu cambio',
    refusedReason: 'El servicio no lo aceptó.',
    refusedBody: '{reason} Tus valores se conservan en SiteTray.',
    manyTitle:
      '{count} cambio necesita tu atención | {count} de cambios necesitan tu atención | {count} cambios necesitan tu atención',
    manyBody: 'Algunos de tus cambios no se pudieron guardar tal como estaban. Abre SiteTray para revisarlos.',
    unreadableFile: 'SiteTray conservó un archivo que no pudo leer',
  },
  trayPlace: {
    darwin: 'en la barra de menús',
    win32: 'en el área de notificación',
    linux: 'en la bandeja del sistema',
  },
  notifications: {
    unsupported:
      'Este sistema no puede mostrar notificaciones, así que SiteTray muestra lo que requiere tu atención en su menú {place}.',
    failed:
      'SiteTray no pudo mostrar una notificación. Permite las notificaciones de SiteTray en la configuración del sistema; mientras tanto, su menú {place} muestra lo que requiere tu atención.',
    failedBecause:
      'SiteTray no pudo mostrar una notificación ({reason}). Permite las notificaciones de SiteTray en la configuración del sistema; mientras tanto, su menú {place} muestra lo que requiere tu atención.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS te pide que lo apruebes: permite SiteTray en Ajustes del Sistema → General → Ítems de inicio. Hasta entonces no se abre al iniciar sesión.',
    macNotRegistered:
      'macOS no añadió SiteTray a tus ítems de inicio (una versión sin firma ni notarización no puede serlo). Añádelo tú en Ajustes del Sistema → General → Ítems de inicio.',
    macDevelopmentBuild:
      'Una versión de desarrollo de SiteTray no se registra para abrirse al iniciar sesión en macOS (abriría Electron en su lugar): el SiteTray instalado sí lo hace.',
    windowsRefused:
      'Windows no aceptó el cambio en el inicio automático de SiteTray. Revisa Configuración → Aplicaciones → Inicio.',
    failed: 'SiteTray no pudo cambiar su inicio automático: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} le quitaría esa tecla a todas las apps mientras se mantenga pulsada Mayús. Añade {others} a la combinación.',
    altOnly:
      'En otras apps, {alt} con una tecla escribe un carácter o abre un menú: {shortcut} les quitaría esa tecla. Añade {others} a la combinación.',
    ctrlAlt:
      "En muchos teclados, {ctrlAlt} funciona como AltGr, que escribe caracteres como {'@'} y €: {shortcut} le quitaría uno a todas las apps. Quita {alt} o añade {super}.",
    stillWorks: '{shortcut} sigue funcionando.',
    notAccepted: '{shortcut} no es un atajo que el sistema acepte. Prueba otra combinación.',
    taken: 'Otra app ya usa {shortcut}, o el sistema lo reserva. Elige otro.',
    waylandNote:
      'Tu escritorio decide sobre los atajos globales y puede pedirte que confirmes este. Si no hace nada, permítelo en la configuración de teclado de tu escritorio.',
    macNote: 'macOS no avisa a SiteTray cuando otra app usa las mismas teclas. Si este atajo no hace nada, elige otro.',
  },
  request: {
    unexpected: 'SiteTray tuvo un problema inesperado. Inténtalo de nuevo; si vuelve a ocurrir, reinicia SiteTray.',
    foreignSender: 'Esta solicitud no vino de la ventana de SiteTray.',
    refused: 'SiteTray rechazó una solicitud con valores no permitidos.',
    unknownFields: 'Campos desconocidos.',
    notAccepted: 'Valor no aceptado.',
    onlyServiceAddresses: 'Solo se puede abrir la dirección del servicio de una de tus cuentas.',
    busy: 'El servicio está ocupado: SiteTray puede enviar esto en unos {duration}.',
  },
  autostart: {
    comment: 'Tus sitios web en la bandeja del sistema',
  },
  startup: {
    failed: 'SiteTray no pudo iniciarse',
  },
} satisfies Messages<typeof en>
