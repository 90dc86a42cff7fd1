import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Çevrimdışı',
    offlineWaiting: 'Çevrimdışı — {count} değişiklik bekliyor | Çevrimdışı — {count} değişiklik bekliyor',
    syncingOf: 'Eşitleniyor: {done}/{total}',
    syncing: 'Eşitleniyor…',
    sending: '{count} değişiklik gönderiliyor… | {count} değişiklik gönderiliyor…',
    problem: 'Eşitleme sorunu: {message}',
    notYet: 'Henüz eşitlenmedi',
    synced: 'Eşitlendi: {ago}',
    applying: 'Uygulanıyor: {done}/{total}',
  },
  ago: {
    justNow: 'az önce',
  },
  api: {
    unauthorized: 'API anahtarı kabul edilmedi. Hesap ayarlarında anahtarı kontrol edin.',
    forbidden: 'Bu hesabın planı API erişimini içermiyor.',
    notFound: 'Web sitesi artık sunucuda yok.',
    validation: 'Sunucu bazı alanları kabul etmedi.',
    rateLimited: 'Hizmet, SiteTray’den yavaşlamasını istedi. Biraz sonra yeniden deneyin.',
    timeout: 'Hizmet zamanında yanıt vermedi.',
    network: 'Hizmete ulaşılamıyor. Bağlantıyı ve hizmet adresini kontrol edin.',
    server: 'Hizmet isteği işlerken bir sorun yaşadı. Daha sonra yeniden deneyin.',
    badResponse: 'Hizmet, SiteTray’in anlamadığı bir yanıt gönderdi. Hizmet adresini kontrol edin.',
    invalidRequest: 'Bazı değerlere izin verilmediği için istek gönderilmedi.',
    noAnswerWithin: 'Hizmet {duration} içinde yanıt vermedi.',
    notUnderstood: 'Hizmet, SiteTray’in anlamadığı bir yanıt gönderdi: {detail}',
    wrongAddress:
      'Hizmet yanıt verdi, ancak bir web siteleri API’si olarak değil. Hizmet adresini ve API türünü kontrol edin.',
    redirectsTo:
      'Hizmet yanıt vermek yerine {origin} adresine yönlendiriyor. Hizmet adresini kontrol edin: hizmetin gerçekten kullandığı adresi girin.',
    redirectsElsewhere:
      'Hizmet yanıt vermek yerine başka bir adrese yönlendiriyor. Hizmet adresini kontrol edin: hizmetin gerçekten kullandığı adresi girin.',
    enterAddress: 'Hizmet adresini girin, örneğin {example}.',
    httpsOnly: 'Hizmet adresi {scheme} ile başlamalıdır.',
    httpLocalOnly:
      'Hizmet adresi için {scheme} kullanın: şifrelenmemiş {plain} yalnızca bu bilgisayar (localhost) için kullanılabilir.',
    enterKey: 'Hizmetin hesap alanındaki API anahtarını girin.',
    badKeyChars:
      'API anahtarı boşluk veya bir API anahtarında bulunamayacak karakterler içeriyor. Anahtarı hizmetin hesap alanından yeniden kopyalayın.',
    noCredentials: 'Hizmet adresine kullanıcı adı ve parola yazmayın.',
    variant: 'API türü A veya B’dir.',
    noId: 'Bir web sitesinin geçerli bir kimliği yok.',
    notObject: 'Bir web sitesi nesne değil.',
    noDomain: 'Bir web sitesinin alan adı yok.',
    noData: 'Listede veri yok.',
    statsNoCount: 'Bir istatistik satırında sayı yok.',
    statsNotObject: 'Bir istatistik satırı nesne değil.',
    statsNoValue: 'Bir istatistik satırında değer yok.',
    statsNoData: 'İstatistiklerde veri yok.',
    tooLarge:
      'Sunucunun yanıtı {size} boyutunu aştı: SiteTray, {host} sunucusunun gönderdiğini okumayı bıraktı. Hizmet adresini kontrol edin.',
  },
  net: {
    untrusted:
      '{host} sertifikasına bu bilgisayar güvenmiyor — kuruluşunuz kendi sertifika yetkilisini kullanıyorsa, bu yetkili sistemin sertifika deposuna yüklenmelidir.',
    proxyCredentials:
      'Bu bilgisayarın ağ ayarlarındaki proxy sunucusu, SiteTray’in veremeyeceği bir kullanıcı adı ve parola istiyor. Ağı yöneten kişiden SiteTray’in proxy’den geçmesine izin vermesini isteyin.',
    certName:
      '{host} sertifikası başka bir adres için düzenlenmiş. Hizmet adresini kontrol edin; adres doğruysa hizmetin yöneticisine bildirin.',
    certDate:
      '{host} sertifikasının süresi dolmuş veya henüz geçerli değil. Bu bilgisayarın tarih ve saatini kontrol edin; doğruysa hizmetin yöneticisine bildirin.',
    certRevoked: '{host} sertifikası iptal edilmiş. Hizmetin yöneticisine bildirin.',
    nameNotResolved: '{host} bulunamadı. Hizmet adresinin yazımını ve bu bilgisayarın ağa bağlı olduğunu kontrol edin.',
    nameResolutionFailed:
      '{host} adı çözümlenemedi: bu bilgisayarın ad çözümleme hizmeti yanıt vermedi. Ağ bağlantısını kontrol edin.',
    connectionRefused:
      '{host} bağlantıyı reddetti. Adresi (ve bağlantı noktasını) ve hizmetin çalıştığını kontrol edin.',
    disconnected: 'Bu bilgisayar ağa bağlı değil.',
    proxyUnreachable:
      'Bu bilgisayarın ağ ayarlarındaki proxy sunucusuna ulaşılamıyor. Proxy ayarlarını kontrol edin veya ağı yöneten kişiye danışın.',
    tunnelFailed:
      'Bu bilgisayarın ağ ayarlarındaki proxy sunucusu, SiteTray’in {host} ile bağlantı kurmasını reddetti. Ağı yöneten kişiden bu adrese izin vermesini isteyin.',
    pacFailed:
      'Bu bilgisayarın proxy yapılandırması (PAC dosyası) kullanılamadı. Proxy ayarlarını kontrol edin veya ağı yöneten kişiye danışın.',
    proxyConfigFailed:
      'Bu bilgisayarın proxy yapılandırması kullanılamadı. Proxy ayarlarını kontrol edin veya ağı yöneten kişiye danışın.',
    sslFailed:
      '{host} ile güvenli bağlantı kurulamadı: bu bilgisayarın kabul ettiği bir yöntem sunmuyor. Hizmet adresini kontrol edin; adres doğruysa hizmetin yöneticisine bildirin.',
  },
  keychain: {
    operation: {
      read: 'okuyamıyor',
      save: 'kaydedemiyor',
      delete: 'silemiyor',
    },
    unavailable:
      'SiteTray sistem anahtar zincirine ulaşamıyor{because}, bu yüzden API anahtarını {operation}. {advice} SiteTray API anahtarlarını asla düz metin olarak saklamaz.',
    locked: 'Sistem anahtar zinciri kilitli{because}, bu yüzden SiteTray API anahtarını {operation}. {advice}',
    failed: 'Sistem anahtar zinciri bir sorunla karşılaştı{because}: API anahtarını {operation}. {advice}',
    because: ' ({detail})',
    macLocked: 'Anahtar Zinciri Erişimi’nde giriş anahtar zincirinin kilidini açın ve yeniden deneyin.',
    mac: 'Anahtar Zinciri Erişimi’nde giriş anahtar zincirini kontrol edin.',
    windows: 'Kullanıcı hesabınız için Windows Kimlik Bilgileri Yöneticisi’nin kullanılabilir olduğunu kontrol edin.',
    linuxLocked:
      'Anahtarlığın kilidini açın (GNOME Keyring için “login” anahtarlığı, örneğin Seahorse / “Parolalar ve Anahtarlar” ile) ve yeniden deneyin.',
    linux:
      'Linux’ta GNOME Keyring gibi bir Secret Service kurun ve kilidini açın (ve SiteTray’i D-Bus bulunan bir masaüstü oturumunda çalıştırın).',
  },
  check: {
    address: 'Hizmet adresini kontrol edin: istatistik hizmetini açtığınız adrestir, örneğin {example}.',
    unauthorized:
      '{host} API anahtarını kabul etmedi. Anahtarı hizmetin hesap alanından (API bölümü) yeniden kopyalayıp buraya yapıştırın.',
    forbidden:
      'API anahtarı geçerli, ancak {host} üzerindeki hesabın API erişimi yok: planı API’yi içermiyor. API erişimi olan bir plan seçin veya başka bir hesabın anahtarını kullanın.',
    rateLimitedSeconds:
      '{host} şu anda bu bilgisayardan gelen istekleri sınırlıyor (son bir dakikada çok fazla istek). {duration} sonra yeniden deneyin.',
    rateLimitedMinute:
      '{host} şu anda bu bilgisayardan gelen istekleri sınırlıyor (son bir dakikada çok fazla istek). Bir dakika sonra yeniden deneyin.',
    server: '{host} dahili bir sorun yaşadı. Daha sonra yeniden deneyin; sorun sürerse hizmetin yöneticisine bildirin.',
    timeout: '{host} zamanında yanıt vermedi. İnternet bağlantınızı ve hizmet adresini kontrol edip yeniden deneyin.',
    cancelled: 'Bağlantı denetimi, hizmet yanıt vermeden iptal edildi.',
    cannotConnect:
      'SiteTray, {host} ile bağlantı kuramadı. Adresi (yazım, bağlantı noktası), internet bağlantınızı ve hizmetin çalıştığını kontrol edin.',
    notStatistics: '{host} yanıt verdi, ancak bir istatistik hizmeti olarak değil. {advice}',
    redirectsUnknown:
      '{host}, yanıt vermek yerine SiteTray’i başka bir adrese gönderiyor. Hizmet adresini kontrol edin: adresi bir tarayıcıda açın ve sonunda vardığı adresi girin.',
    loginRedirect:
      '{host}, yanıt vermek yerine SiteTray’i giriş sayfasına gönderdi: API anahtarı kabul edilmedi. Anahtarı hizmetin hesap alanından yeniden kopyalayıp buraya yapıştırın.',
    redirectsTo:
      '{host}, yanıt vermek yerine SiteTray’i {location} adresine gönderiyor. Hizmet adresini kontrol edin: hizmetin gerçekten kullandığı adresi girin.',
    loginPage:
      '{host}, veri yerine giriş sayfasıyla yanıt verdi: API anahtarı kabul edilmedi. Anahtarı hizmetin hesap alanından yeniden kopyalayıp buraya yapıştırın.',
    webPage: '{host}, bir istatistik hizmeti olarak değil, bir web sayfasıyla yanıt verdi. {advice}',
    otherVersion:
      '{host} artık bu hesap eklendiğinde olduğundan farklı bir istatistik hizmeti sürümü çalıştırıyor. Hesabı kaldırıp yeniden ekleyin: SiteTray böylece şu anki sürümle çalışır.',
    notList: '{host} yanıt verdi, ancak bir web siteleri listesiyle değil. {advice}',
    unusableList: '{host}, SiteTray’in kullanamadığı bir web siteleri listesiyle yanıt verdi. {advice}',
    noService: '{host} yanıt verdi, ancak orada bir istatistik hizmeti yok. {advice}',
    notChecked: 'Hizmet kontrol edilemedi.',
  },
  account: {
    labelTooLong: 'Hesap adı en fazla {max} karakter olmalıdır.',
    gone: 'Bu hesap artık yok.',
    notThere: 'Bu hesap (artık) yok.',
    demoRemoved: 'Demo hesabı kaldırıldı. Demoyu yeniden deneyin.',
    demoLabel: 'Demo',
    noKey: 'Bu hesabın API anahtarı bu bilgisayarda yok. Hesap ayarlarında girin.',
    listMovedAside: '{notice} SiteTray hesapsız başlıyor.',
    listUnreadable: '{notice} O zamana kadar SiteTray hiçbir hesap göstermez.',
    theList: 'hesap listesini',
    theEdits: '“{account}” için gönderilmeyi bekleyen değişiklikleri',
    editsMovedAside: '{notice} Değişiklikler gönderilmedi: onları yeniden yapın.',
    editsUnreadable: '{notice} O zamana kadar SiteTray bu hesap için yeni değişiklikleri saklayamaz.',
    editsRejected:
      'SiteTray, “{account}” için gönderilmeyi bekleyen {count} değişikliği okuyamadı. Değişiklik {file} dosyasında saklandı ve gönderilmedi: yeniden yapın. | SiteTray, “{account}” için gönderilmeyi bekleyen {count} değişikliği okuyamadı. Değişiklikler {file} dosyasında saklandı ve gönderilmedi: yeniden yapın.',
    interval: 'Eşitleme aralığı milisaniye cinsinden bir tam sayıdır; kapalı için 0.',
  },
  storage: {
    movedAside: 'SiteTray {what} okuyamadı ({reason}). Dosya {file} olarak saklandı.',
    unreadable:
      'SiteTray {what} okuyamadı ({reason}). Dosya olduğu gibi bırakıldı ve üzerine yazılmayacak: okumak için SiteTray’den çıkıp yeniden başlatın.',
    damaged: 'içeriği bozuk',
    notOutbox: 'bir giden kutusu dosyası değil: {detail}',
  },
  system: {
    diskFull: 'disk dolu',
    quota: 'disk kotası doldu',
    notAllowed: 'SiteTray’in veri klasörünü kullanma izni yok',
    readOnly: 'disk salt okunur',
    busy: 'dosyayı başka bir program kullanıyor',
    folder: 'dosyanın olması gereken yerde bir klasör var',
    tooManyFiles: 'sistemde çok fazla dosya açık',
    io: 'disk bir hata bildirdi',
    refused: 'sistem bir dosyayı okumayı veya yazmayı reddetti',
    unexpected: 'beklenmeyen bir sorun oluştu',
  },
  outbox: {
    savedOffline: 'Bu bilgisayara kaydedildi: hizmet yeniden yanıt verdiğinde SiteTray gönderecek.',
    savedKey:
      'Bu bilgisayara kaydedildi: hizmet API anahtarını kabul etmedi; anahtar yeniden çalıştığında SiteTray gönderecek.',
    savedPlan: 'Bu bilgisayara kaydedildi: hesabın planı şu anda API’yi içermiyor; içerdiğinde SiteTray gönderecek.',
    savedUntrusted:
      'Bu bilgisayara kaydedildi: bu bilgisayar hizmetin sertifikasına güvenmiyor; güvendiğinde SiteTray gönderecek.',
    savedRetry:
      'Bu bilgisayara kaydedildi: hizmet bununla ilgili bir sorun yaşadı; SiteTray kısa süre içinde yeniden deneyecek.',
    savedConflict: 'Bu bilgisayara kaydedildi: bu web sitesinde seçiminizi bekleyen bir değişiklikten sonra gelecek.',
    savedBusy: 'Bu bilgisayara kaydedildi: hizmet meşgul, SiteTray yaklaşık {duration} sonra gönderecek.',
    sending: 'Bu bilgisayara kaydedildi — gönderiliyor…',
    passwordInMemory: 'Parola yalnızca bellekte, SiteTray kapanana kadar tutulur.',
    passwordLost:
      'SiteTray parolaları asla diske kaydetmez ve bu değişiklik SiteTray yeniden başlamadan önce yapıldı. Parolayı yeniden girin.',
    changed: 'Bu, son gördüğünüzden beri sunucuda değiştirildi. Hangi değerin kalacağını seçin.',
    deleted: 'Bu web sitesi sunucuda silindi.',
    rejected: 'Sunucu bu değişikliği kabul etmedi.',
    droppedDeleted: 'Bu web sitesi sunucuda silindi; değişiklik de onunla birlikte atıldı.',
    droppedNotCreated: 'Yeni web sitesi atıldı; değişiklik de onunla birlikte atıldı.',
    resolved: 'Bu çakışma zaten çözüldü.',
    onlyDiscardDeleted: 'Web sitesi sunucuda silindi; bu değişiklik yalnızca atılabilir.',
    onlyDiscardRefused: 'Sunucu bu değişikliği reddetti; yalnızca atılabilir.',
    sentAgain: 'Bu değişiklik bu arada yeniden gönderildi; artık seçiminizi beklemiyor.',
    notWaiting: 'Bu değişiklik artık beklemiyor; bu arada gönderildi veya atıldı.',
    discarded: 'Bu değişiklik artık beklemiyor; bu arada atıldı.',
    onlyRefused: 'Yalnızca sunucunun reddettiği bir değişiklik düzeltilip yeniden gönderilebilir.',
    domainFixed: 'Bir web sitesinin alan adı değiştirilemez.',
    favoriteLater: 'Yeni bir web sitesi, oluşturulduktan sonra favori yapılır.',
    alreadyListed: 'Bu web sitesi zaten listede.',
    notListed: 'Bu web sitesi artık listede değil.',
    favoriteNotSaved: 'SiteTray favoriyi bu bilgisayara kaydedemedi: {problem}.',
    changeNotSaved: 'SiteTray değişikliği bu bilgisayara kaydedemedi: {problem}.',
    notAllowed: 'Bazı değerlere izin verilmiyor.',
  },
  sweep: {
    ceiling:
      'Hizmet {pages}. sayfadan sonra da sayfa listelemeye devam etti; SiteTray orada okumayı bıraktı, bu yüzden hizmette silinmiş web siteleri hâlâ listelenebilir.',
    pastCount:
      'Hizmet kendi bildirdiği web sitesi sayısından sonra da sayfa listelemeye devam etti; SiteTray orada okumayı bıraktı, bu yüzden hizmette silinmiş web siteleri hâlâ listelenebilir.',
    repeated:
      'Hizmet sonraki sayfalarda zaten listelediği web sitelerini yeniden gönderdi; SiteTray orada okumayı bıraktı, bu yüzden hizmette silinmiş web siteleri hâlâ listelenebilir.',
  },
  shortcut: {
    switcherHasIt: 'Bu kombinasyon zaten hızlı geçişi açıyor. Başka bir kombinasyon seçin.',
    windowHasIt: 'Bu kombinasyon zaten pencereyi gösterip gizliyor. Başka bir kombinasyon seçin.',
  },
  settingsNotSaved: 'Ayarlarınız kaydedilemedi ({problem}), bu yüzden oldukları gibi kalıyor.',
  checks: {
    apiKeyMissing: 'Hizmetin hesap alanındaki API anahtarını girin.',
    apiKeyCharacters:
      'API anahtarı boşluk veya bir API anahtarında bulunamayacak karakterler içeriyor. Anahtarı hizmetin hesap alanından yeniden kopyalayın.',
    webPageInsteadOfData:
      'Hizmet veri yerine bir web sayfasıyla yanıt verdi: API anahtarı kabul edilmedi veya adres API’nin adresi değil.',
    statsNotUnderstood: 'Hizmet, SiteTray’in anlamadığı istatistikler gönderdi: {detail}',
    settingsUnreadableKept:
      'Ayarlarınız okunamadı ({reason}), bu yüzden SiteTray varsayılanlarını kullanıyor. Eski dosya {path} olarak saklandı.',
    settingsUnreadableLeft:
      'Ayarlarınız okunamadı ({reason}), bu yüzden SiteTray şimdilik varsayılanlarını kullanıyor. Dosya olduğu gibi bırakıldı ve burada yapılan değişiklikler kaydedilmiyor: okumak için SiteTray’den çıkıp yeniden başlatın.',
  },
} satisfies Messages<typeof en>
