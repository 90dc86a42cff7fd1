import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Запуск SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Добро пожаловать',
      addAccount: 'Добавить аккаунт',
      settings: 'Настройки',
      websites: 'Сайты',
      conflicts: 'Конфликты',
      account: 'Аккаунт',
      newWebsite: 'Новый сайт',
      website: 'Сайт',
      bulk: 'Изменение сайтов',
      batch: 'Массовое изменение',
      excludeMyIp: 'Исключить мой IP',
    },
    back: 'Назад',
    dismiss: 'Закрыть',
  },
  header: {
    nav: 'Основная навигация',
    websites: 'Сайты',
    conflicts: 'Конфликты',
    conflictsCount: 'Конфликты ({count})',
    account: 'Аккаунт',
    settings: 'Настройки',
    switchAccount: 'Сменить аккаунт',
  },
  toolbar: {
    search: 'Поиск сайтов',
    favoritesOnly: 'Только избранное',
    favoritesOnlyTitle: 'Показывать только избранное',
    newWebsite: 'Новый сайт',
    newWebsiteTitle: 'Новый сайт ({shortcut})',
    websites: '{count} сайт | {count} сайта | {count} сайтов | {count} сайта',
    noMatches: 'Совпадений нет',
    matches: '{count} совпадение | {count} совпадения | {count} совпадений | {count} совпадения',
    sort: 'Сортировка',
    orders: {
      domainAsc: 'Адрес А→Я',
      domainDesc: 'Адрес Я→А',
      newest: 'Сначала новые',
      oldest: 'Сначала старые',
      recentlyEdited: 'Недавно изменённые',
    },
  },
  list: {
    heading: 'Сайты',
    label: 'Сайты',
    loadingRow: 'Загрузка…',
  },
  row: {
    select: 'Выбрать {domain}',
    favorite: 'Избранное: {domain}',
    addFavorite: 'Добавить в избранное',
    removeFavorite: 'Убрать из избранного',
    waitingTitle: 'Правки ждут отправки',
    waiting: 'Правки ждут отправки.',
  },
  empty: {
    loading: 'Загрузка сайтов…',
    noMatch: 'Нет сайтов, совпадающих с «{search}».',
    noFavorites: 'В избранном пока ничего нет. Отметьте сайт звёздочкой, чтобы он появился здесь.',
    none: 'Сайтов пока нет.',
    addFirst: 'Добавьте свой первый сайт',
  },
  notices: {
    incomplete: 'Сервис недоступен: показаны сайты, сохранённые на этом компьютере, и список ещё не полон.',
    tryAgain: 'Повторить',
  },
  selection: {
    tooMany:
      'Сайтов, отмеченных по одному, может быть не больше {count}: вместо этого воспользуйтесь поиском и «Выбрать все совпадающие».',
  },
  switcher: {
    label: 'Перейти к сайту',
    placeholder: 'Перейти к сайту…',
    results: 'Сайты',
    loading: 'Загрузка сайтов…',
    noMatch: 'Ни один сайт не совпадает с «{search}».',
    typeName: 'Введите название сайта.',
    recent: 'Недавно открытые и избранное.',
    best: 'Лучших совпадений: {count}. | Лучших совпадений: {count}. | Лучших совпадений: {count}. | Лучших совпадений: {count}.',
    matches: '{count} совпадение. | {count} совпадения. | {count} совпадений. | {count} совпадения.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, в избранном',
    keyOpen: 'открыть',
    keyFavorite: 'избранное',
    keyClose: 'закрыть',
  },
  status: {
    refresh: 'Обновить',
  },
  connection: {
    connectedAs: 'Подключено как {name}.',
    connected: 'Подключено.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Массовые изменения',
    applied: 'применено: {count} | применено: {count} | применено: {count} | применено: {count}',
    toReview:
      'нужно проверить: {count} | нужно проверить: {count} | нужно проверить: {count} | нужно проверить: {count}',
    refused: 'отклонено: {count} | отклонено: {count} | отклонено: {count} | отклонено: {count}',
    separator: ', ',
    done: 'Готово: {parts}',
    cancelled: 'Отменено: {parts}',
    resultsOf: 'Результаты «{title}»',
    progress: 'Ход выполнения',
    results: 'Результаты',
  },
  keyStates: {
    verified: { title: 'Ключ проверен', advice: 'Сервис принял этот API-ключ.' },
    unverified: {
      title: 'Ключ ещё не проверен',
      advice:
        'Ключ сохранён, но проверить его не удалось: сервис недоступен. SiteTray проверит его, как только сервис ответит.',
    },
    refused: {
      title: 'Ключ отклонён',
      advice:
        'Сервис больше не принимает этот ключ. Создайте или скопируйте ключ в разделе аккаунта на сервисе (раздел API) и введите его ниже. Если администратор восстановит ключ, SiteTray заметит это сам.',
    },
    noApi: {
      title: 'Тариф без доступа к API',
      advice:
        'Ключ действителен, но тариф этого аккаунта (больше) не включает API, и новый ключ этого не изменит. SiteTray сохраняет ваши изменения и отправит их, когда тариф снова будет включать API; он проверяет это сам.',
    },
    missing: {
      title: 'На этом компьютере нет ключа',
      advice: 'У SiteTray нет API-ключа для этого аккаунта. Введите ниже ключ из раздела аккаунта на сервисе.',
    },
    keychain: {
      title: 'Хранилище ключей заблокировано',
      advice:
        'SiteTray не удалось прочитать системное хранилище ключей, где он хранит API-ключи. Разблокируйте хранилище (или запустите службу связки ключей) и снова проверьте подключение. SiteTray никогда не хранит ключи где-либо ещё.',
    },
  },
  query: {
    search: 'Поисковый запрос должен быть текстом не длиннее 255 символов.',
    searchBy: 'Поиск по домену.',
    sort: 'Сортировка по возрастанию (asc) или по убыванию (desc).',
    sortBy: 'Сортировка по дате создания (created) или домену (domain).',
    favorite: 'Фильтр избранного либо включён, либо выключен.',
    perPage: 'Число результатов на странице должно быть целым.',
    page: 'Номер страницы должен быть целым числом от 1.',
    noSearchBy: 'Этот сервис не позволяет выбирать, по чему искать.',
    addressOnly: 'Этот сервис сортирует только по адресу.',
    noFavoriteFilter: 'Этот сервис не умеет фильтровать по избранному.',
    notAField: '«{field}» — не поле, которое SiteTray может отправить.',
    notAnObject: 'Запрос списка — это объект с фильтрами.',
  },
} satisfies Messages<typeof en>
