import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Publique',
    private: 'Privée',
    password: 'Mot de passe',
    choosePassword: 'Mot de passe…',
  },
  privacyHint: {
    public: 'Toute personne disposant du lien peut voir les statistiques.',
    private: 'Vous seul pouvez voir les statistiques.',
    password: 'Les visiteurs ont besoin d’un mot de passe pour voir les statistiques.',
  },
  settingLabel: {
    domain: 'Domaine',
    privacy: 'Page de statistiques',
    password: 'Mot de passe',
    emailReports: 'Rapports par e-mail',
    excludeBots: 'Exclure les robots',
    excludeParams: 'Paramètres de requête exclus',
    excludeIps: 'Adresses IP exclues',
    favorite: 'Favori',
  },
  settingName: {
    domain: 'le domaine',
    privacy: 'la confidentialité de la page de statistiques',
    password: 'le mot de passe',
    emailReports: 'les rapports par e-mail',
    excludeBots: 'l’exclusion des robots',
    excludeParams: 'les paramètres de requête exclus',
    excludeIps: 'les adresses IP exclues',
    favorite: 'le favori',
  },
  keyProblem: {
    refused: 'Clé d’API refusée — corriger…',
    noApi: 'Offre sans API — modifications conservées…',
    missing: 'Aucune clé d’API — l’ajouter…',
    keychain: 'Trousseau verrouillé — ouvrir…',
  },
  planWithoutApi:
    'L’offre de «\u202f{account}\u202f» n’inclut pas (ou plus) l’API\u202f: SiteTray conserve vos modifications et les enverra dès qu’elle l’inclura.',
  reviewConflicts: '{count} conflit — examiner | {count} de conflits — examiner | {count} conflits — examiner',
  olderServer:
    'Ce service utilise une ancienne version ({version} ou antérieure) qui ne conserve pas de favoris\u202f: SiteTray enregistre les vôtres sur cet ordinateur, vos autres appareils ne les voient donc pas.',
  addressHint: {
    withScheme: 'L’adresse du site, par ex. {example}. SiteTray ajoute {scheme} pour ce service.',
    bare: 'Le domaine du site, par ex. {example}.',
  },
  perPage: {
    oneOf: 'Le nombre de résultats par page doit être l’une des valeurs {values}.',
    range: 'Le nombre de résultats par page doit être un nombre entier de {min} à {max}.',
  },
  count: {
    edit: '{count} modification | {count} de modifications | {count} modifications',
    conflict: '{count} conflit | {count} de conflits | {count} conflits',
    day: '{count} jour | {count} de jours | {count} jours',
    website: '{count} site | {count} de sites | {count} sites',
    moreWebsite: '{count} autre site | {count} d’autres sites | {count} autres sites',
    visitor: '{count} visiteur | {count} de visiteurs | {count} visiteurs',
    line: '{count} ligne | {count} de lignes | {count} lignes',
  },
  trayPlace: {
    darwin: 'barre des menus',
    win32: 'zone de notification',
    linux: 'zone de notification du système',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Suppr',
    ins: 'Inser',
    pageUp: 'Page préc.',
    pageDown: 'Page suiv.',
    plus: 'Plus',
    space: 'Espace',
    enter: 'Entrée',
    esc: 'Échap',
  },
} satisfies Messages<typeof en>
