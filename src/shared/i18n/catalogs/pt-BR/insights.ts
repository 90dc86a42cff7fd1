import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: 'Estatísticas',
    show: 'Mostrar estatísticas',
    hide: 'Ocultar estatísticas',
    hint: 'Páginas principais, referências, países e mais, lidos do serviço quando você as abre.',
  },
  period: {
    label: 'Período',
    today: 'Hoje',
    days7: '7 dias',
    days30: '30 dias',
  },
  hour: {
    title: 'Esta hora',
    range: '{from}–{to} UTC',
    visitors: 'Visitantes: {today} (ontem {yesterday})',
    pageviews: 'Visualizações de página: {today} (ontem {yesterday})',
    reading: 'Lendo esta hora…',
  },
  lists: {
    page: 'Páginas principais',
    referrer: 'Referências',
    country: 'Países',
    browser: 'Navegadores',
    device: 'Dispositivos',
    campaign: 'Campanhas',
    event: 'Eventos',
  },
  column: {
    page: 'Página',
    referrer: 'Referência',
    country: 'País',
    browser: 'Navegador',
    device: 'Dispositivo',
    campaign: 'Campanha',
    event: 'Evento (nome / valor / unidade)',
    count: 'Quantidade',
    share: 'Participação',
  },
  list: {
    reading: 'Lendo…',
    none: 'Nada registrado neste período.',
    shownOf: '{shown} principais de {total}',
    notSet: '(não definido)',
  },
  export: {
    button: 'Exportar CSV',
    label: 'Exportar “{list}” como CSV',
    starting: 'Exportando…',
    reading:
      'Exportando… {read} de {count} linha | Exportando… {read} de {count} de linhas | Exportando… {read} de {count} linhas',
    cancel: 'Cancelar exportação',
    done: '{count} linha salva em {file}. | {count} de linhas salvas em {file}. | {count} linhas salvas em {file}.',
    cancelled: 'Exportação cancelada.',
    notInPlan: 'Seu plano não inclui exportação de dados (o recurso “exportação de dados” do plano está desativado).',
    notWritten: 'Não foi possível gravar o arquivo.',
  },
  errors: {
    offline: 'Offline: as estatísticas serão lidas de novo quando o serviço puder ser acessado.',
  },
  tray: {
    thisHour: 'Esta hora: {today} (ontem {yesterday})',
  },
} satisfies Messages<typeof en>
