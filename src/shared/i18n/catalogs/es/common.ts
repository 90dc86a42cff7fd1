import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Pública',
    private: 'Privada',
    password: 'Contraseña',
    choosePassword: 'Contraseña…',
  },
  privacyHint: {
    public: 'Cualquiera con el enlace puede ver las estadísticas.',
    private: 'Solo tú puedes ver las estadísticas.',
    password: 'Los visitantes necesitan una contraseña para ver las estadísticas.',
  },
  settingLabel: {
    domain: 'Dominio',
    privacy: 'Página de estadísticas',
    password: 'Contraseña',
    emailReports: 'Informes por correo',
    excludeBots: 'Excluir bots',
    excludeParams: 'Parámetros de consulta excluidos',
    excludeIps: 'Direcciones IP excluidas',
    favorite: 'Favorito',
  },
  settingName: {
    domain: 'el dominio',
    privacy: 'la privacidad de la página de estadísticas',
    password: 'la contraseña',
    emailReports: 'los informes por correo',
    excludeBots: 'la exclusión de bots',
    excludeParams: 'los parámetros de consulta excluidos',
    excludeIps: 'las direcciones IP excluidas',
    favorite: 'el favorito',
  },
  keyProblem: {
    refused: 'Clave de API rechazada: corregir…',
    noApi: 'Plan sin API: cambios guardados…',
    missing: 'Sin clave de API: añadirla…',
    keychain: 'Llavero bloqueado: abrir…',
  },
  planWithoutApi:
    'El plan de «{account}» no incluye la API (o ya no la incluye): SiteTray guarda tus cambios y los enviará cuando la incluya.',
  reviewConflicts: '{count} conflicto: revisar | {count} de conflictos: revisar | {count} conflictos: revisar',
  olderServer:
    'Este servicio usa una versión antigua ({version} o anterior) que no guarda favoritos: SiteTray guarda los tuyos en este equipo, así que tus otros dispositivos no los ven.',
  addressHint: {
    withScheme: 'La dirección del sitio web, p. ej., {example}. SiteTray añade {scheme} para este servicio.',
    bare: 'El dominio del sitio web, p. ej., {example}.',
  },
  perPage: {
    oneOf: 'Los resultados por página deben ser uno de estos valores: {values}.',
    range: 'Los resultados por página deben ser un número entero de {min} a {max}.',
  },
  count: {
    edit: '{count} cambio | {count} de cambios | {count} cambios',
    conflict: '{count} conflicto | {count} de conflictos | {count} conflictos',
    day: '{count} día | {count} de días | {count} días',
    website: '{count} sitio web | {count} de sitios web | {count} sitios web',
    moreWebsite: '{count} sitio web más | {count} de sitios web más | {count} sitios web más',
    visitor: '{count} visitante | {count} de visitantes | {count} visitantes',
    line: '{count} línea | {count} de líneas | {count} líneas',
  },
  trayPlace: {
    darwin: 'barra de menús',
    win32: 'área de notificación',
    linux: 'bandeja del sistema',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Supr',
    ins: 'Insert',
    pageUp: 'Re Pág',
    pageDown: 'Av Pág',
    plus: 'Más',
    space: 'Espacio',
    enter: 'Intro',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
