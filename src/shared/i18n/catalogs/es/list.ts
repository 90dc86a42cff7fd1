import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Iniciando SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Bienvenida',
      addAccount: 'Añadir cuenta',
      settings: 'Ajustes',
      websites: 'Sitios web',
      conflicts: 'Conflictos',
      account: 'Cuenta',
      newWebsite: 'Nuevo sitio web',
      website: 'Sitio web',
      bulk: 'Cambiar sitios web',
      batch: 'Cambio masivo',
      excludeMyIp: 'Excluir mi IP',
    },
    back: 'Atrás',
    dismiss: 'Cerrar',
  },
  header: {
    nav: 'Navegación principal',
    websites: 'Sitios web',
    conflicts: 'Conflictos',
    conflictsCount: 'Conflictos ({count})',
    account: 'Cuenta',
    settings: 'Ajustes',
    switchAccount: 'Cambiar de cuenta',
  },
  toolbar: {
    search: 'Buscar sitios web',
    favoritesOnly: 'Solo favoritos',
    favoritesOnlyTitle: 'Mostrar solo favoritos',
    newWebsite: 'Nuevo sitio web',
    newWebsiteTitle: 'Nuevo sitio web ({shortcut})',
    websites: '{count} sitio web | {count} de sitios web | {count} sitios web',
    noMatches: 'Sin resultados',
    matches: '{count} resultado | {count} de resultados | {count} resultados',
    sort: 'Ordenar',
    orders: {
      domainAsc: 'Dirección A→Z',
      domainDesc: 'Dirección Z→A',
      newest: 'Más recientes primero',
      oldest: 'Más antiguos primero',
      recentlyEdited: 'Editados recientemente',
    },
  },
  list: {
    heading: 'Sitios web',
    label: 'Sitios web',
    loadingRow: 'Cargando…',
  },
  row: {
    select: 'Seleccionar {domain}',
    favorite: '{domain} como favorito',
    addFavorite: 'Añadir a favoritos',
    removeFavorite: 'Quitar de favoritos',
    waitingTitle: 'Cambios pendientes de envío',
    waiting: 'Cambios pendientes de envío.',
  },
  empty: {
    loading: 'Cargando sitios web…',
    noMatch: 'Ningún sitio web coincide con «{search}».',
    noFavorites: 'Aún no hay favoritos. Marca un sitio web con la estrella para tenerlo aquí.',
    none: 'Aún no hay sitios web.',
    addFirst: 'Añade tu primer sitio web',
  },
  notices: {
    incomplete:
      'No se pudo contactar con el servicio: se muestran los sitios web guardados en este equipo y la lista aún no está completa.',
    tryAgain: 'Reintentar',
  },
  selection: {
    tooMany:
      'Puedes marcar como máximo {count} sitios web uno a uno: usa mejor «Seleccionar los sitios web coincidentes» con una búsqueda.',
  },
  switcher: {
    label: 'Ir a un sitio web',
    placeholder: 'Ir a un sitio web…',
    results: 'Sitios web',
    loading: 'Cargando sitios web…',
    noMatch: 'Ningún sitio web coincide con «{search}».',
    typeName: 'Escribe el nombre de un sitio web.',
    recent: 'Abiertos recientemente y favoritos.',
    best: 'El mejor resultado. | Los {count} mejores resultados. | Los {count} mejores resultados.',
    matches: '{count} resultado. | {count} de resultados. | {count} resultados.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favorito',
    keyOpen: 'abrir',
    keyFavorite: 'favorito',
    keyClose: 'cerrar',
  },
  status: {
    refresh: 'Actualizar',
  },
  connection: {
    connectedAs: 'Conectado como {name}.',
    connected: 'Conectado.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Cambios masivos',
    applied: '{count} aplicado | {count} aplicados | {count} aplicados',
    toReview: '{count} por revisar | {count} por revisar | {count} por revisar',
    refused: '{count} rechazado | {count} rechazados | {count} rechazados',
    separator: ', ',
    done: 'Terminado: {parts}',
    cancelled: 'Cancelado: {parts}',
    resultsOf: 'Resultados de «{title}»',
    progress: 'Progreso',
    results: 'Resultados',
  },
  keyStates: {
    verified: { title: 'Clave verificada', advice: 'El servicio aceptó esta clave de API.' },
    unverified: {
      title: 'Clave aún no verificada',
      advice:
        'La clave está guardada, pero no se pudo contactar con el servicio para comprobarla. SiteTray la comprueba en cuanto el servicio responda.',
    },
    refused: {
      title: 'Clave rechazada',
      advice:
        'El servicio ya no acepta esta clave. Crea o copia una clave en el área de cuenta del servicio (sección API) e introdúcela abajo. Si su administrador la restablece, SiteTray lo detecta por sí solo.',
    },
    noApi: {
      title: 'Plan sin acceso a la API',
      advice:
        'La clave es válida, pero el plan de esta cuenta no incluye la API (o ya no la incluye), y una clave nueva no cambia eso. SiteTray conserva tus cambios y los envía cuando el plan vuelva a incluir la API; lo comprueba por sí solo.',
    },
    missing: {
      title: 'No hay clave en este equipo',
      advice:
        'SiteTray no tiene ninguna clave de API para esta cuenta. Introduce abajo la clave del área de cuenta del servicio.',
    },
    keychain: {
      title: 'Llavero bloqueado',
      advice:
        'SiteTray no pudo leer el llavero del sistema, donde guarda las claves de API. Desbloquea el llavero (o inicia tu servicio de llavero) y vuelve a probar la conexión. SiteTray nunca guarda las claves en ningún otro sitio.',
    },
  },
  query: {
    search: 'La búsqueda debe ser un texto de 255 caracteres como máximo.',
    searchBy: 'Buscar por dominio.',
    sort: 'Ordenar de forma ascendente (asc) o descendente (desc).',
    sortBy: 'Ordenar por creación (created) o por dominio (domain).',
    favorite: 'El filtro de favoritos está activado o desactivado.',
    perPage: 'Los resultados por página deben ser un número entero.',
    page: 'La página debe ser un número entero a partir de 1.',
    noSearchBy: 'Este servicio no permite elegir por qué buscar.',
    addressOnly: 'Este servicio solo ordena por dirección.',
    noFavoriteFilter: 'Este servicio no puede filtrar por favorito.',
    notAField: '«{field}» no es un campo que SiteTray pueda enviar.',
    notAnObject: 'Una consulta de lista es un objeto de filtros.',
  },
} satisfies Messages<typeof en>
