import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Código de rastreamento',
    hint: 'Cole-o em todas as páginas de {domain}, logo antes de {tag}. As visitas passam a ser contadas a partir daí.',
    dnt: 'Respeitar o pedido “Não rastrear”',
    dntHint: 'Visitantes cujo navegador pede para não ser rastreado não são contados.',
    copy: 'Copiar código de rastreamento',
    copied: 'Copiado para a área de transferência.',
    show: 'Mostrar o código',
    codeLabel: 'Código de rastreamento de {domain}',
    check: 'Verificar instalação',
    checking: 'Verificando…',
    checked: 'Verificado {age}',
    limits:
      'A verificação lê a página inicial como um primeiro visitante faria, sem fazer login: um código adicionado depois por JavaScript ou uma página que exige login não é visto.',
  },
  newWebsite: {
    next: 'Próximo passo: adicione o código de rastreamento ao seu site.',
  },
  mark: {
    noVisitsYet: 'nenhuma visita ainda',
    title: 'Nenhuma visita registrada desde a criação',
    check: 'Verificar',
    checkLabel: 'Verificar a instalação em {domain}',
  },
  tray: {
    copy: 'Copiar código de rastreamento',
    check: 'Verificar instalação…',
    copyFailed: 'Não foi possível copiar o código de rastreamento',
  },
  check: {
    websiteGone: 'Este site não está mais na lista.',
  },
  outcome: {
    installedTitle: 'Instalado',
    installed: 'A página inicial de {host} tem o código de rastreamento, e ele envia as visitas para esta conta.',
    visitsToday: 'As primeiras visitas chegaram hoje.',
    noVisitsYet: 'Nenhuma visita registrada ainda — abra o site uma vez para verificar.',
    elsewhereTitle: 'Instalado, mas apontando para outro lugar',
    elsewhere:
      'O código em {host} envia as visitas para {dataHost}, não para {expected}. Substitua-o pelo código de rastreamento desta conta.',
    otherHostTitle: 'Em outro host',
    otherHost:
      'A página inicial redireciona para {host}. O serviço só conta visitas em {domain} (com ou sem www.): adicione {host} também como site ou remova o redirecionamento.',
    notFoundTitle: 'Não encontrado na página inicial',
    notFound:
      'A página inicial de {host} não tem o código de rastreamento. Um gerenciador de tags ou um aplicativo de página única pode adicioná-lo depois, o que esta verificação não vê: abra o site e confira as visitas de hoje. Caso contrário, verifique se o código está no cabeçalho de todas as páginas.',
    unreachableTitle: 'Não foi possível acessar o site',
    tooLargeTitle: 'A página é grande demais para ser verificada',
    privateNetworkTitle: 'Redirecionamento não seguido',
    overHttp: 'Não foi possível conectar por https, então a página foi verificada por http.',
    hiddenCharacters:
      'O endereço no código contém caracteres invisíveis. Copie novamente o código de rastreamento desta conta.',
  },
  unreachable: {
    dns: 'O nome {host} não pode ser resolvido. Confira o domínio do site.',
    refused: '{host} recusou a conexão, por https e por http.',
    certificate: 'O certificado de {host} não é confiável para este computador.',
    timeout: '{host} não respondeu a tempo.',
    tooLarge: 'A página inicial de {host} é maior que {size}; a verificação não lê mais do que isso.',
    status: '{host} respondeu com o erro HTTP {status}.',
    tooManyRedirects: '{host} redireciona mais de {count} vezes (um loop?).',
    notHttp: '{host} redireciona para um endereço que não é uma página web.',
    unusualStatus: '{host} respondeu com o status incomum {status}. Confira a configuração do servidor.',
    privateNetwork:
      '{host} redireciona para {target}, um endereço de uma rede privada. A verificação não segue um site público para dentro de uma rede privada: confira os redirecionamentos do site.',
    other: 'Não foi possível ler {host}.',
  },
} satisfies Messages<typeof en>
