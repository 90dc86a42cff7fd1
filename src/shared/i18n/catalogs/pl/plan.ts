import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'Usługa przesłała konto, którego SiteTray nie rozumie: nie podano w nim planu.',
  },
  limits: {
    websitesReached:
      'Twój plan pozwala na {count} witrynę, a to konto już ją ma. Usuń witrynę lub zmień plan na wyższy, aby dodać kolejną. | Twój plan pozwala na {count} witryny, a to konto ma je już wszystkie. Usuń witrynę lub zmień plan na wyższy, aby dodać kolejną. | Twój plan pozwala na {count} witryn, a to konto ma je już wszystkie. Usuń witrynę lub zmień plan na wyższy, aby dodać kolejną. | Twój plan pozwala na {count} witryny, a to konto ma je już wszystkie. Usuń witrynę lub zmień plan na wyższy, aby dodać kolejną.',
  },
  meter: {
    heading: 'Plan',
    name: 'Plan {name}',
    notRead: 'Plan nie został jeszcze odczytany.',
    unavailable: 'Ta usługa nie podaje, jaki plan ma konto.',
    label: 'Odsłony w tym miesiącu',
    ofLimit: 'Odsłony: {pageviews} z {limit} ({share})',
    unlimited: 'Odsłony bez limitu',
    partial:
      'Na razie odczytano dla {read} z {count} witryny | Na razie odczytano dla {read} z {count} witryn | Na razie odczytano dla {read} z {count} witryn | Na razie odczytano dla {read} z {count} witryny',
    pausedShort: 'śledzenie wstrzymane',
    paused:
      'Śledzenie jest wstrzymane: usługa nie liczy już niczego dla żadnej witryny tego konta do następnego miesiąca albo do zmiany planu na wyższy.',
    websites: 'Witryny: {count} z {limit}',
    websitesUnlimited:
      '{count} witryna, bez limitu | {count} witryny, bez limitu | {count} witryn, bez limitu | {count} witryny, bez limitu',
    exportIncluded: 'Eksport danych w cenie',
    exportNotIncluded: 'Eksport danych nie jest objęty tym planem',
  },
  paused: {
    title: 'Śledzenie dla {account} jest wstrzymane',
    body: 'Śledzenie dla {account} jest wstrzymane: odsłony w tym miesiącu osiągnęły limit Twojego planu ({limit}).',
  },
  tray: {
    paused: 'Śledzenie dla {account} wstrzymane: osiągnięto limit planu',
    near: '{account}: wykorzystanie limitu odsłon w tym miesiącu: {share}',
  },
  newWebsite: {
    limitReached:
      'Twój plan pozwala na {count} witrynę; to konto już ją ma. | Twój plan pozwala na {count} witryny; to konto ma je już wszystkie. | Twój plan pozwala na {count} witryn; to konto ma je już wszystkie. | Twój plan pozwala na {count} witryny; to konto ma je już wszystkie.',
  },
} satisfies Messages<typeof en>
