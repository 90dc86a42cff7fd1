import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'İzleme kodu',
    hint: 'Kodu {domain} sitesinin her sayfasına, {tag} etiketinin hemen önüne yapıştırın. Ziyaretler o andan itibaren sayılır.',
    dnt: 'Do Not Track isteğine uy',
    dntHint: 'Tarayıcısı izlenmemeyi isteyen ziyaretçiler sayılmaz.',
    copy: 'İzleme kodunu kopyala',
    copied: 'Panoya kopyalandı.',
    show: 'Kodu göster',
    codeLabel: '{domain} için izleme kodu',
    check: 'Kurulumu denetle',
    checking: 'Denetleniyor…',
    checked: 'Denetlendi: {age}',
    limits:
      'Denetim, ana sayfayı oturum açmadan, ilk kez gelen bir ziyaretçi gibi okur: sonradan JavaScript ile eklenen bir kod veya oturum açmayı gerektiren bir sayfa görülmez.',
  },
  newWebsite: {
    next: 'Sonraki adım: izleme kodunu sitenize ekleyin.',
  },
  mark: {
    noVisitsYet: 'henüz ziyaret yok',
    title: 'Oluşturulduğundan beri hiç ziyaret kaydedilmedi',
    check: 'Denetle',
    checkLabel: '{domain} üzerindeki kurulumu denetle',
  },
  tray: {
    copy: 'İzleme kodunu kopyala',
    check: 'Kurulumu denetle…',
    copyFailed: 'İzleme kodu kopyalanamadı',
  },
  check: {
    websiteGone: 'Bu web sitesi artık listede değil.',
  },
  outcome: {
    installedTitle: 'Kurulu',
    installed: '{host} ana sayfası izleme kodunu taşıyor ve ziyaretleri bu hesaba gönderiyor.',
    visitsToday: 'İlk ziyaretler bugün geldi.',
    noVisitsYet: 'Henüz ziyaret kaydedilmedi — denetlemek için siteyi bir kez açın.',
    elsewhereTitle: 'Kurulu, ancak başka bir yeri gösteriyor',
    elsewhere:
      '{host} üzerindeki kod ziyaretleri {expected} yerine {dataHost} adresine gönderiyor. Kodu bu hesabın izleme koduyla değiştirin.',
    otherHostTitle: 'Başka bir sunucuda',
    otherHost:
      'Ana sayfa {host} adresine taşınmış. Hizmet yalnızca {domain} (www. ile veya www. olmadan) üzerindeki ziyaretleri sayar; bu yüzden {host} adresini de web sitesi olarak ekleyin veya yönlendirmeyi kaldırın.',
    notFoundTitle: 'Ana sayfada bulunamadı',
    notFound:
      '{host} ana sayfası izleme kodunu taşımıyor. Bir etiket yöneticisi veya tek sayfalı bir uygulama kodu sonradan ekliyor olabilir; bu denetim bunu göremez: siteyi açın, ardından bugünün ziyaretlerine bakın. Aksi hâlde kodun her sayfanın head bölümünde olduğunu kontrol edin.',
    unreachableTitle: 'Siteye ulaşılamadı',
    tooLargeTitle: 'Sayfa denetlenemeyecek kadar büyük',
    privateNetworkTitle: 'Yönlendirme izlenmedi',
    overHttp: 'https ile bağlantı kurulamadı, bu yüzden sayfa http üzerinden denetlendi.',
    hiddenCharacters: 'Koddaki adres görünmeyen karakterler içeriyor. Bu hesabın izleme kodunu yeniden kopyalayın.',
  },
  unreachable: {
    dns: '{host} adı çözümlenemiyor. Web sitesinin alan adını kontrol edin.',
    refused: '{host} hem https hem de http üzerinden bağlantıyı reddetti.',
    certificate: '{host} sertifikasına bu bilgisayar güvenmiyor.',
    timeout: '{host} zamanında yanıt vermedi.',
    tooLarge: '{host} ana sayfası {size} boyutunu aşıyor; denetim bundan fazlasını okumaz.',
    status: '{host}, HTTP {status} hatasıyla yanıt verdi.',
    tooManyRedirects: '{host} {count} defadan fazla yönlendiriyor (bir döngü mü?).',
    notHttp: '{host}, web sayfası olmayan bir adrese yönlendiriyor.',
    unusualStatus: '{host}, alışılmadık {status} durum koduyla yanıt verdi. Sunucunun yapılandırmasını kontrol edin.',
    privateNetwork:
      '{host}, özel bir ağdaki {target} adresine yönlendiriyor. Denetim, herkese açık bir siteden özel bir ağa geçen yönlendirmeyi izlemez: sitenin yönlendirmelerini kontrol edin.',
    other: '{host} okunamadı.',
  },
} satisfies Messages<typeof en>
