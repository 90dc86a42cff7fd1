import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Abrir o SiteTray',
    addAccount: 'Adicionar conta…',
    tryDemo: 'Experimentar a demonstração',
    refreshNow: 'Atualizar agora',
    settings: 'Configurações…',
    quit: { darwin: 'Encerrar SiteTray', win32: 'Sair', linux: 'Sair' },
    notificationsBlocked: 'Não é possível mostrar notificações',
  },
  websites: {
    allFavorites: '{count} favorito… | Todos os {count} de favoritos… | Todos os {count} favoritos…',
    recentlyEdited: 'Editados recentemente',
    noWebsites: 'Nenhum site ainda',
    noFavorites: 'Nenhum favorito ainda — marque sites com estrela no SiteTray',
    openInApp: 'Abrir no SiteTray',
  },
  tooltip: {
    noAccount: 'nenhuma conta ainda',
    conflicts: '{count} conflito para revisar | {count} de conflitos para revisar | {count} conflitos para revisar',
    waiting: '{count} alteração aguardando | {count} de alterações aguardando | {count} alterações aguardando',
    notificationsBlocked: 'não é possível mostrar notificações',
  },
  failure: {
    quickEdit: 'O SiteTray não conseguiu fazer essa alteração',
    demo: 'Não foi possível iniciar a demonstração',
    unexpected: 'Algo inesperado deu errado.',
  },
} satisfies Messages<typeof en>
