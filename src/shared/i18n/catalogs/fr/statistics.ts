import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic:
      'La page de statistiques de ce site n’est pas publique : il n’y a donc aucun lien à partager. Rendez-la d’abord publique dans les réglages du site.',
    trayItem: 'Statistiques…',
    digestDailyTitle: 'Hier sur vos sites',
    digestWeeklyTitle: 'La semaine dernière sur vos sites',
    digestBody:
      'Visiteurs : {visitors} (avant : {previousVisitors}). Pages vues : {pageviews} (avant : {previousPageviews}).',
    digestMover: 'Plus forte variation : {domain}, visiteurs {previous} → {current}.',
    digestPartial: 'Somme sur {summed} des {of} sites.',
    spikeFromReferrer: 'La plupart venaient de {source}.',
    spikeOnPage: 'La plupart sont allés sur {page}.',
    menuBarTooltip: 'Visiteurs aujourd’hui : {count}',
  },
} satisfies Messages<typeof en>
