import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'Sobre o SiteTray',
    hide: 'Ocultar SiteTray',
    hideOthers: 'Ocultar Outros',
    showAll: 'Mostrar Tudo',
    quit: 'Encerrar SiteTray',
    edit: 'Editar',
    undo: 'Desfazer',
    redo: 'Refazer',
    cut: 'Recortar',
    copy: 'Copiar',
    paste: 'Colar',
    pasteAndMatchStyle: 'Colar e Manter Estilo',
    delete: 'Apagar',
    selectAll: 'Selecionar Tudo',
    window: 'Janela',
    minimize: 'Minimizar',
    close: 'Fechar Janela',
  },
  notice: {
    aWebsite: 'um site',
    changedTitle: '{domain} foi alterado em outro lugar',
    changedBody: 'Alguém também alterou no serviço: {fields}. Escolha qual valor manter.',
    deletedTitle: '{domain} foi excluído no serviço',
    deletedBody: 'Não foi possível enviar sua alteração. Abra o SiteTray para descartá-la.',
    refusedTitle: 'Sua alteração em {domain} foi recusada',
    refusedReason: 'O serviço não a aceitou.',
    refusedBody: '{reason} Seus valores ficam guardados no SiteTray.',
    manyTitle:
      '{count} alteração precisa da sua atenção | {count} de alterações precisam da sua atenção | {count} alterações precisam da sua atenção',
    manyBody: 'Algumas das suas alterações não puderam ser salvas como estavam. Abra o SiteTray para revisá-las.',
    unreadableFile: 'O SiteTray guardou um arquivo que não conseguiu ler',
  },
  trayPlace: {
    darwin: 'na barra de menus',
    win32: 'na área de notificação',
    linux: 'na bandeja do sistema',
  },
  notifications: {
    unsupported:
      'Este sistema não pode mostrar notificações, então o SiteTray mostra o que precisa da sua atenção no menu dele {place}.',
    failed:
      'O SiteTray não conseguiu mostrar uma notificação. Permita notificações do SiteTray nas configurações do sistema; até lá, o menu dele {place} mostra o que precisa da sua atenção.',
    failedBecause:
      'O SiteTray não conseguiu mostrar uma notificação ({reason}). Permita notificações do SiteTray nas configurações do sistema; até lá, o menu dele {place} mostra o que precisa da sua atenção.',
  },
  loginItem: {
    macNeedsApproval:
      'O macOS pede que você aprove isto: permita o SiteTray em Ajustes do Sistema → Geral → Itens de Início. Até lá ele não abre ao iniciar a sessão.',
    macNotRegistered:
      'O macOS não adicionou o SiteTray aos seus itens de início (uma versão sem assinatura e sem notarização não pode ser um). Adicione-o você mesmo em Ajustes do Sistema → Geral → Itens de Início.',
    macDevelopmentBuild:
      'Uma versão de desenvolvimento do SiteTray não se registra para abrir ao iniciar a sessão no macOS (abriria o Electron em vez disso): o SiteTray instalado faz isso.',
    windowsRefused:
      'O Windows não aceitou a alteração na inicialização do SiteTray. Verifique Configurações → Aplicativos → Inicialização.',
    failed: 'O SiteTray não conseguiu alterar sua inicialização automática: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} tiraria essa tecla de todos os apps sempre que Shift estiver pressionado. Adicione {others} à combinação.',
    altOnly:
      'Em outros apps, {alt} com uma tecla digita um caractere ou abre um menu: {shortcut} tiraria essa tecla deles. Adicione {others} à combinação.',
    ctrlAlt:
      "Em muitos teclados, {ctrlAlt} funciona como AltGr, que digita caracteres como {'@'} e €: {shortcut} tiraria um deles de todos os apps. Remova {alt} ou adicione {super}.",
    stillWorks: '{shortcut} continua funcionando.',
    notAccepted: '{shortcut} não é um atalho que o sistema aceita. Tente outra combinação.',
    taken: 'Outro app já usa {shortcut}, ou o sistema o reserva. Escolha outro.',
    waylandNote:
      'Seu ambiente de trabalho decide sobre atalhos globais e pode pedir que você confirme este. Se ele não fizer nada, permita-o nas configurações de teclado do seu ambiente.',
    macNote:
      'O macOS não avisa o SiteTray quando outro app usa as mesmas teclas. Se este atalho não fizer nada, escolha outro.',
  },
  request: {
    unexpected:
      'O SiteTray encontrou um problema inesperado. Tente novamente; se continuar acontecendo, reinicie o SiteTray.',
    foreignSender: 'Esta solicitação não veio da janela do SiteTray.',
    refused: 'O SiteTray recusou uma solicitação com valores não permitidos.',
    unknownFields: 'Campos desconhecidos.',
    notAccepted: 'Valor não aceito.',
    onlyServiceAddresses: 'Só é possível abrir o endereço do serviço de uma das suas contas.',
    busy: 'O serviço está ocupado: o SiteTray pode enviar isto em cerca de {duration}.',
  },
  autostart: {
    comment: 'Seus sites na bandeja do sistema',
  },
  startup: {
    failed: 'Não foi possível iniciar o SiteTray',
  },
} satisfies Messages<typeof en>
