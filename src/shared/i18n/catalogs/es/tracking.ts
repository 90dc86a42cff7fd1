import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Código de seguimiento',
    hint: 'Pégalo en cada página de {domain}, justo antes de {tag}. Las visitas se cuentan a partir de entonces.',
    dnt: 'Respetar la solicitud «No rastrear»',
    dntHint: 'No se cuentan los visitantes cuyo navegador pide no ser rastreado.',
    copy: 'Copiar código de seguimiento',
    copied: 'Copiado al portapapeles.',
    show: 'Mostrar el código',
    codeLabel: 'Código de seguimiento de {domain}',
    check: 'Comprobar instalación',
    checking: 'Comprobando…',
    checked: 'Comprobado {age}',
    limits:
      'La comprobación lee la página de inicio como lo haría un primer visitante, sin iniciar sesión: no ve un código que JavaScript añada después ni una página que requiera iniciar sesión.',
  },
  newWebsite: {
    next: 'Siguiente paso: añade el código de seguimiento a tu sitio web.',
  },
  mark: {
    noVisitsYet: 'aún sin visitas',
    title: 'Ninguna visita registrada desde que se creó',
    check: 'Comprobar',
    checkLabel: 'Comprobar la instalación en {domain}',
  },
  tray: {
    copy: 'Copiar código de seguimiento',
    check: 'Comprobar instalación…',
    copyFailed: 'No se pudo copiar el código de seguimiento',
  },
  check: {
    websiteGone: 'Este sitio web ya no está en la lista.',
  },
  outcome: {
    installedTitle: 'Instalado',
    installed: 'La página de inicio de {host} lleva el código de seguimiento y envía las visitas a esta cuenta.',
    visitsToday: 'Hoy llegaron las primeras visitas.',
    noVisitsYet: 'Aún no hay visitas registradas: abre el sitio una vez para comprobarlo.',
    elsewhereTitle: 'Instalado, pero apunta a otro lugar',
    elsewhere:
      'El código en {host} envía las visitas a {dataHost}, no a {expected}. Sustitúyelo por el código de seguimiento de esta cuenta.',
    otherHostTitle: 'En otro host',
    otherHost:
      'La página de inicio redirige a {host}. El servicio solo cuenta visitas en {domain} (con o sin www.): añade también {host} como sitio web o quita la redirección.',
    notFoundTitle: 'No encontrado en la página de inicio',
    notFound:
      'La página de inicio de {host} no lleva el código de seguimiento. Un gestor de etiquetas o una aplicación de una sola página pueden añadirlo después, y esta comprobación no lo ve: abre el sitio y mira las visitas de hoy. Si no, comprueba que el código esté en el encabezado de cada página.',
    unreachableTitle: 'No se pudo acceder al sitio',
    tooLargeTitle: 'La página es demasiado grande para comprobarla',
    privateNetworkTitle: 'Redirección no seguida',
    overHttp: 'No se pudo conectar por https, así que la página se comprobó por http.',
    hiddenCharacters:
      'La dirección del código contiene caracteres invisibles. Vuelve a copiar el código de seguimiento de esta cuenta.',
  },
  unreachable: {
    dns: 'El nombre {host} no se puede resolver. Revisa el dominio del sitio web.',
    refused: '{host} rechazó la conexión, tanto por https como por http.',
    certificate: 'Este equipo no confía en el certificado de {host}.',
    timeout: '{host} no respondió a tiempo.',
    tooLarge: 'La página de inicio de {host} ocupa más de {size}; la comprobación no lee más.',
    status: '{host} respondió con el error HTTP {status}.',
    tooManyRedirects: '{host} redirige más de {count} veces (¿un bucle?).',
    notHttp: '{host} redirige a una dirección que no es una página web.',
    unusualStatus: '{host} respondió con el estado inusual {status}. Revisa la configuración del servidor.',
    privateNetwork:
      '{host} redirige a {target}, una dirección de una red privada. La comprobación no sigue a un sitio público hacia una red privada: revisa las redirecciones del sitio.',
    other: 'No se pudo leer {host}.',
  },
} satisfies Messages<typeof en>
