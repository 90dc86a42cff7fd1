import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'Hizmet, SiteTray’in anlamadığı bir hesap bilgisi gönderdi: hiçbir plan belirtmiyor.',
  },
  limits: {
    websitesReached:
      'Planınız {count} web sitesine izin veriyor ve bu hesapta zaten o kadar var. Başka bir site eklemek için bir web sitesini silin veya planı yükseltin. | Planınız {count} web sitesine izin veriyor ve bu hesapta zaten o kadar var. Başka bir site eklemek için bir web sitesini silin veya planı yükseltin.',
  },
  meter: {
    heading: 'Plan',
    name: '{name} planı',
    notRead: 'Plan henüz okunmadı.',
    unavailable: 'Bu hizmet, hesabın hangi plana sahip olduğunu söylemiyor.',
    label: 'Bu ayki sayfa görüntülemeleri',
    ofLimit: '{limit} sayfa görüntülemeden {pageviews} ({share})',
    unlimited: 'Sınırsız sayfa görüntüleme',
    partial:
      'Şimdiye kadar {count} web sitesinden {read} tanesi okundu | Şimdiye kadar {count} web sitesinden {read} tanesi okundu',
    pausedShort: 'izleme duraklatıldı',
    paused:
      'İzleme duraklatıldı: hizmet, gelecek aya veya plan yükseltilene kadar bu hesabın hiçbir web sitesi için sayım yapmayacak.',
    websites: '{limit} web sitesinden {count}',
    websitesUnlimited: '{count} web sitesi, sınır yok | {count} web sitesi, sınır yok',
    exportIncluded: 'Veri dışa aktarma dahil',
    exportNotIncluded: 'Veri dışa aktarma bu plana dahil değil',
  },
  paused: {
    title: '{account} için izleme duraklatıldı',
    body: '{account} için izleme duraklatıldı: bu ayki sayfa görüntülemeleri planınızın {limit} sınırına ulaştı.',
  },
  tray: {
    paused: '{account} için izleme duraklatıldı: plan sınırına ulaşıldı',
    near: '{account}: bu ayki sayfa görüntülemelerinin {share} kadarı kullanıldı',
  },
  newWebsite: {
    limitReached:
      'Planınız {count} web sitesine izin veriyor; bu hesapta zaten o kadar var. | Planınız {count} web sitesine izin veriyor; bu hesapta zaten o kadar var.',
  },
} satisfies Messages<typeof en>
