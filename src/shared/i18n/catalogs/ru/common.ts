import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Открытая',
    private: 'Закрытая',
    password: 'По паролю',
    choosePassword: 'Пароль…',
  },
  privacyHint: {
    public: 'Статистику видит любой, у кого есть ссылка.',
    private: 'Статистику видите только вы.',
    password: 'Чтобы увидеть статистику, посетителям нужен пароль.',
  },
  settingLabel: {
    domain: 'Домен',
    privacy: 'Страница статистики',
    password: 'Пароль',
    emailReports: 'Отчёты по e-mail',
    excludeBots: 'Исключать ботов',
    excludeParams: 'Исключённые параметры запроса',
    excludeIps: 'Исключённые IP-адреса',
    favorite: 'Избранное',
  },
  settingName: {
    domain: 'домен',
    privacy: 'доступ к странице статистики',
    password: 'пароль',
    emailReports: 'отчёты по e-mail',
    excludeBots: 'исключение ботов',
    excludeParams: 'исключённые параметры запроса',
    excludeIps: 'исключённые IP-адреса',
    favorite: 'избранное',
  },
  keyProblem: {
    refused: 'API-ключ отклонён — исправить…',
    noApi: 'Тариф без API — изменения сохранены…',
    missing: 'Нет API-ключа — добавить…',
    keychain: 'Хранилище ключей заблокировано — открыть…',
  },
  planWithoutApi:
    'Тариф аккаунта «{account}» (больше) не включает API: SiteTray сохраняет ваши изменения и отправит их, когда API снова будет доступен.',
  reviewConflicts:
    '{count} конфликт — проверить | {count} конфликта — проверить | {count} конфликтов — проверить | {count} конфликта — проверить',
  olderServer:
    'На этом сервисе работает старая версия ({version} или более ранняя), которая не хранит избранное: SiteTray хранит ваше избранное на этом компьютере, поэтому на других устройствах его не видно.',
  addressHint: {
    withScheme: 'Адрес сайта, например {example}. Для этого сервиса SiteTray добавляет {scheme}.',
    bare: 'Домен сайта, например {example}.',
  },
  perPage: {
    oneOf: 'Число результатов на странице должно быть одним из значений: {values}.',
    range: 'Число результатов на странице должно быть целым числом от {min} до {max}.',
  },
  count: {
    edit: '{count} правка | {count} правки | {count} правок | {count} правки',
    conflict: '{count} конфликт | {count} конфликта | {count} конфликтов | {count} конфликта',
    day: '{count} день | {count} дня | {count} дней | {count} дня',
    website: '{count} сайт | {count} сайта | {count} сайтов | {count} сайта',
    moreWebsite: 'ещё {count} сайт | ещё {count} сайта | ещё {count} сайтов | ещё {count} сайта',
    visitor: '{count} посетитель | {count} посетителя | {count} посетителей | {count} посетителя',
    line: '{count} строка | {count} строки | {count} строк | {count} строки',
  },
  trayPlace: {
    darwin: 'строке меню',
    win32: 'области уведомлений',
    linux: 'системном лотке',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Плюс',
    space: 'Пробел',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
