import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Visão geral',
    nav: 'Visão geral',
    periods: 'Período',
    period: { today: 'Hoje', week: '7 dias', month: '30 dias' },
    search: 'Pesquisar sites',
    columns: {
      website: 'Site',
      visitors: 'Visitantes',
      visitorsChange: 'Variação de visitantes',
      pageviews: 'Visualizações de página',
      pageviewsChange: 'Variação de visualizações de página',
      trend: 'Visitantes por dia',
    },
    change: 'Variação',
    sortBy: 'Ordenar por {column}',
    favorite: 'Favorito',
    total: 'Total',
    overall: 'Todas as contas',
    progress: 'Sites lidos: {read} de {total}',
    reading: 'Lendo… sites lidos: {read} de {total}',
    partial: 'soma de {read} de {total} sites',
    accountProblem: '{account}: {problem}',
    notRead: 'ainda não lido',
    noStatistics: 'Sem estatísticas neste serviço',
    stale: 'Não atualizado: lido {age}',
    offline: 'Offline: os números como foram lidos pela última vez.',
    noMatch: 'Nenhum site corresponde a “{search}”.',
    noWebsites: 'Ainda não há sites.',
    days: 'Dias como o serviço os conta (UTC), até {day}.',
    previous: 'O período anterior: {number}',
    changeWords: {
      up: 'alta de {percent}',
      down: 'queda de {percent}',
      same: 'sem variação',
      new: 'novo: nenhum no período anterior',
    },
    newMark: 'novo',
  },
  tray: {
    open: 'Visão geral…',
    period: { today: 'Hoje', week: 'Últimos 7 dias', month: 'Últimos 30 dias' },
    tooltip: '{period}: {visitors} visitantes ({change})',
    tooltipPartial: '{period}: {visitors} visitantes ({change}), sites lidos: {read} de {total}',
    notCurrent: '{text} (alguns números não estão atualizados)',
  },
  errors: {
    unreadable: 'Não foi possível ler a visão geral.',
  },
} satisfies Messages<typeof en>
