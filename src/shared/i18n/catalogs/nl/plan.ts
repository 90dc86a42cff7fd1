import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'De dienst stuurde een account dat SiteTray niet begrijpt: er staat geen abonnement in.',
  },
  limits: {
    websitesReached:
      'Je abonnement staat {count} website toe, en dit account heeft die al. Verwijder een website of kies een hoger abonnement om er nog een toe te voegen. | Je abonnement staat {count} websites toe, en dit account heeft ze allemaal al. Verwijder een website of kies een hoger abonnement om er nog een toe te voegen.',
  },
  meter: {
    heading: 'Abonnement',
    name: 'Abonnement {name}',
    notRead: 'Het abonnement is nog niet gelezen.',
    unavailable: 'Deze dienst vermeldt niet welk abonnement het account heeft.',
    label: 'Paginaweergaven deze maand',
    ofLimit: '{pageviews} van {limit} paginaweergaven ({share})',
    unlimited: 'Onbeperkt paginaweergaven',
    partial: 'Tot nu toe gelezen voor {read} van {count} website | Tot nu toe gelezen voor {read} van {count} websites',
    pausedShort: 'tracking gepauzeerd',
    paused:
      'Tracking is gepauzeerd: de dienst telt niets meer voor de websites van dit account tot volgende maand, of tot het abonnement wordt opgewaardeerd.',
    websites: '{count} van {limit} websites',
    websitesUnlimited: '{count} website, geen limiet | {count} websites, geen limiet',
    exportIncluded: 'Gegevensexport inbegrepen',
    exportNotIncluded: 'Gegevensexport niet inbegrepen in dit abonnement',
  },
  paused: {
    title: 'Tracking is gepauzeerd voor {account}',
    body: 'Tracking is gepauzeerd voor {account}: de paginaweergaven van deze maand hebben de limiet van je abonnement ({limit}) bereikt.',
  },
  tray: {
    paused: 'Tracking gepauzeerd voor {account}: abonnementslimiet bereikt',
    near: '{account}: {share} van de paginaweergaven van deze maand gebruikt',
  },
  newWebsite: {
    limitReached:
      'Je abonnement staat {count} website toe; dit account heeft die al. | Je abonnement staat {count} websites toe; dit account heeft ze allemaal al.',
  },
} satisfies Messages<typeof en>
