import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Vue d’ensemble',
    nav: 'Vue d’ensemble',
    periods: 'Période',
    period: { today: 'Aujourd’hui', week: '7 jours', month: '30 jours' },
    search: 'Rechercher des sites',
    columns: {
      website: 'Site',
      visitors: 'Visiteurs',
      visitorsChange: 'Évolution des visiteurs',
      pageviews: 'Pages vues',
      pageviewsChange: 'Évolution des pages vues',
      trend: 'Visiteurs par jour',
    },
    change: 'Évolution',
    sortBy: 'Trier par {column}',
    favorite: 'Favori',
    total: 'Total',
    overall: 'Tous les comptes',
    progress: 'Sites lus\u202f: {read} sur {total}',
    reading: 'Lecture… sites lus\u202f: {read} sur {total}',
    partial: 'somme de {read} sites sur {total}',
    accountProblem: '{account}\u202f: {problem}',
    notRead: 'pas encore lu',
    noStatistics: 'Pas de statistiques sur ce service',
    stale: 'Pas à jour\u202f: lu {age}',
    offline: 'Hors ligne\u202f: les chiffres tels qu’ils ont été lus la dernière fois.',
    noMatch: 'Aucun site ne correspond à «\u202f{search}\u202f».',
    noWebsites: 'Pas encore de sites.',
    days: 'Jours comptés par le service (UTC), jusqu’au {day}.',
    previous: 'La période précédente\u202f: {number}',
    changeWords: {
      up: 'en hausse de {percent}',
      down: 'en baisse de {percent}',
      same: 'inchangé',
      new: 'nouveau\u202f: aucun sur la période précédente',
    },
    newMark: 'nouveau',
  },
  tray: {
    open: 'Vue d’ensemble…',
    period: { today: 'Aujourd’hui', week: '7 derniers jours', month: '30 derniers jours' },
    tooltip: '{period}\u202f: {visitors} visiteurs ({change})',
    tooltipPartial: '{period}\u202f: {visitors} visiteurs ({change}), sites lus\u202f: {read} sur {total}',
    notCurrent: '{text} (certains chiffres ne sont pas à jour)',
  },
  errors: {
    unreadable: 'La vue d’ensemble n’a pas pu être lue.',
  },
} satisfies Messages<typeof en>
