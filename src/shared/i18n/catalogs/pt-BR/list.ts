import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Iniciando o SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Boas-vindas',
      addAccount: 'Adicionar conta',
      settings: 'Configurações',
      websites: 'Sites',
      conflicts: 'Conflitos',
      account: 'Conta',
      newWebsite: 'Novo site',
      website: 'Site',
      bulk: 'Alterar sites',
      batch: 'Alteração em massa',
      excludeMyIp: 'Ignorar meu IP',
    },
    back: 'Voltar',
    dismiss: 'Fechar',
  },
  header: {
    nav: 'Navegação principal',
    websites: 'Sites',
    conflicts: 'Conflitos',
    conflictsCount: 'Conflitos ({count})',
    account: 'Conta',
    settings: 'Configurações',
    switchAccount: 'Trocar de conta',
  },
  toolbar: {
    search: 'Pesquisar sites',
    favoritesOnly: 'Só favoritos',
    favoritesOnlyTitle: 'Mostrar só os favoritos',
    newWebsite: 'Novo site',
    newWebsiteTitle: 'Novo site ({shortcut})',
    websites: '{count} site | {count} de sites | {count} sites',
    noMatches: 'Nenhum resultado',
    matches: '{count} resultado | {count} de resultados | {count} resultados',
    sort: 'Ordenar',
    orders: {
      domainAsc: 'Endereço A→Z',
      domainDesc: 'Endereço Z→A',
      newest: 'Mais recentes primeiro',
      oldest: 'Mais antigos primeiro',
      recentlyEdited: 'Editados recentemente',
    },
  },
  list: {
    heading: 'Sites',
    label: 'Sites',
    loadingRow: 'Carregando…',
  },
  row: {
    select: 'Selecionar {domain}',
    favorite: '{domain} como favorito',
    addFavorite: 'Adicionar aos favoritos',
    removeFavorite: 'Remover dos favoritos',
    waitingTitle: 'Alterações aguardando envio',
    waiting: 'Alterações aguardando envio.',
  },
  empty: {
    loading: 'Carregando sites…',
    noMatch: 'Nenhum site corresponde a “{search}”.',
    noFavorites: 'Ainda não há favoritos. Marque um site com a estrela para mantê-lo aqui.',
    none: 'Ainda não há sites.',
    addFirst: 'Adicione seu primeiro site',
  },
  notices: {
    incomplete:
      'Não foi possível acessar o serviço: mostrando os sites salvos neste computador, e a lista ainda não está completa.',
    tryAgain: 'Tentar novamente',
  },
  selection: {
    tooMany:
      'Você pode marcar no máximo {count} sites um a um: use “Selecionar todos os correspondentes” com uma pesquisa.',
  },
  switcher: {
    label: 'Ir para um site',
    placeholder: 'Ir para um site…',
    results: 'Sites',
    loading: 'Carregando sites…',
    noMatch: 'Nenhum site corresponde a “{search}”.',
    typeName: 'Digite o nome de um site.',
    recent: 'Abertos recentemente e favoritos.',
    best: 'O melhor resultado. | Os {count} melhores resultados. | Os {count} melhores resultados.',
    matches: '{count} resultado. | {count} de resultados. | {count} resultados.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favorito',
    keyOpen: 'abrir',
    keyFavorite: 'favorito',
    keyClose: 'fechar',
  },
  status: {
    refresh: 'Atualizar',
  },
  connection: {
    connectedAs: 'Conectado como {name}.',
    connected: 'Conectado.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Alterações em massa',
    applied: '{count} aplicada | {count} aplicadas | {count} aplicadas',
    toReview: '{count} para revisar | {count} para revisar | {count} para revisar',
    refused: '{count} recusada | {count} recusadas | {count} recusadas',
    separator: ', ',
    done: 'Concluído: {parts}',
    cancelled: 'Cancelado: {parts}',
    resultsOf: 'Resultados de “{title}”',
    progress: 'Progresso',
    results: 'Resultados',
  },
  keyStates: {
    verified: { title: 'Chave verificada', advice: 'O serviço aceitou esta chave de API.' },
    unverified: {
      title: 'Chave ainda não verificada',
      advice:
        'A chave está salva, mas não foi possível acessar o serviço para verificá-la. O SiteTray a verifica assim que o serviço responder.',
    },
    refused: {
      title: 'Chave recusada',
      advice:
        'O serviço não aceita mais esta chave. Crie ou copie uma chave na área da conta do serviço (seção API) e digite-a abaixo. Se o administrador a restaurar, o SiteTray percebe sozinho.',
    },
    noApi: {
      title: 'Plano sem acesso à API',
      advice:
        'A chave é válida, mas o plano desta conta não inclui (mais) a API, e uma nova chave não muda isso. O SiteTray mantém suas alterações e as envia quando o plano voltar a incluir a API; ele verifica isso sozinho.',
    },
    missing: {
      title: 'Nenhuma chave neste computador',
      advice: 'O SiteTray não tem chave de API para esta conta. Digite abaixo a chave da área da conta do serviço.',
    },
    keychain: {
      title: 'Chaveiro bloqueado',
      advice:
        'O SiteTray não conseguiu ler o chaveiro do sistema, onde guarda as chaves de API. Desbloqueie o chaveiro (ou inicie seu serviço de chaveiro) e teste a conexão novamente. O SiteTray nunca armazena chaves em outro lugar.',
    },
  },
  query: {
    search: 'A pesquisa deve ser um texto de no máximo 255 caracteres.',
    searchBy: 'Pesquisar por domínio.',
    sort: 'Ordenar de forma crescente (asc) ou decrescente (desc).',
    sortBy: 'Ordenar por criação (created) ou por domínio (domain).',
    favorite: 'O filtro de favoritos está ligado ou desligado.',
    perPage: 'Os resultados por página devem ser um número inteiro.',
    page: 'A página deve ser um número inteiro a partir de 1.',
    noSearchBy: 'Este serviço não permite escolher o critério de pesquisa.',
    addressOnly: 'Este serviço só ordena por endereço.',
    noFavoriteFilter: 'Este serviço não consegue filtrar por favorito.',
    notAField: '“{field}” não é um campo que o SiteTray possa enviar.',
    notAnObject: 'Uma consulta de lista é um objeto de filtros.',
  },
} satisfies Messages<typeof en>
