import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'Der Dienst hat ein Konto gesendet, das SiteTray nicht versteht: Es nennt keinen Tarif.',
  },
  limits: {
    websitesReached:
      'Ihr Tarif erlaubt {count} Website, und dieses Konto hat sie bereits. Löschen Sie eine Website oder wechseln Sie den Tarif, um eine weitere hinzuzufügen. | Ihr Tarif erlaubt {count} Websites, und dieses Konto hat sie bereits alle. Entfernen Sie eine Website oder wechseln Sie den Tarif, um eine weitere hinzuzufügen.',
  },
  meter: {
    heading: 'Tarif',
    name: 'Tarif {name}',
    notRead: 'Der Tarif wurde noch nicht gelesen.',
    unavailable: 'Dieser Dienst sagt nicht, welchen Tarif das Konto hat.',
    label: 'Seitenaufrufe in diesem Monat',
    ofLimit: '{pageviews} von {limit} Seitenaufrufen ({share})',
    unlimited: 'Unbegrenzte Seitenaufrufe',
    partial: 'Bisher für {read} von {count} Website gelesen | Bisher für {read} von {count} Websites gelesen',
    pausedShort: 'Tracking angehalten',
    paused:
      'Das Tracking ist angehalten: Der Dienst zählt für keine Website dieses Kontos mehr etwas, bis zum nächsten Monat oder bis zu einem größeren Tarif.',
    websites: '{count} von {limit} Websites',
    websitesUnlimited: '{count} Website, ohne Begrenzung | {count} Websites, ohne Begrenzung',
    exportIncluded: 'Datenexport enthalten',
    exportNotIncluded: 'Datenexport in diesem Tarif nicht enthalten',
  },
  paused: {
    title: 'Tracking für {account} angehalten',
    body: 'Das Tracking für {account} ist angehalten: Die Seitenaufrufe dieses Monats haben die Grenze Ihres Tarifs von {limit} erreicht.',
  },
  tray: {
    paused: 'Tracking für {account} angehalten: Tarifgrenze erreicht',
    near: '{account}: {share} der Seitenaufrufe dieses Monats verbraucht',
  },
  newWebsite: {
    limitReached:
      'Ihr Tarif erlaubt {count} Website; dieses Konto hat sie bereits. | Ihr Tarif erlaubt {count} Websites; dieses Konto hat sie bereits alle.',
  },
} satisfies Messages<typeof en>
