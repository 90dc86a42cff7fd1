import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Langue',
    system: 'Système ({language})',
    hint: 'SiteTray suit les langues préférées de votre système, sauf si vous en choisissez une ici.',
  },
  view: {
    title: 'Réglages',
    loading: 'Chargement…',
    version: 'SiteTray {version}',
    showLog: 'Afficher le fichier journal',
    notifications: 'Notifications',
  },
  launch: {
    label: 'Ouvrir à la connexion',
    hint: 'Démarre SiteTray à l’ouverture de votre session ({place}).',
  },
  theme: {
    legend: 'Apparence',
    system: 'Système',
    light: 'Clair',
    dark: 'Sombre',
  },
  refresh: {
    label: 'Actualiser les sites',
    hint: 'À quelle fréquence SiteTray relit tous les sites depuis le service. Les modifications sont toujours envoyées aussitôt.',
    manual: 'Seulement à ma demande',
    hourly: 'Toutes les heures',
    everyMinutes: 'Chaque minute | Toutes les {count} de minutes | Toutes les {count} minutes',
  },
  alerts: {
    label: 'Alertes de visiteurs',
    hint: 'Une notification quand un site qui a d’habitude des visiteurs n’en reçoit aucun, ou bien plus que d’habitude.',
    silent: 'Silence',
    silentAfter:
      'Après {count} jour sans visiteurs | Après {count} de jours sans visiteurs | Après {count} jours sans visiteurs',
    spike: 'Pic',
    spikeFactor: '{factor}× un jour habituel',
    spikeMinimum:
      'Et au moins {count} visiteur dans la journée. | Et au moins {count} de visiteurs dans la journée. | Et au moins {count} visiteurs dans la journée.',
  },
  shortcut: {
    label: 'Raccourci global',
    purpose: 'affiche ou masque SiteTray depuis n’importe quelle app',
    clear: 'Effacer',
    clearLabel: 'Effacer le raccourci',
    placeholder: 'Appuyez sur des touches, par ex. {example}',
    holdModifier: 'Maintenez {modifiers} en appuyant sur la touche, par ex. {example}.',
    unusableKey:
      'SiteTray ne peut pas utiliser cette touche dans un raccourci. Essayez une lettre, un chiffre ou une touche de fonction.',
    hintSet: '{shortcut} {purpose}. Pour le modifier, cliquez dans le champ et appuyez sur d’autres touches.',
    hintEmpty:
      'Cliquez dans le champ et appuyez sur une combinaison de touches, par ex. {example}. Ce raccourci {purpose}.',
  },
  switcher: {
    label: 'Raccourci du sélecteur rapide',
    purpose: 'ouvre le sélecteur rapide depuis n’importe quelle app (dans la fenêtre de SiteTray, {inWindow} aussi)',
    clearLabel: 'Effacer le raccourci du sélecteur',
  },
  ipLookup: {
    label: 'Service «\u202fQuelle est mon IP\u202f?\u202f»',
    invalid: 'Saisissez une adresse https://, par ex. {example}.',
    hint: 'Interrogé sur l’adresse publique de cet ordinateur uniquement quand vous cliquez sur «\u202fExclure mon IP\u202f». Vide\u202f: {address}.',
  },
  update: {
    restart: 'Redémarrer pour mettre à jour',
    packageManager: 'Les mises à jour viennent de votre gestionnaire de paquets.',
    unavailable:
      'SiteTray ne peut pas se mettre à jour lui-même\u202f: téléchargez les nouvelles versions depuis sa page de versions.',
    upToDate: 'SiteTray est à jour.',
    checkFailed: 'Impossible de rechercher des mises à jour\u202f; SiteTray réessaiera demain.',
    checking: 'Recherche de mises à jour…',
    downloading: 'Téléchargement de la version {version}…',
    downloadingPercent: 'Téléchargement de la version {version} ({percent})…',
    ready:
      'La version {version} est prête\u202f: redémarrez pour mettre à jour (ou elle s’installera quand vous quitterez).',
    restarting: 'Redémarrage pour installer la version {version}…',
  },
} satisfies Messages<typeof en>
