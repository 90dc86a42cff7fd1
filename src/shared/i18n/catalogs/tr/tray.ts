import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'SiteTray’i aç',
    addAccount: 'Hesap ekle…',
    tryDemo: 'Demoyu dene',
    refreshNow: 'Şimdi yenile',
    settings: 'Ayarlar…',
    quit: { darwin: 'SiteTray’den çık', win32: 'Çıkış', linux: 'Çık' },
    notificationsBlocked: 'Bildirimler gösterilemiyor',
  },
  websites: {
    allFavorites: '{count} favorinin tümü… | {count} favorinin tümü…',
    recentlyEdited: 'Son düzenlenenler',
    noWebsites: 'Henüz web sitesi yok',
    noFavorites: 'Henüz favori yok — SiteTray’de web sitelerini yıldızlayın',
    openInApp: 'SiteTray’de aç',
  },
  tooltip: {
    noAccount: 'henüz hesap yok',
    conflicts: 'incelenecek {count} çakışma | incelenecek {count} çakışma',
    waiting: 'bekleyen {count} değişiklik | bekleyen {count} değişiklik',
    notificationsBlocked: 'bildirimler gösterilemiyor',
  },
  failure: {
    quickEdit: 'SiteTray bu değişikliği yapamadı',
    demo: 'Demo başlatılamadı',
    unexpected: 'Beklenmeyen bir sorun oluştu.',
  },
} satisfies Messages<typeof en>
