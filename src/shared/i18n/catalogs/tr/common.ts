import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Herkese açık',
    private: 'Gizli',
    password: 'Parola',
    choosePassword: 'Parola…',
  },
  privacyHint: {
    public: 'Bağlantıya sahip olan herkes istatistikleri görebilir.',
    private: 'İstatistikleri yalnızca siz görebilirsiniz.',
    password: 'Ziyaretçilerin istatistikleri görmek için parola girmesi gerekir.',
  },
  settingLabel: {
    domain: 'Alan adı',
    privacy: 'İstatistik sayfası',
    password: 'Parola',
    emailReports: 'E-posta raporları',
    excludeBots: 'Botları hariç tut',
    excludeParams: 'Hariç tutulan sorgu parametreleri',
    excludeIps: 'Hariç tutulan IP adresleri',
    favorite: 'Favori',
  },
  settingName: {
    domain: 'alan adı',
    privacy: 'istatistik sayfası gizliliği',
    password: 'parola',
    emailReports: 'e-posta raporları',
    excludeBots: 'bot hariç tutma',
    excludeParams: 'hariç tutulan sorgu parametreleri',
    excludeIps: 'hariç tutulan IP adresleri',
    favorite: 'favori',
  },
  keyProblem: {
    refused: 'API anahtarı reddedildi — düzelt…',
    noApi: 'Planda API yok — değişiklikler saklanıyor…',
    missing: 'API anahtarı yok — ekle…',
    keychain: 'Anahtar zinciri kilitli — aç…',
  },
  planWithoutApi:
    '“{account}” hesabının planı API’yi (artık) içermiyor: SiteTray değişikliklerinizi saklar ve plan API’yi içerdiğinde gönderir.',
  reviewConflicts: '{count} çakışma — incele | {count} çakışma — incele',
  olderServer:
    'Bu hizmet, favorileri saklamayan eski bir sürümle ({version} veya öncesi) çalışıyor: SiteTray favorilerinizi bu bilgisayarda saklar, bu yüzden diğer cihazlarınız onları görmez.',
  addressHint: {
    withScheme: 'Web sitesinin adresi, örneğin {example}. SiteTray bu hizmet için başına {scheme} ekler.',
    bare: 'Web sitesinin alan adı, örneğin {example}.',
  },
  perPage: {
    oneOf: 'Sayfa başına sonuç şunlardan biri olmalıdır: {values}.',
    range: 'Sayfa başına sonuç, {min} ile {max} arasında bir tam sayı olmalıdır.',
  },
  count: {
    edit: '{count} değişiklik | {count} değişiklik',
    conflict: '{count} çakışma | {count} çakışma',
    day: '{count} gün | {count} gün',
    website: '{count} web sitesi | {count} web sitesi',
    moreWebsite: '{count} web sitesi daha | {count} web sitesi daha',
    visitor: '{count} ziyaretçi | {count} ziyaretçi',
    line: '{count} satır | {count} satır',
  },
  trayPlace: {
    darwin: 'menü çubuğu',
    win32: 'bildirim alanı',
    linux: 'sistem tepsisi',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Artı',
    space: 'Boşluk',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
