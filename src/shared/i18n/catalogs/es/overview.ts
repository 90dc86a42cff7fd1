import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Resumen',
    nav: 'Resumen',
    periods: 'Periodo',
    period: { today: 'Hoy', week: '7 días', month: '30 días' },
    search: 'Buscar sitios web',
    columns: {
      website: 'Sitio web',
      visitors: 'Visitantes',
      visitorsChange: 'Cambio en visitantes',
      pageviews: 'Páginas vistas',
      pageviewsChange: 'Cambio en páginas vistas',
      trend: 'Visitantes por día',
    },
    change: 'Cambio',
    sortBy: 'Ordenar por {column}',
    favorite: 'Favorito',
    total: 'Total',
    overall: 'Todas las cuentas',
    progress: 'Sitios web leídos: {read} de {total}',
    reading: 'Leyendo… sitios web leídos: {read} de {total}',
    partial: 'suma de {read} de {total} sitios web',
    accountProblem: '{account}: {problem}',
    notRead: 'aún sin leer',
    noStatistics: 'Este servicio no tiene estadísticas',
    stale: 'No actualizado: leído {age}',
    offline: 'Sin conexión: las cifras tal como se leyeron por última vez.',
    noMatch: 'Ningún sitio web coincide con «{search}».',
    noWebsites: 'Todavía no hay sitios web.',
    days: 'Días tal como los cuenta el servicio (UTC), hasta el {day}.',
    previous: 'El periodo anterior: {number}',
    changeWords: {
      up: 'sube {percent}',
      down: 'baja {percent}',
      same: 'sin cambios',
      new: 'nuevo: ninguno en el periodo anterior',
    },
    newMark: 'nuevo',
  },
  tray: {
    open: 'Resumen…',
    period: { today: 'Hoy', week: 'Últimos 7 días', month: 'Últimos 30 días' },
    tooltip: '{period}: {visitors} visitantes ({change})',
    tooltipPartial: '{period}: {visitors} visitantes ({change}), sitios web leídos: {read} de {total}',
    notCurrent: '{text} (algunas cifras no están actualizadas)',
  },
  errors: {
    unreadable: 'No se pudo leer el resumen.',
  },
} satisfies Messages<typeof en>
