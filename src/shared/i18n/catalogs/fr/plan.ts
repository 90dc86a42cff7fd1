import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'Le service a envoyé un compte que SiteTray ne comprend pas\u202f: il ne nomme aucune offre.',
  },
  limits: {
    websitesReached:
      'Votre offre permet {count} site, et ce compte l’a déjà. Supprimez un site ou passez à une offre supérieure pour en ajouter un autre. | Votre offre permet {count} de sites, et ce compte les a déjà tous. Supprimez un site ou passez à une offre supérieure pour en ajouter un autre. | Votre offre permet {count} sites, et ce compte les a déjà tous. Supprimez un site ou passez à une offre supérieure pour en ajouter un autre.',
  },
  meter: {
    heading: 'Offre',
    name: 'Offre {name}',
    notRead: 'L’offre n’a pas encore été lue.',
    unavailable: 'Ce service n’indique pas l’offre du compte.',
    label: 'Pages vues ce mois-ci',
    ofLimit: '{pageviews} pages vues sur {limit} ({share})',
    unlimited: 'Pages vues illimitées',
    partial:
      'Lu pour {read} site sur {count} jusqu’ici | Lu pour {read} sites sur {count} de sites jusqu’ici | Lu pour {read} sites sur {count} jusqu’ici',
    pausedShort: 'suivi en pause',
    paused:
      'Le suivi est suspendu\u202f: le service ne compte plus rien pour aucun site de ce compte jusqu’au mois prochain, ou jusqu’à une offre supérieure.',
    websites: '{count} sites sur {limit}',
    websitesUnlimited: '{count} site, sans limite | {count} de sites, sans limite | {count} sites, sans limite',
    exportIncluded: 'Export des données inclus',
    exportNotIncluded: 'Export des données non inclus dans cette offre',
  },
  paused: {
    title: 'Suivi suspendu pour {account}',
    body: 'Le suivi est suspendu pour {account}\u202f: les pages vues de ce mois ont atteint la limite de votre offre, {limit}.',
  },
  tray: {
    paused: 'Suivi suspendu pour {account}\u202f: limite de l’offre atteinte',
    near: '{account}\u202f: {share} des pages vues du mois utilisées',
  },
  newWebsite: {
    limitReached:
      'Votre offre permet {count} site\u202f; ce compte l’a déjà. | Votre offre permet {count} de sites\u202f; ce compte les a déjà tous. | Votre offre permet {count} sites\u202f; ce compte les a déjà tous.',
  },
} satisfies Messages<typeof en>
