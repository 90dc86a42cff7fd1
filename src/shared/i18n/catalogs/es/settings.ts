import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Idioma',
    system: 'Sistema ({language})',
    hint: 'SiteTray sigue los idiomas preferidos de tu sistema, a menos que elijas uno aquí.',
  },
  view: {
    title: 'Ajustes',
    loading: 'Cargando…',
    version: 'SiteTray {version}',
    showLog: 'Mostrar archivo de registro',
    notifications: 'Notificaciones',
  },
  launch: {
    label: 'Abrir al iniciar sesión',
    hint: 'Inicia SiteTray al iniciar sesión ({place}).',
  },
  theme: {
    legend: 'Apariencia',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
  refresh: {
    label: 'Actualizar sitios web',
    hint: 'Con qué frecuencia SiteTray lee todos los sitios web del servicio. Los cambios siempre se envían al momento.',
    manual: 'Solo cuando lo pida',
    hourly: 'Cada hora',
    everyMinutes: 'Cada minuto | Cada {count} de minutos | Cada {count} minutos',
  },
  alerts: {
    label: 'Alertas de visitantes',
    hint: 'Una notificación cuando un sitio web que suele tener visitantes no recibe ninguno, o muchos más de lo habitual.',
    silent: 'Sin visitas',
    silentAfter:
      'Tras {count} día sin visitantes | Tras {count} de días sin visitantes | Tras {count} días sin visitantes',
    spike: 'Pico',
    spikeFactor: '{factor}× un día normal',
    spikeMinimum:
      'Y al menos {count} visitante en el día. | Y al menos {count} de visitantes en el día. | Y al menos {count} visitantes en el día.',
  },
  shortcut: {
    label: 'Atajo global',
    purpose: 'muestra u oculta SiteTray desde cualquier app',
    clear: 'Borrar',
    clearLabel: 'Borrar atajo',
    placeholder: 'Pulsa teclas, p. ej., {example}',
    holdModifier: 'Mantén {modifiers} mientras pulsas la tecla, p. ej., {example}.',
    unusableKey:
      'SiteTray no puede usar esta tecla en un atajo. Prueba con una letra, un número o una tecla de función.',
    hintSet: '{shortcut} {purpose}. Para cambiarlo, haz clic en el campo y pulsa otras teclas.',
    hintEmpty: 'Haz clic en el campo y pulsa una combinación de teclas, p. ej., {example}. Ese atajo {purpose}.',
  },
  switcher: {
    label: 'Atajo del selector rápido',
    purpose: 'abre el selector rápido desde cualquier app (en la ventana de SiteTray, también {inWindow})',
    clearLabel: 'Borrar atajo del selector',
  },
  ipLookup: {
    label: 'Servicio «¿Cuál es mi IP?»',
    invalid: 'Introduce una dirección https://, p. ej., {example}.',
    hint: 'Solo se le pregunta la dirección pública de este equipo cuando haces clic en «Excluir mi IP». Vacío: {address}.',
  },
  update: {
    restart: 'Reiniciar para actualizar',
    packageManager: 'Las actualizaciones llegan desde tu gestor de paquetes.',
    unavailable: 'SiteTray no puede actualizarse solo: descarga las versiones nuevas desde su página de versiones.',
    upToDate: 'SiteTray está actualizado.',
    checkFailed: 'No se pudo buscar actualizaciones; SiteTray lo volverá a intentar mañana.',
    checking: 'Buscando actualizaciones…',
    downloading: 'Descargando la versión {version}…',
    downloadingPercent: 'Descargando la versión {version} ({percent})…',
    ready: 'La versión {version} está lista: reinicia para actualizar (o se instalará al salir).',
    restarting: 'Reiniciando para instalar la versión {version}…',
  },
} satisfies Messages<typeof en>
