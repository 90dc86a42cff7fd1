import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'Открыть SiteTray',
    addAccount: 'Добавить аккаунт…',
    tryDemo: 'Попробовать демо',
    refreshNow: 'Обновить сейчас',
    settings: 'Настройки…',
    quit: { darwin: 'Завершить SiteTray', win32: 'Выход', linux: 'Выйти' },
    notificationsBlocked: 'Уведомления не могут быть показаны',
  },
  websites: {
    allFavorites:
      'Всё избранное ({count})… | Всё избранное ({count})… | Всё избранное ({count})… | Всё избранное ({count})…',
    recentlyEdited: 'Недавно изменённые',
    noWebsites: 'Сайтов пока нет',
    noFavorites: 'В избранном пока ничего нет — отмечайте сайты звёздочкой в SiteTray',
    openInApp: 'Открыть в SiteTray',
  },
  tooltip: {
    noAccount: 'аккаунта пока нет',
    conflicts:
      '{count} конфликт ждёт проверки | {count} конфликта ждут проверки | {count} конфликтов ждут проверки | {count} конфликта ждут проверки',
    waiting:
      '{count} правка ждёт отправки | {count} правки ждут отправки | {count} правок ждут отправки | {count} правки ждут отправки',
    notificationsBlocked: 'уведомления не могут быть показаны',
  },
  failure: {
    quickEdit: 'SiteTray не удалось внести это изменение',
    demo: 'Не удалось запустить демо',
    unexpected: 'Произошла непредвиденная ошибка.',
  },
} satisfies Messages<typeof en>
