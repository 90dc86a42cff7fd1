import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Dil',
    system: 'Sistem ({language})',
    hint: 'Burada bir dil seçmediğiniz sürece SiteTray sisteminizin tercih ettiği dilleri izler.',
  },
  view: {
    title: 'Ayarlar',
    loading: 'Yükleniyor…',
    version: 'SiteTray {version}',
    showLog: 'Günlük dosyasını göster',
    notifications: 'Bildirimler',
  },
  launch: {
    label: 'Oturum açılışında başlat',
    hint: 'Oturum açtığınızda SiteTray’i {place} içinde başlatır.',
  },
  theme: {
    legend: 'Görünüm',
    system: 'Sistem',
    light: 'Açık',
    dark: 'Koyu',
  },
  refresh: {
    label: 'Web sitelerini yenile',
    hint: 'SiteTray’in tüm web sitelerini hizmetten ne sıklıkla okuduğu. Değişiklikler her zaman hemen gönderilir.',
    manual: 'Yalnızca ben istediğimde',
    hourly: 'Her saat',
    everyMinutes: 'Her {count} dakikada bir | Her {count} dakikada bir',
  },
  alerts: {
    label: 'Ziyaretçi uyarıları',
    hint: 'Genellikle ziyaretçisi olan bir web sitesine hiç ziyaretçi gelmediğinde veya olağandan çok daha fazla geldiğinde bildirim.',
    silent: 'Sessiz',
    silentAfter: 'Ziyaretçisiz {count} günden sonra | Ziyaretçisiz {count} günden sonra',
    spike: 'Ani artış',
    spikeFactor: 'olağan bir günün {factor} katı',
    spikeMinimum: 'Ve gün içinde en az {count} ziyaretçi. | Ve gün içinde en az {count} ziyaretçi.',
  },
  shortcut: {
    label: 'Genel kısayol',
    purpose: 'SiteTray’i her uygulamadan gösterir veya gizler',
    clear: 'Temizle',
    clearLabel: 'Kısayolu temizle',
    placeholder: 'Tuşlara basın, örneğin {example}',
    holdModifier: 'Tuşa basarken {modifiers} tuşunu basılı tutun, örneğin {example}.',
    unusableKey: 'SiteTray bu tuşu bir kısayolda kullanamaz. Bir harf, rakam veya işlev tuşu deneyin.',
    hintSet: '{shortcut}: {purpose}. Değiştirmek için alana tıklayıp başka tuşlara basın.',
    hintEmpty: 'Alana tıklayıp bir tuş kombinasyonuna basın, örneğin {example}. Bu kombinasyon {purpose}.',
  },
  switcher: {
    label: 'Hızlı geçiş kısayolu',
    purpose: 'hızlı geçişi her uygulamadan açar (SiteTray penceresinde {inWindow} da açar)',
    clearLabel: 'Hızlı geçiş kısayolunu temizle',
  },
  ipLookup: {
    label: '“IP’m ne” hizmeti',
    invalid: 'https:// ile başlayan bir adres girin, örneğin {example}.',
    hint: 'Bu bilgisayarın genel adresi yalnızca “IP’mi hariç tut”a tıkladığınızda sorulur. Boşsa: {address}.',
  },
  update: {
    restart: 'Güncellemek için yeniden başlat',
    packageManager: 'Güncellemeler paket yöneticinizden gelir.',
    unavailable: 'SiteTray kendini güncelleyemez: yeni sürümleri sürümler sayfasından indirin.',
    upToDate: 'SiteTray güncel.',
    checkFailed: 'Güncellemeler denetlenemedi; SiteTray yarın yeniden deneyecek.',
    checking: 'Güncellemeler denetleniyor…',
    downloading: '{version} sürümü indiriliyor…',
    downloadingPercent: '{version} sürümü indiriliyor ({percent})…',
    ready: '{version} sürümü hazır: güncellemek için yeniden başlatın (veya çıktığınızda yüklenir).',
    restarting: '{version} sürümünü yüklemek için yeniden başlatılıyor…',
  },
} satisfies Messages<typeof en>
