import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Sin conexión',
    offlineWaiting:
      'Sin conexión: {count} cambio en espera | Sin conexión: {count} de cambios en espera | Sin conexión: {count} cambios en espera',
    syncingOf: 'Sincronizando {done} de {total}',
    syncing: 'Sincronizando…',
    sending: 'Enviando {count} cambio… | Enviando {count} de cambios… | Enviando {count} cambios…',
    problem: 'Problema de sincronización: {message}',
    notYet: 'Aún sin sincronizar',
    synced: 'Sincronizado {ago}',
    applying: 'Aplicando a {done} de {total}',
  },
  ago: {
    justNow: 'justo ahora',
  },
  api: {
    unauthorized: 'No se aceptó la clave de API. Revisa la clave en los ajustes de la cuenta.',
    forbidden: 'El plan de esta cuenta no incluye acceso a la API.',
    notFound: 'El sitio web ya no existe en el servidor.',
    validation: 'El servidor no aceptó algunos campos.',
    rateLimited: 'El servicio pidió a SiteTray que vaya más despacio. Vuelve a intentarlo en un momento.',
    timeout: 'El servicio no respondió a tiempo.',
    network: 'No se puede acceder al servicio. Revisa la conexión y la dirección del servicio.',
    server: 'El servicio tuvo un problema al procesar la solicitud. Vuelve a intentarlo más tarde.',
    badResponse: 'El servicio envió una respuesta que SiteTray no entiende. Revisa la dirección del servicio.',
    invalidRequest: 'La solicitud no se envió porque algunos valores no están permitidos.',
    noAnswerWithin: 'El servicio no respondió en {duration}.',
    notUnderstood: 'El servicio envió una respuesta que SiteTray no entiende: {detail}',
    wrongAddress:
      'El servicio respondió, pero no como una API de sitios web. Revisa la dirección del servicio y la variante de la API.',
    redirectsTo:
      'El servicio redirige a {origin} en lugar de responder. Revisa la dirección del servicio: introduce la dirección que el servicio usa realmente.',
    redirectsElsewhere:
      'El servicio redirige a otra dirección en lugar de responder. Revisa la dirección del servicio: introduce la dirección que el servicio usa realmente.',
    enterAddress: 'Introduce la dirección del servicio, p. ej., {example}.',
    httpsOnly: 'La dirección del servicio debe empezar por {scheme}.',
    httpLocalOnly:
      'Usa {scheme} para la dirección del servicio: {plain} sin cifrar solo se permite para este equipo (localhost).',
    enterKey: 'Introduce la clave de API del área de cuenta del servicio.',
    badKeyChars:
      'La clave de API contiene espacios o caracteres que una clave de API no puede tener. Cópiala de nuevo desde el área de cuenta del servicio.',
    noCredentials: 'No incluyas nombres de usuario ni contraseñas en la dirección del servicio.',
    variant: 'La variante de la API es A o B.',
    noId: 'Un sitio web no tiene un id válido.',
    notObject: 'Un sitio web no es un objeto.',
    noDomain: 'Un sitio web no tiene dominio.',
    noData: 'La lista no tiene datos.',
    statsNoCount: 'Una fila de estadísticas no tiene recuento.',
    statsNotObject: 'Una fila de estadísticas no es un objeto.',
    statsNoValue: 'Una fila de estadísticas no tiene valor.',
    statsNoData: 'Las estadísticas no tienen datos.',
    tooLarge:
      'La respuesta del servidor superaba {size}: SiteTray dejó de leer lo que enviaba {host}. Revisa la dirección del servicio.',
  },
  net: {
    untrusted:
      'Este equipo no confía en el certificado de {host}. Si tu organización usa su propia autoridad de certificación, debe estar instalada en el almacén de certificados del sistema.',
    proxyCredentials:
      'El servidor proxy de la configuración de red de este equipo pide un nombre de usuario y una contraseña que SiteTray no puede darle. Pide a quien gestione la red que deje pasar a SiteTray por el proxy.',
    certName:
      'El certificado de {host} se emitió para otra dirección. Revisa la dirección del servicio; si es correcta, avisa al administrador del servicio.',
    certDate:
      'El certificado de {host} ha caducado o aún no es válido. Revisa la fecha y la hora de este equipo; si son correctas, avisa al administrador del servicio.',
    certRevoked: 'El certificado de {host} ha sido revocado. Avisa al administrador del servicio.',
    nameNotResolved:
      'No se encontró {host}. Revisa cómo está escrita la dirección del servicio y que este equipo esté conectado a la red.',
    nameResolutionFailed:
      'No se pudo resolver {host}: el servicio de nombres de este equipo no respondió. Revisa la conexión de red.',
    connectionRefused:
      '{host} rechazó la conexión. Revisa la dirección (y su puerto) y que el servicio esté en funcionamiento.',
    disconnected: 'Este equipo no está conectado a la red.',
    proxyUnreachable:
      'No se puede acceder al servidor proxy de la configuración de red de este equipo. Revisa la configuración del proxy o consulta a quien gestione la red.',
    tunnelFailed:
      'El servidor proxy de la configuración de red de este equipo se negó a conectar SiteTray con {host}. Pide a quien gestione la red que permita esa dirección.',
    pacFailed:
      'No se pudo usar la configuración de proxy de este equipo (su archivo PAC). Revisa la configuración del proxy o consulta a quien gestione la red.',
    proxyConfigFailed:
      'No se pudo usar la configuración de proxy de este equipo. Revisa la configuración del proxy o consulta a quien gestione la red.',
    sslFailed:
      'Falló la conexión segura con {host}: no ofrece ninguna que este equipo acepte. Revisa la dirección del servicio; si es correcta, avisa al administrador del servicio.',
  },
  keychain: {
    operation: {
      read: 'leer',
      save: 'guardar',
      delete: 'eliminar',
    },
    unavailable:
      'SiteTray no puede acceder al llavero del sistema{because}, así que no puede {operation} la clave de API. {advice} SiteTray nunca guarda claves de API en texto sin cifrar.',
    locked:
      'El llavero del sistema está bloqueado{because}, así que SiteTray no puede {operation} la clave de API. {advice}',
    failed: 'El llavero del sistema no pudo {operation} la clave de API{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Desbloquea el llavero «inicio de sesión» en Acceso a Llaveros y vuelve a intentarlo.',
    mac: 'Revisa el llavero «inicio de sesión» en Acceso a Llaveros.',
    windows: 'Comprueba que el Administrador de credenciales de Windows esté disponible para tu cuenta de usuario.',
    linuxLocked:
      'Desbloquea el depósito de claves (en GNOME Keyring, el depósito «login», p. ej., con Seahorse / «Contraseñas y claves») y vuelve a intentarlo.',
    linux:
      'En Linux, instala y desbloquea un Secret Service como GNOME Keyring (y ejecuta SiteTray dentro de una sesión de escritorio con D-Bus).',
  },
  check: {
    address:
      'Revisa la dirección del servicio: es la dirección en la que abres el servicio de estadísticas, p. ej., {example}.',
    unauthorized:
      '{host} no aceptó la clave de API. Copia la clave de nuevo desde el área de cuenta del servicio (sección API) y pégala aquí.',
    forbidden:
      'La clave de API es válida, pero la cuenta en {host} no tiene acceso a la API: su plan no la incluye. Elige un plan con acceso a la API o usa la clave de otra cuenta.',
    rateLimitedSeconds:
      '{host} está limitando ahora las solicitudes de este equipo (demasiadas en el último minuto). Vuelve a intentarlo en {duration}.',
    rateLimitedMinute:
      '{host} está limitando ahora las solicitudes de este equipo (demasiadas en el último minuto). Vuelve a intentarlo en un minuto.',
    server:
      '{host} tuvo un problema interno. Vuelve a intentarlo más tarde; si persiste, avisa al administrador del servicio.',
    timeout:
      '{host} no respondió a tiempo. Revisa tu conexión a Internet y la dirección del servicio y vuelve a intentarlo.',
    cancelled: 'La comprobación de la conexión se canceló antes de que el servicio respondiera.',
    cannotConnect:
      'SiteTray no pudo conectarse a {host}. Revisa la dirección (ortografía, puerto), tu conexión a Internet y que el servicio esté en funcionamiento.',
    notStatistics: '{host} respondió, pero no como un servicio de estadísticas. {advice}',
    redirectsUnknown:
      '{host} envía a SiteTray a otra dirección en lugar de responder. Revisa la dirección del servicio: ábrela en un navegador e introduce la dirección a la que llegas.',
    loginRedirect:
      '{host} envió a SiteTray a su página de inicio de sesión en lugar de responder: no se aceptó la clave de API. Copia la clave de nuevo desde el área de cuenta del servicio y pégala aquí.',
    redirectsTo:
      '{host} envía a SiteTray a {location} en lugar de responder. Revisa la dirección del servicio: introduce la dirección que el servicio usa realmente.',
    loginPage:
      '{host} respondió con su página de inicio de sesión en lugar de datos: no se aceptó la clave de API. Copia la clave de nuevo desde el área de cuenta del servicio y pégala aquí.',
    webPage: '{host} respondió con una página web, no como un servicio de estadísticas. {advice}',
    otherVersion:
      '{host} usa ahora una versión del servicio de estadísticas distinta de la que tenía cuando se añadió esta cuenta. Quita la cuenta y vuelve a añadirla: así SiteTray funcionará con la versión actual.',
    notList: '{host} respondió, pero no con una lista de sitios web. {advice}',
    unusableList: '{host} respondió con una lista de sitios web con la que SiteTray no puede trabajar. {advice}',
    noService: '{host} respondió, pero ahí no hay ningún servicio de estadísticas. {advice}',
    notChecked: 'No se pudo comprobar el servicio.',
  },
  account: {
    labelTooLong: 'El nombre de la cuenta puede tener como máximo {max} caracteres.',
    gone: 'Esta cuenta ya no existe.',
    notThere: 'Esta cuenta no existe (o ya no existe).',
    demoRemoved: 'Se quitó la cuenta de demostración. Vuelve a probar la demo.',
    demoLabel: 'Demo',
    noKey: 'Esta cuenta no tiene clave de API en este equipo. Introdúcela en los ajustes de la cuenta.',
    listMovedAside: '{notice} SiteTray se inicia sin cuentas.',
    listUnreadable: '{notice} Hasta entonces, SiteTray no muestra ninguna cuenta.',
    theList: 'la lista de cuentas',
    theEdits: 'los cambios pendientes de envío de «{account}»',
    editsMovedAside: '{notice} No se enviaron: vuelve a hacerlos.',
    editsUnreadable: '{notice} Hasta entonces, SiteTray no puede guardar cambios nuevos para esta cuenta.',
    editsRejected:
      'SiteTray no pudo leer {count} cambio pendiente de envío de «{account}». Se guardó en {file} y no se envió: vuelve a hacerlo. | SiteTray no pudo leer {count} de cambios pendientes de envío de «{account}». Se guardaron en {file} y no se enviaron: vuelve a hacerlos. | SiteTray no pudo leer {count} cambios pendientes de envío de «{account}». Se guardaron en {file} y no se enviaron: vuelve a hacerlos.',
    interval: 'El intervalo de sincronización es un número entero de milisegundos, 0 para desactivarlo.',
  },
  storage: {
    movedAside: 'SiteTray no pudo leer {what} ({reason}). El archivo se conservó como {file}.',
    unreadable:
      'SiteTray no pudo leer {what} ({reason}). El archivo se dejó como está y no se sobrescribirá: sal de SiteTray y vuelve a abrirlo para leerlo.',
    damaged: 'su contenido está dañado',
    notOutbox: 'no es un archivo de envíos pendientes: {detail}',
  },
  system: {
    diskFull: 'el disco está lleno',
    quota: 'se agotó la cuota del disco',
    notAllowed: 'SiteTray no tiene permiso para usar su carpeta de datos',
    readOnly: 'el disco es de solo lectura',
    busy: 'otro programa está usando el archivo',
    folder: 'hay una carpeta donde debería estar el archivo',
    tooManyFiles: 'el sistema tiene demasiados archivos abiertos',
    io: 'el disco informó de un error',
    refused: 'el sistema se negó a leer o escribir un archivo',
    unexpected: 'algo inesperado salió mal',
  },
  outbox: {
    savedOffline: 'Guardado en este equipo: SiteTray lo enviará cuando el servicio vuelva a responder.',
    savedKey:
      'Guardado en este equipo: el servicio no aceptó la clave de API; SiteTray lo enviará cuando la clave vuelva a funcionar.',
    savedPlan:
      'Guardado en este equipo: el plan de la cuenta no incluye la API por ahora; SiteTray lo enviará cuando la incluya.',
    savedUntrusted:
      'Guardado en este equipo: este equipo no confía en el certificado del servicio; SiteTray lo enviará cuando vuelva a confiar en él.',
    savedRetry:
      'Guardado en este equipo: el servicio tuvo un problema con él; SiteTray lo volverá a intentar en breve.',
    savedConflict: 'Guardado en este equipo: va detrás de un cambio en este sitio web que espera tu decisión.',
    savedBusy: 'Guardado en este equipo: el servicio está ocupado, SiteTray lo enviará en unos {duration}.',
    sending: 'Guardado en este equipo; enviando…',
    passwordInMemory: 'La contraseña solo se guarda en memoria, hasta que cierres SiteTray.',
    passwordLost:
      'SiteTray nunca guarda contraseñas en el disco, y este cambio se hizo antes de que SiteTray se reiniciara. Vuelve a introducir la contraseña.',
    changed: 'Esto cambió en el servidor desde la última vez que lo viste. Elige qué valor conservar.',
    deleted: 'Este sitio web se eliminó en el servidor.',
    rejected: 'El servidor no aceptó este cambio.',
    droppedDeleted: 'Este sitio web se eliminó en el servidor; el cambio se descartó con él.',
    droppedNotCreated: 'El sitio web nuevo se descartó; el cambio se descartó con él.',
    resolved: 'Este conflicto ya se resolvió.',
    onlyDiscardDeleted: 'El sitio web se eliminó en el servidor; este cambio solo se puede descartar.',
    onlyDiscardRefused: 'El servidor rechazó este cambio; solo se puede descartar.',
    sentAgain: 'Este cambio se volvió a enviar mientras tanto; ya no espera tu decisión.',
    notWaiting: 'Este cambio ya no está en espera; se envió o se descartó mientras tanto.',
    discarded: 'Este cambio ya no está en espera; se descartó mientras tanto.',
    onlyRefused: 'Solo un cambio que el servidor rechazó se puede corregir y volver a enviar.',
    domainFixed: 'El dominio de un sitio web no se puede cambiar.',
    favoriteLater: 'Un sitio web nuevo se marca como favorito cuando ya existe.',
    alreadyListed: 'Este sitio web ya está en la lista.',
    notListed: 'Este sitio web ya no está en la lista.',
    favoriteNotSaved: 'SiteTray no pudo guardar el favorito en este equipo: {problem}.',
    changeNotSaved: 'SiteTray no pudo guardar el cambio en este equipo: {problem}.',
    notAllowed: 'Algunos valores no están permitidos.',
  },
  sweep: {
    ceiling:
      'El servicio siguió listando páginas más allá de la página {pages}; SiteTray dejó de leer ahí, así que los sitios web eliminados en el servicio pueden seguir apareciendo.',
    pastCount:
      'El servicio siguió listando páginas más allá de su propio recuento de sitios web; SiteTray dejó de leer ahí, así que los sitios web eliminados en el servicio pueden seguir apareciendo.',
    repeated:
      'El servicio devolvió en páginas posteriores sitios web que ya había listado; SiteTray dejó de leer ahí, así que los sitios web eliminados en el servicio pueden seguir apareciendo.',
  },
  shortcut: {
    switcherHasIt: 'Este atajo ya abre el selector rápido. Elige otro.',
    windowHasIt: 'Este atajo ya muestra y oculta la ventana. Elige otro.',
  },
  settingsNotSaved: 'No se pudieron guardar tus ajustes ({problem}), así que se quedan como estaban.',
  checks: {
    apiKeyMissing: 'Introduce la clave de API del área de cuenta del servicio.',
    apiKeyCharacters:
      'La clave de API contiene espacios o caracteres que una clave de API no puede tener. Cópiala de nuevo desde el área de cuenta del servicio.',
    webPageInsteadOfData:
      'El servicio respondió con una página web en lugar de datos: la clave de API no fue aceptada o la dirección no es la de la API.',
    statsNotUnderstood: 'El servicio envió estadísticas que SiteTray no entiende: {detail}',
    settingsUnreadableKept:
      'No se pudieron leer tus ajustes ({reason}), así que SiteTray usa los valores predeterminados. El archivo anterior se guardó como {path}.',
    settingsUnreadableLeft:
      'No se pudieron leer tus ajustes ({reason}), así que SiteTray usa por ahora los valores predeterminados. El archivo se dejó como está y los cambios que hagas aquí no se guardan: sal de SiteTray y vuelve a abrirlo para leerlo.',
  },
} satisfies Messages<typeof en>
