import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Offline',
    offlineWaiting:
      'Offline — {count} alteração aguardando | Offline — {count} de alterações aguardando | Offline — {count} alterações aguardando',
    syncingOf: 'Sincronizando {done} de {total}',
    syncing: 'Sincronizando…',
    sending: 'Enviando {count} alteração… | Enviando {count} de alterações… | Enviando {count} alterações…',
    problem: 'Problema de sincronização: {message}',
    notYet: 'Ainda não sincronizado',
    synced: 'Sincronizado {ago}',
    applying: 'Aplicando a {done} de {total}',
  },
  ago: {
    justNow: 'agora mesmo',
  },
  api: {
    unauthorized: 'A chave de API não foi aceita. Verifique a chave nas configurações da conta.',
    forbidden: 'O plano desta conta não inclui acesso à API.',
    notFound: 'O site não existe mais no servidor.',
    validation: 'O servidor não aceitou alguns campos.',
    rateLimited: 'O serviço pediu ao SiteTray que fosse mais devagar. Tente novamente em instantes.',
    timeout: 'O serviço não respondeu a tempo.',
    network: 'Não é possível acessar o serviço. Verifique a conexão e o endereço do serviço.',
    server: 'O serviço teve um problema ao processar a solicitação. Tente novamente mais tarde.',
    badResponse: 'O serviço enviou uma resposta que o SiteTray não entende. Verifique o endereço do serviço.',
    invalidRequest: 'A solicitação não foi enviada porque alguns valores não são permitidos.',
    noAnswerWithin: 'O serviço não respondeu em {duration}.',
    notUnderstood: 'O serviço enviou uma resposta que o SiteTray não entende: {detail}',
    wrongAddress:
      'O serviço respondeu, mas não como uma API de sites. Verifique o endereço do serviço e a variante da API.',
    redirectsTo:
      'O serviço redireciona para {origin} em vez de responder. Verifique o endereço do serviço: digite o endereço que o serviço realmente usa.',
    redirectsElsewhere:
      'O serviço redireciona para outro endereço em vez de responder. Verifique o endereço do serviço: digite o endereço que o serviço realmente usa.',
    enterAddress: 'Digite o endereço do serviço, por exemplo {example}.',
    httpsOnly: 'O endereço do serviço deve começar com {scheme}.',
    httpLocalOnly:
      'Use {scheme} no endereço do serviço: {plain} simples só é permitido para este computador (localhost).',
    enterKey: 'Digite a chave de API da área da conta do serviço.',
    badKeyChars:
      'A chave de API contém espaços ou caracteres que uma chave de API não pode ter. Copie-a novamente da área da conta do serviço.',
    noCredentials: 'Não inclua nomes de usuário nem senhas no endereço do serviço.',
    variant: 'A variante da API é A ou B.',
    noId: 'Um site não tem um id válido.',
    notObject: 'Um site não é um objeto.',
    noDomain: 'Um site não tem domínio.',
    noData: 'A lista não tem dados.',
    statsNoCount: 'Uma linha de estatísticas não tem contagem.',
    statsNotObject: 'Uma linha de estatísticas não é um objeto.',
    statsNoValue: 'Uma linha de estatísticas não tem valor.',
    statsNoData: 'As estatísticas não têm dados.',
    tooLarge:
      'A resposta do servidor passou de {size}: o SiteTray parou de ler o que {host} enviou. Verifique o endereço do serviço.',
  },
  net: {
    untrusted:
      'O certificado de {host} não é confiável para este computador — se sua organização usa uma autoridade de certificação própria, ela precisa estar instalada no repositório de certificados do sistema.',
    proxyCredentials:
      'O servidor proxy nas configurações de rede deste computador pede um nome de usuário e uma senha que o SiteTray não pode fornecer. Peça a quem administra a rede que libere o SiteTray no proxy.',
    certName:
      'O certificado de {host} foi emitido para outro endereço. Verifique o endereço do serviço; se estiver correto, avise o administrador do serviço.',
    certDate:
      'O certificado de {host} expirou ou ainda não é válido. Verifique a data e a hora deste computador; se estiverem corretas, avise o administrador do serviço.',
    certRevoked: 'O certificado de {host} foi revogado. Avise o administrador do serviço.',
    nameNotResolved:
      '{host} não foi encontrado. Verifique a grafia do endereço do serviço e se este computador está conectado à rede.',
    nameResolutionFailed:
      'Não foi possível resolver {host}: o serviço de nomes deste computador não respondeu. Verifique a conexão de rede.',
    connectionRefused: '{host} recusou a conexão. Verifique o endereço (e a porta) e se o serviço está em execução.',
    disconnected: 'Este computador não está conectado à rede.',
    proxyUnreachable:
      'Não é possível acessar o servidor proxy nas configurações de rede deste computador. Verifique as configurações de proxy ou fale com quem administra a rede.',
    tunnelFailed:
      'O servidor proxy nas configurações de rede deste computador se recusou a conectar o SiteTray a {host}. Peça a quem administra a rede que libere esse endereço.',
    pacFailed:
      'Não foi possível usar a configuração de proxy deste computador (o arquivo PAC). Verifique as configurações de proxy ou fale com quem administra a rede.',
    proxyConfigFailed:
      'Não foi possível usar a configuração de proxy deste computador. Verifique as configurações de proxy ou fale com quem administra a rede.',
    sslFailed:
      'A conexão segura com {host} falhou: ele não oferece nenhuma que este computador aceite. Verifique o endereço do serviço; se estiver correto, avise o administrador do serviço.',
  },
  keychain: {
    operation: {
      read: 'ler',
      save: 'salvar',
      delete: 'excluir',
    },
    unavailable:
      'O SiteTray não consegue acessar o chaveiro do sistema{because}, então não pode {operation} a chave de API. {advice} O SiteTray nunca guarda chaves de API em texto simples.',
    locked:
      'O chaveiro do sistema está bloqueado{because}, então o SiteTray não pode {operation} a chave de API. {advice}',
    failed: 'O chaveiro do sistema não conseguiu {operation} a chave de API{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Desbloqueie o chaveiro “início de sessão” no Acesso às Chaves e tente novamente.',
    mac: 'Verifique o chaveiro “início de sessão” no Acesso às Chaves.',
    windows: 'Verifique se o Gerenciador de Credenciais do Windows está disponível para sua conta de usuário.',
    linuxLocked:
      'Desbloqueie o chaveiro (no GNOME Keyring, o chaveiro “login”, por exemplo com o Seahorse / “Senhas e chaves”) e tente novamente.',
    linux:
      'No Linux, instale e desbloqueie um Secret Service como o GNOME Keyring (e execute o SiteTray em uma sessão de desktop com D-Bus).',
  },
  check: {
    address:
      'Verifique o endereço do serviço: é o endereço em que você abre o serviço de estatísticas, por exemplo {example}.',
    unauthorized:
      '{host} não aceitou a chave de API. Copie a chave novamente da área da conta do serviço (seção API) e cole aqui.',
    forbidden:
      'A chave de API é válida, mas a conta em {host} não tem acesso à API: o plano dela não inclui a API. Escolha um plano com acesso à API ou use a chave de outra conta.',
    rateLimitedSeconds:
      '{host} está limitando as solicitações deste computador agora (muitas no último minuto). Tente novamente em {duration}.',
    rateLimitedMinute:
      '{host} está limitando as solicitações deste computador agora (muitas no último minuto). Tente novamente em um minuto.',
    server:
      '{host} teve um problema interno. Tente novamente mais tarde; se persistir, avise o administrador do serviço.',
    timeout:
      '{host} não respondeu a tempo. Verifique sua conexão com a internet e o endereço do serviço e tente novamente.',
    cancelled: 'A verificação da conexão foi cancelada antes de o serviço responder.',
    cannotConnect:
      'O SiteTray não conseguiu se conectar a {host}. Verifique o endereço (grafia, porta), sua conexão com a internet e se o serviço está em execução.',
    notStatistics: '{host} respondeu, mas não como um serviço de estatísticas. {advice}',
    redirectsUnknown:
      '{host} envia o SiteTray para outro endereço em vez de responder. Verifique o endereço do serviço: abra-o em um navegador e digite o endereço em que você chegar.',
    loginRedirect:
      '{host} enviou o SiteTray para a página de login em vez de responder: a chave de API não foi aceita. Copie a chave novamente da área da conta do serviço e cole aqui.',
    redirectsTo:
      '{host} envia o SiteTray para {location} em vez de responder. Verifique o endereço do serviço: digite o endereço que o serviço realmente usa.',
    loginPage:
      '{host} respondeu com a página de login em vez de dados: a chave de API não foi aceita. Copie a chave novamente da área da conta do serviço e cole aqui.',
    webPage: '{host} respondeu com uma página da web, não como um serviço de estatísticas. {advice}',
    otherVersion:
      '{host} agora usa uma versão do serviço de estatísticas diferente da que usava quando esta conta foi adicionada. Remova a conta e adicione-a novamente: assim o SiteTray funciona com a versão atual.',
    notList: '{host} respondeu, mas não com uma lista de sites. {advice}',
    unusableList: '{host} respondeu com uma lista de sites com a qual o SiteTray não consegue trabalhar. {advice}',
    noService: '{host} respondeu, mas não há um serviço de estatísticas ali. {advice}',
    notChecked: 'Não foi possível verificar o serviço.',
  },
  account: {
    labelTooLong: 'O nome da conta pode ter no máximo {max} caracteres.',
    gone: 'Esta conta não existe mais.',
    notThere: 'Esta conta não existe (mais).',
    demoRemoved: 'A conta de demonstração foi removida. Experimente a demonstração novamente.',
    demoLabel: 'Demonstração',
    noKey: 'Esta conta não tem chave de API neste computador. Digite-a nas configurações da conta.',
    listMovedAside: '{notice} O SiteTray inicia sem contas.',
    listUnreadable: '{notice} Até lá, o SiteTray não mostra nenhuma conta.',
    theList: 'a lista de contas',
    theEdits: 'as alterações aguardando envio para “{account}”',
    editsMovedAside: '{notice} Elas não foram enviadas: faça-as novamente.',
    editsUnreadable: '{notice} Até lá, o SiteTray não consegue guardar novas alterações para esta conta.',
    editsRejected:
      'O SiteTray não conseguiu ler {count} alteração aguardando envio para “{account}”. Ela foi mantida em {file} e não foi enviada: faça-a novamente. | O SiteTray não conseguiu ler {count} de alterações aguardando envio para “{account}”. Elas foram mantidas em {file} e não foram enviadas: faça-as novamente. | O SiteTray não conseguiu ler {count} alterações aguardando envio para “{account}”. Elas foram mantidas em {file} e não foram enviadas: faça-as novamente.',
    interval: 'O intervalo de sincronização é um número inteiro de milissegundos, 0 para desativar.',
  },
  storage: {
    movedAside: 'O SiteTray não conseguiu ler {what} ({reason}). O arquivo foi mantido como {file}.',
    unreadable:
      'O SiteTray não conseguiu ler {what} ({reason}). O arquivo foi deixado como está e não será substituído: encerre e abra o SiteTray novamente para lê-lo.',
    damaged: 'o conteúdo está danificado',
    notOutbox: 'não é um arquivo de envios pendentes: {detail}',
  },
  system: {
    diskFull: 'o disco está cheio',
    quota: 'a cota do disco se esgotou',
    notAllowed: 'o SiteTray não tem permissão para usar sua pasta de dados',
    readOnly: 'o disco é somente leitura',
    busy: 'outro programa está usando o arquivo',
    folder: 'há uma pasta onde deveria estar o arquivo',
    tooManyFiles: 'o sistema tem arquivos abertos demais',
    io: 'o disco informou um erro',
    refused: 'o sistema se recusou a ler ou gravar um arquivo',
    unexpected: 'algo inesperado deu errado',
  },
  outbox: {
    savedOffline: 'Salvo neste computador: o SiteTray enviará quando o serviço voltar a responder.',
    savedKey:
      'Salvo neste computador: o serviço não aceitou a chave de API; o SiteTray enviará quando a chave voltar a funcionar.',
    savedPlan:
      'Salvo neste computador: o plano da conta não inclui a API no momento; o SiteTray enviará quando incluir.',
    savedUntrusted:
      'Salvo neste computador: o certificado do serviço não é confiável para este computador; o SiteTray enviará quando voltar a ser.',
    savedRetry:
      'Salvo neste computador: o serviço teve um problema com a alteração; o SiteTray tentará novamente em breve.',
    savedConflict: 'Salvo neste computador: ela vem depois de uma alteração neste site que aguarda sua escolha.',
    savedBusy: 'Salvo neste computador: o serviço está ocupado, o SiteTray enviará em cerca de {duration}.',
    sending: 'Salvo neste computador — enviando…',
    passwordInMemory: 'A senha fica só na memória, até o SiteTray ser encerrado.',
    passwordLost:
      'O SiteTray nunca grava senhas no disco, e esta alteração foi feita antes de o SiteTray reiniciar. Digite a senha novamente.',
    changed: 'Isto foi alterado no servidor desde a última vez que você viu. Escolha qual valor manter.',
    deleted: 'Este site foi excluído no servidor.',
    rejected: 'O servidor não aceitou esta alteração.',
    droppedDeleted: 'Este site foi excluído no servidor; a alteração foi descartada junto com ele.',
    droppedNotCreated: 'O novo site foi descartado; a alteração foi descartada junto com ele.',
    resolved: 'Este conflito já foi resolvido.',
    onlyDiscardDeleted: 'O site foi excluído no servidor; esta alteração só pode ser descartada.',
    onlyDiscardRefused: 'O servidor recusou esta alteração; ela só pode ser descartada.',
    sentAgain: 'Esta alteração foi reenviada nesse meio-tempo; ela não aguarda mais sua escolha.',
    notWaiting: 'Esta alteração não está mais aguardando; ela foi enviada ou descartada nesse meio-tempo.',
    discarded: 'Esta alteração não está mais aguardando; ela foi descartada nesse meio-tempo.',
    onlyRefused: 'Só uma alteração recusada pelo servidor pode ser corrigida e reenviada.',
    domainFixed: 'O domínio de um site não pode ser alterado.',
    favoriteLater: 'Um novo site se torna favorito depois de criado.',
    alreadyListed: 'Este site já está na lista.',
    notListed: 'Este site não está mais na lista.',
    favoriteNotSaved: 'O SiteTray não conseguiu salvar o favorito neste computador: {problem}.',
    changeNotSaved: 'O SiteTray não conseguiu salvar a alteração neste computador: {problem}.',
    notAllowed: 'Alguns valores não são permitidos.',
  },
  sweep: {
    ceiling:
      'O serviço continuou listando páginas além da página {pages}; o SiteTray parou de ler ali, então sites excluídos no serviço ainda podem aparecer.',
    pastCount:
      'O serviço continuou listando páginas além da própria contagem de sites; o SiteTray parou de ler ali, então sites excluídos no serviço ainda podem aparecer.',
    repeated:
      'O serviço respondeu às páginas seguintes com sites que já tinha listado; o SiteTray parou de ler ali, então sites excluídos no serviço ainda podem aparecer.',
  },
  shortcut: {
    switcherHasIt: 'Esta combinação já abre o seletor rápido. Escolha outra.',
    windowHasIt: 'Esta combinação já mostra e oculta a janela. Escolha outra.',
  },
  settingsNotSaved: 'Não foi possível salvar suas configurações ({problem}), então elas continuam como estavam.',
  checks: {
    apiKeyMissing: 'Digite a chave de API da área da conta do serviço.',
    apiKeyCharacters:
      'A chave de API contém espaços ou caracteres que uma chave de API não pode ter. Copie-a novamente da área da conta do serviço.',
    webPageInsteadOfData:
      'O serviço respondeu com uma página da web em vez de dados: a chave de API não foi aceita, ou o endereço não é o da API.',
    statsNotUnderstood: 'O serviço enviou estatísticas que o SiteTray não entende: {detail}',
    settingsUnreadableKept:
      'Não foi possível ler suas configurações ({reason}), então o SiteTray usa os valores padrão. O arquivo antigo foi mantido como {path}.',
    settingsUnreadableLeft:
      'Não foi possível ler suas configurações ({reason}), então o SiteTray usa os valores padrão por enquanto. O arquivo foi deixado como está e as alterações feitas aqui não são salvas: encerre e abra o SiteTray novamente para lê-lo.',
  },
} satisfies Messages<typeof en>
