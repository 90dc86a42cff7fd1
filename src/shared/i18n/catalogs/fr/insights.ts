import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: 'Statistiques',
    show: 'Afficher les statistiques',
    hide: 'Masquer les statistiques',
    hint: 'Pages les plus vues, référents, pays et plus encore, lus auprès du service à l’ouverture.',
  },
  period: {
    label: 'Période',
    today: 'Aujourd’hui',
    days7: '7 jours',
    days30: '30 jours',
  },
  hour: {
    title: 'Cette heure',
    range: '{from}–{to} UTC',
    visitorsSoFar: 'Visiteurs : {today} (hier jusqu’à {time} : {yesterday})',
    pageviewsSoFar: 'Pages vues : {today} (hier jusqu’à {time} : {yesterday})',
    reading: 'Lecture de cette heure…',
  },
  lists: {
    page: 'Pages les plus vues',
    referrer: 'Référents',
    country: 'Pays',
    browser: 'Navigateurs',
    device: 'Appareils',
    campaign: 'Campagnes',
    event: 'Événements',
  },
  column: {
    page: 'Page',
    referrer: 'Référent',
    country: 'Pays',
    browser: 'Navigateur',
    device: 'Appareil',
    campaign: 'Campagne',
    event: 'Événement (nom / valeur / unité)',
    count: 'Nombre',
    share: 'Part',
  },
  list: {
    reading: 'Lecture…',
    none: 'Rien d’enregistré sur cette période.',
    shownOf: '{shown} premiers sur {total}',
    notSet: '(non défini)',
  },
  export: {
    dialogTitle: 'Exporter les statistiques en CSV',
    button: 'Exporter en CSV',
    label: 'Exporter « {list} » en CSV',
    starting: 'Exportation…',
    reading:
      'Exportation… {read} sur {count} ligne | Exportation… {read} sur {count} de lignes | Exportation… {read} sur {count} lignes',
    cancel: 'Annuler l’exportation',
    done: '{count} ligne enregistrée dans {file}. | {count} de lignes enregistrées dans {file}. | {count} lignes enregistrées dans {file}.',
    cancelled: 'Exportation annulée.',
    notInPlan:
      'Votre forfait n’inclut pas l’export de données (la fonctionnalité « export de données » du forfait est désactivée).',
    notWritten: 'Le fichier n’a pas pu être écrit.',
  },
  names: {
    page: 'Pages',
    landing_page: 'Pages d’entrée',
    referrer: 'Référents',
    country: 'Pays',
    city: 'Villes',
    continent: 'Continents',
    browser: 'Navigateurs',
    os: 'Systèmes d’exploitation',
    device: 'Appareils',
    language: 'Langues',
    resolution: 'Résolutions d’écran',
    campaign: 'Campagnes',
    event: 'Événements',
    visitors: 'Visiteurs par jour',
    pageviews: 'Pages vues par jour',
    visitors_hour: 'Visiteurs par heure',
    pageviews_hour: 'Pages vues par heure',
  },
  exportAny: {
    title: 'Exporter une statistique',
    label: 'Statistique',
    button: 'Exporter en CSV',
  },
  errors: {
    offline: 'Hors ligne : les statistiques seront relues dès que le service sera joignable.',
  },
  tray: {
    thisHourSoFar: 'Cette heure : {today} (hier jusqu’à {time} : {yesterday})',
  },
} satisfies Messages<typeof en>
