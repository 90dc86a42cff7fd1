import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Idioma',
    system: 'Sistema ({language})',
    hint: 'O SiteTray segue os idiomas preferidos do seu sistema, a menos que você escolha um aqui.',
  },
  view: {
    title: 'Configurações',
    loading: 'Carregando…',
    version: 'SiteTray {version}',
    showLog: 'Mostrar arquivo de log',
    notifications: 'Notificações',
  },
  launch: {
    label: 'Abrir ao iniciar sessão',
    hint: 'Inicia o SiteTray quando você inicia a sessão ({place}).',
  },
  theme: {
    legend: 'Aparência',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Escuro',
  },
  refresh: {
    label: 'Atualizar sites',
    hint: 'Com que frequência o SiteTray lê todos os sites do serviço. As alterações são sempre enviadas na hora.',
    manual: 'Só quando eu pedir',
    hourly: 'A cada hora',
    everyMinutes: 'A cada minuto | A cada {count} de minutos | A cada {count} minutos',
  },
  alerts: {
    label: 'Alertas de visitantes',
    hint: 'Uma notificação quando um site que costuma ter visitantes não recebe nenhum, ou muito mais do que o normal.',
    silent: 'Sem visitas',
    silentAfter:
      'Após {count} dia sem visitantes | Após {count} de dias sem visitantes | Após {count} dias sem visitantes',
    spike: 'Pico',
    spikeFactor: '{factor}× um dia normal',
    spikeMinimum:
      'E pelo menos {count} visitante no dia. | E pelo menos {count} de visitantes no dia. | E pelo menos {count} visitantes no dia.',
  },
  shortcut: {
    label: 'Atalho global',
    purpose: 'mostra ou oculta o SiteTray de qualquer app',
    clear: 'Limpar',
    clearLabel: 'Limpar atalho',
    placeholder: 'Pressione as teclas, por exemplo, {example}',
    holdModifier: 'Segure {modifiers} enquanto pressiona a tecla, por exemplo, {example}.',
    unusableKey: 'O SiteTray não pode usar esta tecla em um atalho. Tente uma letra, um número ou uma tecla de função.',
    hintSet: '{shortcut} {purpose}. Para alterá-lo, clique no campo e pressione outras teclas.',
    hintEmpty: 'Clique no campo e pressione uma combinação de teclas, por exemplo, {example}. Esse atalho {purpose}.',
  },
  switcher: {
    label: 'Atalho do seletor rápido',
    purpose: 'abre o seletor rápido de qualquer app (na janela do SiteTray, {inWindow} também)',
    clearLabel: 'Limpar atalho do seletor',
  },
  ipLookup: {
    label: 'Serviço “qual é o meu IP”',
    invalid: 'Digite um endereço https://, por exemplo, {example}.',
    hint: 'Consultado sobre o endereço público deste computador só quando você clica em “Ignorar meu IP”. Vazio: {address}.',
  },
  update: {
    restart: 'Reiniciar para atualizar',
    packageManager: 'As atualizações vêm do seu gerenciador de pacotes.',
    unavailable: 'O SiteTray não consegue se atualizar sozinho: baixe as novas versões na página de versões dele.',
    upToDate: 'O SiteTray está atualizado.',
    checkFailed: 'Não foi possível procurar atualizações; o SiteTray tentará novamente amanhã.',
    checking: 'Procurando atualizações…',
    downloading: 'Baixando a versão {version}…',
    downloadingPercent: 'Baixando a versão {version} ({percent})…',
    ready: 'A versão {version} está pronta: reinicie para atualizar (ou ela será instalada quando você sair).',
    restarting: 'Reiniciando para instalar a versão {version}…',
  },
} satisfies Messages<typeof en>
