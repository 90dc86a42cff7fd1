import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic:
      'La página de estadísticas de este sitio web no es pública, así que no tiene un enlace para compartir. Primero hágala pública en los ajustes del sitio web.',
    trayItem: 'Estadísticas…',
    digestDailyTitle: 'Ayer en sus sitios web',
    digestWeeklyTitle: 'La semana pasada en sus sitios web',
    digestBody:
      'Visitantes: {visitors} (antes: {previousVisitors}). Páginas vistas: {pageviews} (antes: {previousPageviews}).',
    digestMover: 'El que más cambió: {domain}, visitantes {previous} → {current}.',
    digestPartial: 'Sumado sobre {summed} de {of} sitios web.',
    spikeFromReferrer: 'La mayoría llegó desde {source}.',
    spikeOnPage: 'La mayoría fue a {page}.',
    menuBarTooltip: 'Visitantes hoy: {count}',
  },
} satisfies Messages<typeof en>
