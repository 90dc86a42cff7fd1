import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'SiteTray Hakkında',
    hide: 'SiteTray’i Gizle',
    hideOthers: 'Diğerlerini Gizle',
    showAll: 'Tümünü Göster',
    quit: 'SiteTray’den Çık',
    edit: 'Düzen',
    undo: 'Geri Al',
    redo: 'Yinele',
    cut: 'Kes',
    copy: 'Kopyala',
    paste: 'Yapıştır',
    pasteAndMatchStyle: 'Yapıştır ve Stili Eşle',
    delete: 'Sil',
    selectAll: 'Tümünü Seç',
    window: 'Pencere',
    minimize: 'Küçült',
    close: 'Pencereyi Kapat',
  },
  notice: {
    aWebsite: 'bir web sitesi',
    changedTitle: '{domain} başka bir yerde değiştirildi',
    changedBody: 'Birisi hizmette de şunları değiştirdi: {fields}. Hangi değerin kalacağını seçin.',
    deletedTitle: '{domain} hizmette silindi',
    deletedBody: 'Değişikliğiniz gönderilemedi. Atmak için SiteTray’i açın.',
    refusedTitle: '{domain} için yaptığınız değişiklik reddedildi',
    refusedReason: 'Hizmet değişikliği kabul etmedi.',
    refusedBody: '{reason} Değerleriniz SiteTray’de saklanıyor.',
    manyTitle: '{count} değişiklik ilginizi bekliyor | {count} değişiklik ilginizi bekliyor',
    manyBody: 'Bazı değişiklikleriniz olduğu gibi kaydedilemedi. İncelemek için SiteTray’i açın.',
    unreadableFile: 'SiteTray okuyamadığı bir dosyayı sakladı',
  },
  trayPlace: {
    darwin: 'menü çubuğundaki',
    win32: 'bildirim alanındaki',
    linux: 'sistem tepsisindeki',
  },
  notifications: {
    unsupported:
      'Bu sistem bildirim gösteremiyor, bu yüzden ilginizi bekleyenler {place} SiteTray menüsünde gösterilir.',
    failed:
      'SiteTray bir bildirim gösteremedi. Sistem ayarlarında SiteTray’in bildirimlerine izin verin; o zamana kadar ilginizi bekleyenler {place} SiteTray menüsünde gösterilir.',
    failedBecause:
      'SiteTray bir bildirim gösteremedi ({reason}). Sistem ayarlarında SiteTray’in bildirimlerine izin verin; o zamana kadar ilginizi bekleyenler {place} SiteTray menüsünde gösterilir.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS bunu onaylamanızı istiyor: Sistem Ayarları → Genel → Giriş Öğeleri’nde SiteTray’e izin verin. O zamana kadar oturum açılışında başlamaz.',
    macNotRegistered:
      'macOS, SiteTray’i giriş öğelerinize eklemedi (imzalanmamış ve onaylanmamış bir derleme eklenemez). Sistem Ayarları → Genel → Giriş Öğeleri’nden kendiniz ekleyin.',
    macDevelopmentBuild:
      'SiteTray’in geliştirme derlemesi macOS’te kendini oturum açılışında başlayacak şekilde kaydetmez (onun yerine Electron başlardı); yüklü SiteTray kaydeder.',
    windowsRefused:
      'Windows, SiteTray’in başlangıç öğesindeki değişikliği kabul etmedi. Ayarlar → Uygulamalar → Başlangıç’ı kontrol edin.',
    failed: 'SiteTray başlangıç öğesini değiştiremedi: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} kısayolu, Shift basılı tutulduğunda bu tuşu tüm uygulamalardan alır. Kombinasyona {others} ekleyin.',
    altOnly:
      'Diğer uygulamalarda {alt} ve bir tuş, bir karakter yazar veya bir menü açar: {shortcut} kısayolu bu tuşu onlardan alır. Kombinasyona {others} ekleyin.',
    ctrlAlt:
      "Birçok klavyede {ctrlAlt}, AltGr gibi çalışır ve {'@'} ile € gibi karakterler yazar: {shortcut} kısayolu bunlardan birini tüm uygulamalardan alır. {alt} tuşunu çıkarın veya {super} ekleyin.",
    stillWorks: '{shortcut} kısayolu çalışmaya devam ediyor.',
    notAccepted: '{shortcut}, sistemin kabul ettiği bir kısayol değil. Başka bir kombinasyon deneyin.',
    taken: '{shortcut} kısayolunu başka bir uygulama kullanıyor veya sistem ayırmış. Başka bir kombinasyon seçin.',
    waylandNote:
      'Genel kısayollara masaüstü ortamınız karar verir ve bunu onaylamanızı isteyebilir. Hiçbir şey olmazsa masaüstünüzün klavye ayarlarında izin verin.',
    macNote:
      'macOS, başka bir uygulama aynı tuşları kullandığında SiteTray’e bildirmez. Bu kısayol hiçbir şey yapmıyorsa başka bir kombinasyon seçin.',
  },
  request: {
    unexpected:
      'SiteTray beklemediği bir sorunla karşılaştı. Yeniden deneyin; sorun sürerse SiteTray’i yeniden başlatın.',
    foreignSender: 'Bu istek SiteTray penceresinden gelmedi.',
    refused: 'SiteTray, izin verilmeyen değerler içeren bir isteği reddetti.',
    unknownFields: 'Bilinmeyen alanlar.',
    notAccepted: 'Kabul edilen bir değer değil.',
    onlyServiceAddresses: 'Yalnızca hesaplarınızın hizmetlerinden birinin adresi açılabilir.',
    busy: 'Hizmet meşgul: SiteTray bunu yaklaşık {duration} sonra gönderebilir.',
  },
  autostart: {
    comment: 'Web siteleriniz sistem tepsisinde',
  },
  startup: {
    failed: 'SiteTray başlatılamadı',
  },
} satisfies Messages<typeof en>
