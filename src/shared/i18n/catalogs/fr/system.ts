import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'À propos de SiteTray',
    hide: 'Masquer SiteTray',
    hideOthers: 'Masquer les autres',
    showAll: 'Tout afficher',
    quit: 'Quitter SiteTray',
    edit: 'Édition',
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    pasteAndMatchStyle: 'Coller et adapter le style',
    delete: 'Supprimer',
    selectAll: 'Tout sélectionner',
    window: 'Fenêtre',
    minimize: 'Placer dans le Dock',
    close: 'Fermer la fenêtre',
  },
  notice: {
    aWebsite: 'Un site',
    changedTitle: '{domain} a été modifié ailleurs',
    changedBody:
      'Quelqu’un a aussi modifié ces réglages sur le service\u202f: {fields}. Choisissez la valeur à conserver.',
    deletedTitle: '{domain} a été supprimé sur le service',
    deletedBody: 'Votre modification n’a pas pu être envoyée. Ouvrez SiteTray pour l’abandonner.',
    refusedTitle: '{domain}\u202f: votre modification a été refusée',
    refusedReason: 'Le service ne l’a pas acceptée.',
    refusedBody: '{reason} Vos valeurs sont conservées dans SiteTray.',
    manyTitle:
      '{count} modification requiert votre attention | {count} de modifications requièrent votre attention | {count} modifications requièrent votre attention',
    manyBody:
      'Certaines de vos modifications n’ont pas pu être enregistrées telles quelles. Ouvrez SiteTray pour les examiner.',
    unreadableFile: 'SiteTray a conservé un fichier qu’il n’a pas pu lire',
  },
  trayPlace: {
    darwin: 'dans la barre des menus',
    win32: 'dans la zone de notification',
    linux: 'dans la zone de notification du système',
  },
  notifications: {
    unsupported:
      'Ce système ne peut pas afficher de notifications\u202f: SiteTray montre donc ce qui requiert votre attention dans son menu, {place}.',
    failed:
      'SiteTray n’a pas pu afficher une notification. Autorisez les notifications de SiteTray dans les réglages du système\u202f; d’ici là, son menu, {place}, montre ce qui requiert votre attention.',
    failedBecause:
      'SiteTray n’a pas pu afficher une notification ({reason}). Autorisez les notifications de SiteTray dans les réglages du système\u202f; d’ici là, son menu, {place}, montre ce qui requiert votre attention.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS vous demande de l’approuver\u202f: autorisez SiteTray dans Réglages Système → Général → Ouverture. D’ici là, il ne s’ouvre pas à la connexion.',
    macNotRegistered:
      'macOS n’a pas ajouté SiteTray aux éléments d’ouverture (une version non signée et non notariée ne peut pas en être un). Ajoutez-le vous-même dans Réglages Système → Général → Ouverture.',
    macDevelopmentBuild:
      'Une version de développement de SiteTray ne s’inscrit pas à l’ouverture de session sur macOS (elle lancerait Electron à la place)\u202f: le SiteTray installé le fait.',
    windowsRefused:
      'Windows n’a pas pris en compte la modification du démarrage de SiteTray. Vérifiez Paramètres → Applications → Démarrage.',
    failed: 'SiteTray n’a pas pu modifier son démarrage à l’ouverture de session\u202f: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} priverait toutes les apps de cette touche chaque fois que Maj est enfoncée. Ajoutez {others} à la combinaison.',
    altOnly:
      'Dans les autres apps, {alt} et une touche tapent un caractère ou ouvrent un menu\u202f: {shortcut} leur prendrait cette touche. Ajoutez {others} à la combinaison.',
    ctrlAlt:
      "Sur de nombreux claviers, {ctrlAlt} fait office d’AltGr, qui tape des caractères comme {'@'} et €\u202f: {shortcut} en prendrait un à toutes les apps. Retirez {alt} ou ajoutez {super}.",
    stillWorks: '{shortcut} fonctionne toujours.',
    notAccepted: '{shortcut} n’est pas un raccourci accepté par le système. Essayez une autre combinaison.',
    taken: 'Une autre app utilise déjà {shortcut}, ou le système le réserve. Choisissez-en un autre.',
    waylandNote:
      'Votre bureau décide des raccourcis globaux et peut vous demander de confirmer celui-ci. S’il ne fait rien, autorisez-le dans les réglages du clavier de votre bureau.',
    macNote:
      'macOS n’indique pas à SiteTray quand une autre app utilise les mêmes touches. Si ce raccourci ne fait rien, choisissez-en un autre.',
  },
  request: {
    unexpected:
      'SiteTray a rencontré un problème inattendu. Réessayez\u202f; si cela se reproduit, redémarrez SiteTray.',
    foreignSender: 'Cette requête ne provient pas de la fenêtre de SiteTray.',
    refused: 'SiteTray a refusé une requête dont les valeurs ne sont pas autorisées.',
    unknownFields: 'Champs inconnus.',
    notAccepted: 'Valeur non acceptée.',
    onlyServiceAddresses: 'Seule l’adresse du service de l’un de vos comptes peut être ouverte.',
    busy: 'Le service est occupé\u202f: SiteTray pourra envoyer ceci dans environ {duration}.',
  },
  autostart: {
    comment: 'Vos sites dans la zone de notification du système',
  },
  startup: {
    failed: 'SiteTray n’a pas pu démarrer',
  },
} satisfies Messages<typeof en>
