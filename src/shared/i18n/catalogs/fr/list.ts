import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Démarrage de SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Bienvenue',
      addAccount: 'Ajouter un compte',
      settings: 'Réglages',
      websites: 'Sites',
      conflicts: 'Conflits',
      account: 'Compte',
      newWebsite: 'Nouveau site',
      website: 'Site',
      bulk: 'Modifier des sites',
      batch: 'Modification groupée',
      excludeMyIp: 'Exclure mon IP',
    },
    back: 'Retour',
    dismiss: 'Fermer',
  },
  header: {
    nav: 'Navigation principale',
    websites: 'Sites',
    conflicts: 'Conflits',
    conflictsCount: 'Conflits ({count})',
    account: 'Compte',
    settings: 'Réglages',
    switchAccount: 'Changer de compte',
  },
  toolbar: {
    search: 'Rechercher des sites',
    favoritesOnly: 'Favoris uniquement',
    favoritesOnlyTitle: 'Afficher uniquement les favoris',
    newWebsite: 'Nouveau site',
    newWebsiteTitle: 'Nouveau site ({shortcut})',
    websites: '{count} site | {count} de sites | {count} sites',
    noMatches: 'Aucun résultat',
    matches: '{count} résultat | {count} de résultats | {count} résultats',
    sort: 'Trier',
    orders: {
      domainAsc: 'Adresse A→Z',
      domainDesc: 'Adresse Z→A',
      newest: 'Plus récents d’abord',
      oldest: 'Plus anciens d’abord',
      recentlyEdited: 'Modifiés récemment',
    },
  },
  list: {
    heading: 'Sites',
    label: 'Sites',
    loadingRow: 'Chargement…',
  },
  row: {
    select: 'Sélectionner {domain}',
    favorite: '{domain} en favori',
    addFavorite: 'Ajouter aux favoris',
    removeFavorite: 'Retirer des favoris',
    waitingTitle: 'Modifications en attente d’envoi',
    waiting: 'Modifications en attente d’envoi.',
  },
  empty: {
    loading: 'Chargement des sites…',
    noMatch: 'Aucun site ne correspond à «\u202f{search}\u202f».',
    noFavorites: 'Pas encore de favori. Ajoutez une étoile à un site pour le retrouver ici.',
    none: 'Pas encore de site.',
    addFirst: 'Ajouter votre premier site',
  },
  notices: {
    incomplete:
      'Le service est injoignable\u202f: voici les sites enregistrés sur cet ordinateur, et la liste n’est pas encore complète.',
    tryAgain: 'Réessayer',
  },
  selection: {
    tooMany:
      'Vous pouvez cocher au plus {count} sites un par un\u202f: utilisez plutôt «\u202fSélectionner les sites correspondants\u202f» avec une recherche.',
  },
  switcher: {
    label: 'Aller à un site',
    placeholder: 'Aller à un site…',
    results: 'Sites',
    loading: 'Chargement des sites…',
    noMatch: 'Aucun site ne correspond à «\u202f{search}\u202f».',
    typeName: 'Saisissez le nom d’un site.',
    recent: 'Ouverts récemment et favoris.',
    best: 'Le meilleur résultat. | Les {count} meilleurs résultats. | Les {count} meilleurs résultats.',
    matches: '{count} résultat. | {count} de résultats. | {count} résultats.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favori',
    keyOpen: 'ouvrir',
    keyFavorite: 'favori',
    keyClose: 'fermer',
  },
  status: {
    refresh: 'Actualiser',
  },
  connection: {
    connectedAs: 'Connecté en tant que {name}.',
    connected: 'Connecté.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Modifications groupées',
    applied: '{count} appliquée | {count} appliquées | {count} appliquées',
    toReview: '{count} à vérifier | {count} à vérifier | {count} à vérifier',
    refused: '{count} refusée | {count} refusées | {count} refusées',
    separator: ', ',
    done: 'Terminé\u202f: {parts}',
    cancelled: 'Annulé\u202f: {parts}',
    resultsOf: 'Résultats de «\u202f{title}\u202f»',
    progress: 'Progression',
    results: 'Résultats',
  },
  keyStates: {
    verified: { title: 'Clé vérifiée', advice: 'Le service a accepté cette clé d’API.' },
    unverified: {
      title: 'Clé pas encore vérifiée',
      advice:
        'La clé est enregistrée, mais le service n’a pas pu être joint pour la vérifier. SiteTray la vérifie dès que le service répond.',
    },
    refused: {
      title: 'Clé refusée',
      advice:
        'Le service n’accepte plus cette clé. Créez ou copiez une clé dans l’espace compte du service (section API) et saisissez-la ci-dessous. Si son administrateur la rétablit, SiteTray s’en aperçoit de lui-même.',
    },
    noApi: {
      title: 'Offre sans accès à l’API',
      advice:
        'La clé est valide, mais l’offre de ce compte n’inclut pas (ou plus) l’API, et une nouvelle clé n’y changera rien. SiteTray conserve vos modifications et les enverra dès que l’offre inclura de nouveau l’API\u202f; il le vérifie de lui-même.',
    },
    missing: {
      title: 'Aucune clé sur cet ordinateur',
      advice:
        'SiteTray n’a pas de clé d’API pour ce compte. Saisissez ci-dessous la clé de l’espace compte du service.',
    },
    keychain: {
      title: 'Trousseau verrouillé',
      advice:
        'SiteTray n’a pas pu lire le trousseau du système, où il conserve les clés d’API. Déverrouillez le trousseau (ou démarrez votre service de trousseau), puis testez à nouveau la connexion. SiteTray ne stocke jamais les clés ailleurs.',
    },
  },
  query: {
    search: 'La recherche doit être un texte de 255 caractères au plus.',
    searchBy: 'Rechercher par domaine.',
    sort: 'Trier par ordre croissant (asc) ou décroissant (desc).',
    sortBy: 'Trier par date de création (created) ou par domaine (domain).',
    favorite: 'Le filtre des favoris est soit activé, soit désactivé.',
    perPage: 'Le nombre de résultats par page doit être un nombre entier.',
    page: 'La page doit être un nombre entier à partir de 1.',
    noSearchBy: 'Ce service ne permet pas de choisir le critère de recherche.',
    addressOnly: 'Ce service ne trie que par adresse.',
    noFavoriteFilter: 'Ce service ne peut pas filtrer par favori.',
    notAField: '«\u202f{field}\u202f» n’est pas un champ que SiteTray peut envoyer.',
    notAnObject: 'Une requête de liste est un objet de filtres.',
  },
} satisfies Messages<typeof en>
