import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Pública',
    private: 'Privada',
    password: 'Senha',
    choosePassword: 'Senha…',
  },
  privacyHint: {
    public: 'Qualquer pessoa com o link pode ver as estatísticas.',
    private: 'Só você pode ver as estatísticas.',
    password: 'Os visitantes precisam de uma senha para ver as estatísticas.',
  },
  settingLabel: {
    domain: 'Domínio',
    privacy: 'Página de estatísticas',
    password: 'Senha',
    emailReports: 'Relatórios por e-mail',
    excludeBots: 'Ignorar bots',
    excludeParams: 'Parâmetros de consulta ignorados',
    excludeIps: 'Endereços IP ignorados',
    favorite: 'Favorito',
  },
  settingName: {
    domain: 'o domínio',
    privacy: 'a privacidade da página de estatísticas',
    password: 'a senha',
    emailReports: 'os relatórios por e-mail',
    excludeBots: 'a opção de ignorar bots',
    excludeParams: 'os parâmetros de consulta ignorados',
    excludeIps: 'os endereços IP ignorados',
    favorite: 'o favorito',
  },
  keyProblem: {
    refused: 'Chave de API recusada — corrigir…',
    noApi: 'Plano sem API — alterações mantidas…',
    missing: 'Sem chave de API — adicionar…',
    keychain: 'Chaveiro bloqueado — abrir…',
  },
  planWithoutApi:
    'O plano de “{account}” não inclui (mais) a API: o SiteTray mantém suas alterações e as envia quando o plano voltar a incluí-la.',
  reviewConflicts: '{count} conflito — revisar | {count} de conflitos — revisar | {count} conflitos — revisar',
  olderServer:
    'Este serviço usa uma versão antiga ({version} ou anterior) que não guarda favoritos: o SiteTray salva os seus neste computador, então seus outros dispositivos não os veem.',
  addressHint: {
    withScheme: 'O endereço do site, por exemplo {example}. O SiteTray adiciona {scheme} para este serviço.',
    bare: 'O domínio do site, por exemplo {example}.',
  },
  perPage: {
    oneOf: 'Os resultados por página devem ser um destes valores: {values}.',
    range: 'Os resultados por página devem ser um número inteiro de {min} a {max}.',
  },
  count: {
    edit: '{count} alteração | {count} de alterações | {count} alterações',
    conflict: '{count} conflito | {count} de conflitos | {count} conflitos',
    day: '{count} dia | {count} de dias | {count} dias',
    website: '{count} site | {count} de sites | {count} sites',
    moreWebsite: 'mais {count} site | mais {count} de sites | mais {count} sites',
    visitor: '{count} visitante | {count} de visitantes | {count} visitantes',
    line: '{count} linha | {count} de linhas | {count} linhas',
  },
  trayPlace: {
    darwin: 'barra de menus',
    win32: 'área de notificação',
    linux: 'bandeja do sistema',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Delete',
    ins: 'Insert',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Mais',
    space: 'Espaço',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
