import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic:
      'A página de estatísticas deste site não é pública, então não há link para compartilhar. Torne-a pública nas configurações do site primeiro.',
    trayItem: 'Estatísticas…',
    digestDailyTitle: 'Ontem nos seus sites',
    digestWeeklyTitle: 'Semana passada nos seus sites',
    digestBody:
      'Visitantes: {visitors} (antes: {previousVisitors}). Visualizações de página: {pageviews} (antes: {previousPageviews}).',
    digestMover: 'O que mais mudou: {domain}, visitantes {previous} → {current}.',
    digestPartial: 'Somado em {summed} de {of} sites.',
    spikeFromReferrer: 'A maioria veio de {source}.',
    spikeOnPage: 'A maioria foi para {page}.',
    menuBarTooltip: 'Visitantes hoje: {count}',
  },
} satisfies Messages<typeof en>
