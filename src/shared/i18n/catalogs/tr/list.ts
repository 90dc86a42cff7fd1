import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'SiteTray başlatılıyor…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Hoş geldiniz',
      addAccount: 'Hesap ekle',
      settings: 'Ayarlar',
      websites: 'Web siteleri',
      conflicts: 'Çakışmalar',
      account: 'Hesap',
      newWebsite: 'Yeni web sitesi',
      website: 'Web sitesi',
      bulk: 'Web sitelerini değiştir',
      batch: 'Toplu değişiklik',
      excludeMyIp: 'IP’mi hariç tut',
    },
    back: 'Geri',
    dismiss: 'Kapat',
  },
  header: {
    nav: 'Ana gezinme',
    websites: 'Web siteleri',
    conflicts: 'Çakışmalar',
    conflictsCount: 'Çakışmalar ({count})',
    account: 'Hesap',
    settings: 'Ayarlar',
    switchAccount: 'Hesap değiştir',
  },
  toolbar: {
    search: 'Web sitelerinde ara',
    favoritesOnly: 'Yalnızca favoriler',
    favoritesOnlyTitle: 'Yalnızca favorileri göster',
    newWebsite: 'Yeni web sitesi',
    newWebsiteTitle: 'Yeni web sitesi ({shortcut})',
    websites: '{count} web sitesi | {count} web sitesi',
    noMatches: 'Eşleşme yok',
    matches: '{count} eşleşme | {count} eşleşme',
    sort: 'Sırala',
    orders: {
      domainAsc: 'Adres A→Z',
      domainDesc: 'Adres Z→A',
      newest: 'Önce en yeni',
      oldest: 'Önce en eski',
      recentlyEdited: 'Son düzenlenenler',
    },
  },
  list: {
    heading: 'Web siteleri',
    label: 'Web siteleri',
    loadingRow: 'Yükleniyor…',
  },
  row: {
    select: '{domain} sitesini seç',
    favorite: 'Favori: {domain}',
    addFavorite: 'Favorilere ekle',
    removeFavorite: 'Favorilerden kaldır',
    waitingTitle: 'Gönderilmeyi bekleyen değişiklikler',
    waiting: 'Gönderilmeyi bekleyen değişiklikler var.',
  },
  empty: {
    loading: 'Web siteleri yükleniyor…',
    noMatch: '“{search}” ile eşleşen web sitesi yok.',
    noFavorites: 'Henüz favori yok. Burada tutmak için bir web sitesini yıldızlayın.',
    none: 'Henüz web sitesi yok.',
    addFirst: 'İlk web sitenizi ekleyin',
  },
  notices: {
    incomplete: 'Hizmete ulaşılamadı: bu bilgisayardaki web siteleri gösteriliyor ve liste henüz tamamlanmadı.',
    tryAgain: 'Yeniden dene',
  },
  selection: {
    tooMany:
      'En fazla {count} web sitesi tek tek işaretlenebilir: bunun yerine bir aramayla “Eşleşenlerin tümünü seç” seçeneğini kullanın.',
  },
  switcher: {
    label: 'Bir web sitesine git',
    placeholder: 'Bir web sitesine git…',
    results: 'Web siteleri',
    loading: 'Web siteleri yükleniyor…',
    noMatch: '“{search}” ile eşleşen web sitesi yok.',
    typeName: 'Bir web sitesinin adını yazın.',
    recent: 'Son açılanlar ve favoriler.',
    best: 'En iyi eşleşme. | En iyi {count} eşleşme.',
    matches: '{count} eşleşme. | {count} eşleşme.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favori',
    keyOpen: 'aç',
    keyFavorite: 'favori',
    keyClose: 'kapat',
  },
  status: {
    refresh: 'Yenile',
  },
  connection: {
    connectedAs: '{name} olarak bağlanıldı.',
    connected: 'Bağlanıldı.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Toplu değişiklikler',
    applied: '{count} uygulandı | {count} uygulandı',
    toReview: '{count} incelenecek | {count} incelenecek',
    refused: '{count} reddedildi | {count} reddedildi',
    separator: ', ',
    done: 'Tamamlandı: {parts}',
    cancelled: 'İptal edildi: {parts}',
    resultsOf: '“{title}” sonuçları',
    progress: 'İlerleme',
    results: 'Sonuçlar',
  },
  keyStates: {
    verified: { title: 'Anahtar doğrulandı', advice: 'Hizmet bu API anahtarını kabul etti.' },
    unverified: {
      title: 'Anahtar henüz doğrulanmadı',
      advice:
        'Anahtar kaydedildi, ancak doğrulamak için hizmete ulaşılamadı. SiteTray, hizmet yanıt verir vermez anahtarı kontrol eder.',
    },
    refused: {
      title: 'Anahtar reddedildi',
      advice:
        'Hizmet artık bu anahtarı kabul etmiyor. Hizmetin hesap alanında (API bölümü) bir anahtar oluşturun veya kopyalayın ve aşağıya girin. Yöneticisi anahtarı geri yüklerse SiteTray bunu kendiliğinden fark eder.',
    },
    noApi: {
      title: 'API erişimi olmayan plan',
      advice:
        'Anahtar geçerli, ancak bu hesabın planı API’yi (artık) içermiyor ve yeni bir anahtar bunu değiştiremez. SiteTray değişikliklerinizi saklar ve plan yeniden API’yi içerdiğinde gönderir; bunu kendiliğinden kontrol eder.',
    },
    missing: {
      title: 'Bu bilgisayarda anahtar yok',
      advice: 'SiteTray’de bu hesap için API anahtarı yok. Hizmetin hesap alanındaki anahtarı aşağıya girin.',
    },
    keychain: {
      title: 'Anahtar zinciri kilitli',
      advice:
        'SiteTray, API anahtarlarını sakladığı sistem anahtar zincirini okuyamadı. Anahtar zincirinin kilidini açın (veya anahtarlık hizmetinizi başlatın), sonra bağlantıyı yeniden deneyin. SiteTray anahtarları asla başka bir yerde saklamaz.',
    },
  },
  query: {
    search: 'Arama en fazla 255 karakterlik bir metin olmalıdır.',
    searchBy: 'Alan adına göre arayın.',
    sort: 'Artan (asc) veya azalan (desc) sırada sıralayın.',
    sortBy: 'Oluşturulma (created) veya alan adına (domain) göre sıralayın.',
    favorite: 'Favori filtresi ya açık ya kapalıdır.',
    perPage: 'Sayfa başına sonuç bir tam sayı olmalıdır.',
    page: 'Sayfa, 1’den başlayan bir tam sayı olmalıdır.',
    noSearchBy: 'Bu hizmet neye göre arama yapılacağını seçtirmez.',
    addressOnly: 'Bu hizmet yalnızca adrese göre sıralar.',
    noFavoriteFilter: 'Bu hizmet favoriye göre filtreleyemez.',
    notAField: '“{field}”, SiteTray’in gönderebileceği bir alan değil.',
    notAnObject: 'Bir liste sorgusu, filtrelerden oluşan bir nesnedir.',
  },
} satisfies Messages<typeof en>
