import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: 'Estadísticas',
    show: 'Mostrar estadísticas',
    hide: 'Ocultar estadísticas',
    hint: 'Páginas principales, referentes, países y más, leídos del servicio al abrirlas.',
  },
  period: {
    label: 'Período',
    today: 'Hoy',
    days7: '7 días',
    days30: '30 días',
  },
  hour: {
    title: 'Esta hora',
    range: '{from}–{to} UTC',
    visitorsSoFar: 'Visitantes: {today} (ayer hasta las {time}: {yesterday})',
    pageviewsSoFar: 'Páginas vistas: {today} (ayer hasta las {time}: {yesterday})',
    reading: 'Leyendo esta hora…',
  },
  lists: {
    page: 'Páginas principales',
    referrer: 'Referentes',
    country: 'Países',
    browser: 'Navegadores',
    device: 'Dispositivos',
    campaign: 'Campañas',
    event: 'Eventos',
  },
  column: {
    page: 'Página',
    referrer: 'Referente',
    country: 'País',
    browser: 'Navegador',
    device: 'Dispositivo',
    campaign: 'Campaña',
    event: 'Evento (nombre / valor / unidad)',
    count: 'Cantidad',
    share: 'Porcentaje',
  },
  list: {
    reading: 'Leyendo…',
    none: 'No se registró nada en este período.',
    shownOf: '{shown} principales de {total}',
    notSet: '(sin definir)',
  },
  export: {
    dialogTitle: 'Exportar estadísticas como CSV',
    button: 'Exportar CSV',
    label: 'Exportar «{list}» como CSV',
    starting: 'Exportando…',
    reading:
      'Exportando… {read} de {count} fila | Exportando… {read} de {count} de filas | Exportando… {read} de {count} filas',
    cancel: 'Cancelar exportación',
    done: 'Se guardó {count} fila en {file}. | Se guardaron {count} de filas en {file}. | Se guardaron {count} filas en {file}.',
    cancelled: 'Exportación cancelada.',
    notInPlan:
      'Tu plan no incluye la exportación de datos (la función «exportación de datos» del plan está desactivada).',
    notWritten: 'No se pudo escribir el archivo.',
  },
  names: {
    page: 'Páginas',
    landing_page: 'Páginas de entrada',
    referrer: 'Referentes',
    country: 'Países',
    city: 'Ciudades',
    continent: 'Continentes',
    browser: 'Navegadores',
    os: 'Sistemas operativos',
    device: 'Dispositivos',
    language: 'Idiomas',
    resolution: 'Resoluciones de pantalla',
    campaign: 'Campañas',
    event: 'Eventos',
    visitors: 'Visitantes por día',
    pageviews: 'Páginas vistas por día',
    visitors_hour: 'Visitantes por hora',
    pageviews_hour: 'Páginas vistas por hora',
  },
  exportAny: {
    title: 'Exportar cualquier estadística',
    label: 'Estadística',
    button: 'Exportar CSV',
  },
  errors: {
    offline: 'Sin conexión: las estadísticas se volverán a leer cuando se pueda acceder al servicio.',
  },
  tray: {
    thisHourSoFar: 'Esta hora: {today} (ayer hasta las {time}: {yesterday})',
  },
} satisfies Messages<typeof en>
