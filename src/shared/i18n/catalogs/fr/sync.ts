import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Hors ligne',
    offlineWaiting:
      'Hors ligne — {count} modification en attente | Hors ligne — {count} de modifications en attente | Hors ligne — {count} modifications en attente',
    syncingOf: 'Synchronisation\u202f: {done} sur {total}',
    syncing: 'Synchronisation…',
    sending: 'Envoi de {count} modification… | Envoi de {count} de modifications… | Envoi de {count} modifications…',
    problem: 'Problème de synchronisation\u202f: {message}',
    notYet: 'Pas encore synchronisé',
    synced: 'Synchronisé {ago}',
    applying: 'Application à {done} sur {total}',
  },
  ago: {
    justNow: 'à l’instant',
  },
  api: {
    unauthorized: 'La clé d’API n’a pas été acceptée. Vérifiez la clé dans les réglages du compte.',
    forbidden: 'L’offre de ce compte n’inclut pas l’accès à l’API.',
    notFound: 'Le site n’existe plus sur le serveur.',
    validation: 'Le serveur n’a pas accepté certains champs.',
    rateLimited: 'Le service a demandé à SiteTray de ralentir. Réessayez dans un instant.',
    timeout: 'Le service n’a pas répondu à temps.',
    network: 'Le service est injoignable. Vérifiez la connexion et l’adresse du service.',
    server: 'Le service a rencontré un problème en traitant la requête. Réessayez plus tard.',
    badResponse: 'Le service a envoyé une réponse que SiteTray ne comprend pas. Vérifiez l’adresse du service.',
    invalidRequest: 'La requête n’a pas été envoyée, car certaines valeurs ne sont pas autorisées.',
    noAnswerWithin: 'Le service n’a pas répondu dans les {duration}.',
    notUnderstood: 'Le service a envoyé une réponse que SiteTray ne comprend pas\u202f: {detail}',
    wrongAddress:
      'Le service a répondu, mais pas comme une API de sites. Vérifiez l’adresse du service et la variante d’API.',
    redirectsTo:
      'Le service redirige vers {origin} au lieu de répondre. Vérifiez l’adresse du service\u202f: saisissez l’adresse que le service utilise réellement.',
    redirectsElsewhere:
      'Le service redirige vers une autre adresse au lieu de répondre. Vérifiez l’adresse du service\u202f: saisissez l’adresse que le service utilise réellement.',
    enterAddress: 'Saisissez l’adresse du service, par ex. {example}.',
    httpsOnly: 'L’adresse du service doit commencer par {scheme}.',
    httpLocalOnly:
      'Utilisez {scheme} pour l’adresse du service\u202f: {plain} seul n’est autorisé que pour cet ordinateur (localhost).',
    enterKey: 'Saisissez la clé d’API de l’espace compte du service.',
    badKeyChars:
      'La clé d’API contient des espaces ou des caractères qu’une clé d’API ne peut pas contenir. Copiez-la à nouveau depuis l’espace compte du service.',
    noCredentials: 'Ne mettez ni nom d’utilisateur ni mot de passe dans l’adresse du service.',
    variant: 'La variante d’API est A ou B.',
    noId: 'Un site n’a pas d’identifiant valide.',
    notObject: 'Un site n’est pas un objet.',
    noDomain: 'Un site n’a pas de domaine.',
    noData: 'La liste ne contient pas de données.',
    statsNoCount: 'Une ligne de statistiques n’a pas de nombre.',
    statsNotObject: 'Une ligne de statistiques n’est pas un objet.',
    statsNoValue: 'Une ligne de statistiques n’a pas de valeur.',
    statsNoData: 'Les statistiques ne contiennent pas de données.',
    tooLarge:
      'La réponse du serveur dépassait {size}\u202f: SiteTray a cessé de lire ce que {host} envoyait. Vérifiez l’adresse du service.',
  },
  net: {
    untrusted:
      'Le certificat de {host} n’est pas approuvé par cet ordinateur — si votre organisation utilise sa propre autorité de certification, celle-ci doit être installée dans le magasin de certificats du système.',
    proxyCredentials:
      'Le serveur proxy des réglages réseau de cet ordinateur demande un nom d’utilisateur et un mot de passe que SiteTray ne peut pas lui fournir. Demandez au responsable du réseau de laisser passer SiteTray par le proxy.',
    certName:
      'Le certificat de {host} a été émis pour une autre adresse. Vérifiez l’adresse du service\u202f; si elle est correcte, prévenez l’administrateur du service.',
    certDate:
      'Le certificat de {host} a expiré ou n’est pas encore valide. Vérifiez la date et l’heure de cet ordinateur\u202f; si elles sont correctes, prévenez l’administrateur du service.',
    certRevoked: 'Le certificat de {host} a été révoqué. Prévenez l’administrateur du service.',
    nameNotResolved:
      '{host} est introuvable. Vérifiez l’orthographe de l’adresse du service et que cet ordinateur est connecté au réseau.',
    nameResolutionFailed:
      '{host} n’a pas pu être résolu\u202f: le service de noms de cet ordinateur n’a pas répondu. Vérifiez la connexion réseau.',
    connectionRefused:
      '{host} a refusé la connexion. Vérifiez l’adresse (et son port) et que le service est en marche.',
    disconnected: 'Cet ordinateur n’est pas connecté au réseau.',
    proxyUnreachable:
      'Le serveur proxy des réglages réseau de cet ordinateur est injoignable. Vérifiez les réglages du proxy ou adressez-vous au responsable du réseau.',
    tunnelFailed:
      'Le serveur proxy des réglages réseau de cet ordinateur a refusé de connecter SiteTray à {host}. Demandez au responsable du réseau d’autoriser cette adresse.',
    pacFailed:
      'La configuration proxy de cet ordinateur (son fichier PAC) n’a pas pu être utilisée. Vérifiez les réglages du proxy ou adressez-vous au responsable du réseau.',
    proxyConfigFailed:
      'La configuration proxy de cet ordinateur n’a pas pu être utilisée. Vérifiez les réglages du proxy ou adressez-vous au responsable du réseau.',
    sslFailed:
      'La connexion sécurisée à {host} a échoué\u202f: il n’en propose aucune que cet ordinateur accepte. Vérifiez l’adresse du service\u202f; si elle est correcte, prévenez l’administrateur du service.',
  },
  keychain: {
    operation: {
      read: 'lire',
      save: 'enregistrer',
      delete: 'supprimer',
    },
    unavailable:
      'SiteTray ne parvient pas à joindre le trousseau du système{because} et ne peut donc pas {operation} la clé d’API. {advice} SiteTray n’enregistre jamais les clés d’API en clair.',
    locked:
      'Le trousseau du système est verrouillé{because}, SiteTray ne peut donc pas {operation} la clé d’API. {advice}',
    failed: 'Le trousseau du système n’a pas pu {operation} la clé d’API{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Déverrouillez le trousseau «\u202fsession\u202f» dans Trousseaux d’accès, puis réessayez.',
    mac: 'Vérifiez le trousseau «\u202fsession\u202f» dans Trousseaux d’accès.',
    windows: 'Vérifiez que le Gestionnaire d’identification Windows est disponible pour votre compte utilisateur.',
    linuxLocked:
      'Déverrouillez le trousseau (pour GNOME Keyring, le trousseau «\u202flogin\u202f», par ex. avec Seahorse / «\u202fMots de passe et clés\u202f»), puis réessayez.',
    linux:
      'Sous Linux, installez et déverrouillez un Secret Service comme GNOME Keyring (et lancez SiteTray dans une session de bureau avec D-Bus).',
  },
  check: {
    address:
      'Vérifiez l’adresse du service\u202f: c’est l’adresse à laquelle vous ouvrez le service de statistiques, par ex. {example}.',
    unauthorized:
      '{host} n’a pas accepté la clé d’API. Copiez à nouveau la clé depuis l’espace compte du service (section API) et collez-la ici.',
    forbidden:
      'La clé d’API est valide, mais le compte sur {host} n’a pas accès à l’API\u202f: son offre ne l’inclut pas. Choisissez une offre avec accès à l’API ou utilisez la clé d’un autre compte.',
    rateLimitedSeconds:
      '{host} limite en ce moment les requêtes de cet ordinateur (trop nombreuses dans la dernière minute). Réessayez dans {duration}.',
    rateLimitedMinute:
      '{host} limite en ce moment les requêtes de cet ordinateur (trop nombreuses dans la dernière minute). Réessayez dans une minute.',
    server:
      '{host} a rencontré un problème interne. Réessayez plus tard\u202f; si cela persiste, prévenez l’administrateur du service.',
    timeout:
      '{host} n’a pas répondu à temps. Vérifiez votre connexion Internet et l’adresse du service, puis réessayez.',
    cancelled: 'La vérification de la connexion a été annulée avant que le service ne réponde.',
    cannotConnect:
      'SiteTray n’a pas pu se connecter à {host}. Vérifiez l’adresse (orthographe, port), votre connexion Internet et que le service est en marche.',
    notStatistics: '{host} a répondu, mais pas comme un service de statistiques. {advice}',
    redirectsUnknown:
      '{host} renvoie SiteTray vers une autre adresse au lieu de répondre. Vérifiez l’adresse du service\u202f: ouvrez-la dans un navigateur et saisissez l’adresse à laquelle vous arrivez.',
    loginRedirect:
      '{host} a envoyé SiteTray vers sa page de connexion au lieu de répondre\u202f: la clé d’API n’a pas été acceptée. Copiez à nouveau la clé depuis l’espace compte du service et collez-la ici.',
    redirectsTo:
      '{host} renvoie SiteTray vers {location} au lieu de répondre. Vérifiez l’adresse du service\u202f: saisissez l’adresse que le service utilise réellement.',
    loginPage:
      '{host} a répondu par sa page de connexion au lieu de données\u202f: la clé d’API n’a pas été acceptée. Copiez à nouveau la clé depuis l’espace compte du service et collez-la ici.',
    webPage: '{host} a répondu par une page web, pas comme un service de statistiques. {advice}',
    otherVersion:
      '{host} utilise désormais une autre version du service de statistiques qu’au moment de l’ajout de ce compte. Retirez le compte et ajoutez-le à nouveau\u202f: SiteTray fonctionnera alors avec la version actuelle.',
    notList: '{host} a répondu, mais pas avec une liste de sites. {advice}',
    unusableList: '{host} a répondu avec une liste de sites que SiteTray ne sait pas exploiter. {advice}',
    noService: '{host} a répondu, mais il n’y a pas de service de statistiques à cette adresse. {advice}',
    notChecked: 'Le service n’a pas pu être vérifié.',
  },
  account: {
    labelTooLong: 'Le nom du compte ne doit pas dépasser {max} caractères.',
    gone: 'Ce compte n’existe plus.',
    notThere: 'Ce compte n’existe pas (ou plus).',
    demoRemoved: 'Le compte de démonstration a été supprimé. Relancez la démo.',
    demoLabel: 'Démo',
    noKey: 'Ce compte n’a pas de clé d’API sur cet ordinateur. Saisissez-la dans les réglages du compte.',
    listMovedAside: '{notice} SiteTray démarre sans comptes.',
    listUnreadable: '{notice} D’ici là, SiteTray n’affiche aucun compte.',
    theList: 'la liste des comptes',
    theEdits: 'les modifications en attente d’envoi pour «\u202f{account}\u202f»',
    editsMovedAside: '{notice} Elles n’ont pas été envoyées\u202f: refaites-les.',
    editsUnreadable: '{notice} D’ici là, SiteTray ne peut pas conserver de nouvelles modifications pour ce compte.',
    editsRejected:
      'SiteTray n’a pas pu lire {count} modification en attente d’envoi pour «\u202f{account}\u202f». Elle a été conservée dans {file} et n’a pas été envoyée\u202f: refaites-la. | SiteTray n’a pas pu lire {count} de modifications en attente d’envoi pour «\u202f{account}\u202f». Elles ont été conservées dans {file} et n’ont pas été envoyées\u202f: refaites-les. | SiteTray n’a pas pu lire {count} modifications en attente d’envoi pour «\u202f{account}\u202f». Elles ont été conservées dans {file} et n’ont pas été envoyées\u202f: refaites-les.',
    interval: 'L’intervalle de synchronisation est un nombre entier de millisecondes, 0 pour le désactiver.',
  },
  storage: {
    movedAside: 'SiteTray n’a pas pu lire {what} ({reason}). Le fichier a été conservé sous {file}.',
    unreadable:
      'SiteTray n’a pas pu lire {what} ({reason}). Le fichier a été laissé tel quel et ne sera pas écrasé\u202f: quittez SiteTray et relancez-le pour le lire.',
    damaged: 'son contenu est endommagé',
    notOutbox: 'pas un fichier d’envoi\u202f: {detail}',
  },
  system: {
    diskFull: 'le disque est plein',
    quota: 'le quota du disque est épuisé',
    notAllowed: 'SiteTray n’est pas autorisé à utiliser son dossier de données',
    readOnly: 'le disque est en lecture seule',
    busy: 'un autre programme bloque le fichier',
    folder: 'un dossier se trouve à la place du fichier',
    tooManyFiles: 'le système a trop de fichiers ouverts',
    io: 'le disque a signalé une erreur',
    refused: 'le système a refusé de lire ou d’écrire un fichier',
    unexpected: 'une erreur inattendue s’est produite',
  },
  outbox: {
    savedOffline: 'Enregistré sur cet ordinateur\u202f: SiteTray l’enverra quand le service répondra à nouveau.',
    savedKey:
      'Enregistré sur cet ordinateur\u202f: le service n’a pas accepté la clé d’API\u202f; SiteTray l’enverra dès que la clé fonctionnera à nouveau.',
    savedPlan:
      'Enregistré sur cet ordinateur\u202f: l’offre du compte n’inclut pas l’API pour le moment\u202f; SiteTray l’enverra dès qu’elle l’inclura.',
    savedUntrusted:
      'Enregistré sur cet ordinateur\u202f: le certificat du service n’est pas approuvé par cet ordinateur\u202f; SiteTray l’enverra dès qu’il le sera.',
    savedRetry:
      'Enregistré sur cet ordinateur\u202f: le service a rencontré un problème\u202f; SiteTray réessaiera sous peu.',
    savedConflict:
      'Enregistré sur cet ordinateur\u202f: cette modification suit une modification de ce site qui attend votre choix.',
    savedBusy:
      'Enregistré sur cet ordinateur\u202f: le service est occupé, SiteTray l’enverra dans {duration} environ.',
    sending: 'Enregistré sur cet ordinateur — envoi…',
    passwordInMemory: 'Le mot de passe n’est conservé qu’en mémoire, jusqu’à ce que vous quittiez SiteTray.',
    passwordLost:
      'SiteTray n’enregistre jamais les mots de passe sur le disque, et cette modification a été faite avant le redémarrage de SiteTray. Saisissez à nouveau le mot de passe.',
    changed: 'Ceci a été modifié sur le serveur depuis votre dernière consultation. Choisissez la valeur à conserver.',
    deleted: 'Ce site a été supprimé sur le serveur.',
    rejected: 'Le serveur n’a pas accepté cette modification.',
    droppedDeleted: 'Ce site a été supprimé sur le serveur\u202f; la modification a été abandonnée avec lui.',
    droppedNotCreated: 'Le nouveau site a été abandonné\u202f; la modification a été abandonnée avec lui.',
    resolved: 'Ce conflit a déjà été résolu.',
    onlyDiscardDeleted: 'Le site a été supprimé sur le serveur\u202f; cette modification ne peut qu’être abandonnée.',
    onlyDiscardRefused: 'Le serveur a refusé cette modification\u202f; elle ne peut qu’être abandonnée.',
    sentAgain: 'Cette modification a été renvoyée entre-temps\u202f; elle n’attend plus votre choix.',
    notWaiting: 'Cette modification n’est plus en attente\u202f; elle a été envoyée ou abandonnée entre-temps.',
    discarded: 'Cette modification n’est plus en attente\u202f; elle a été abandonnée entre-temps.',
    onlyRefused: 'Seule une modification refusée par le serveur peut être corrigée et renvoyée.',
    domainFixed: 'Le domaine d’un site ne peut pas être modifié.',
    favoriteLater: 'Un nouveau site devient favori une fois qu’il existe.',
    alreadyListed: 'Ce site figure déjà dans la liste.',
    notListed: 'Ce site ne figure plus dans la liste.',
    favoriteNotSaved: 'SiteTray n’a pas pu enregistrer le favori sur cet ordinateur\u202f: {problem}.',
    changeNotSaved: 'SiteTray n’a pas pu enregistrer la modification sur cet ordinateur\u202f: {problem}.',
    notAllowed: 'Certaines valeurs ne sont pas autorisées.',
  },
  sweep: {
    ceiling:
      'Le service a continué à lister des pages au-delà de la page {pages}\u202f; SiteTray a arrêté la lecture là, des sites supprimés sur le service peuvent donc encore apparaître.',
    pastCount:
      'Le service a continué à lister des pages au-delà de son propre nombre de sites\u202f; SiteTray a arrêté la lecture là, des sites supprimés sur le service peuvent donc encore apparaître.',
    repeated:
      'Le service a renvoyé sur les pages suivantes des sites déjà listés\u202f; SiteTray a arrêté la lecture là, des sites supprimés sur le service peuvent donc encore apparaître.',
  },
  shortcut: {
    switcherHasIt: 'Ce raccourci ouvre déjà le sélecteur rapide. Choisissez-en un autre.',
    windowHasIt: 'Ce raccourci affiche et masque déjà la fenêtre. Choisissez-en un autre.',
  },
  settingsNotSaved: 'Vos réglages n’ont pas pu être enregistrés ({problem})\u202f; ils restent inchangés.',
  checks: {
    apiKeyMissing: 'Saisissez la clé d’API figurant dans l’espace compte du service.',
    apiKeyCharacters:
      'La clé d’API contient des espaces ou des caractères qu’une clé d’API ne peut pas contenir. Copiez-la à nouveau depuis l’espace compte du service.',
    webPageInsteadOfData:
      'Le service a répondu par une page web au lieu de données\u202f: la clé d’API n’a pas été acceptée, ou l’adresse n’est pas celle de l’API.',
    statsNotUnderstood: 'Le service a envoyé des statistiques que SiteTray ne comprend pas\u202f: {detail}',
    settingsUnreadableKept:
      'Vos réglages n’ont pas pu être lus ({reason})\u202f: SiteTray utilise donc les valeurs par défaut. L’ancien fichier a été conservé sous {path}.',
    settingsUnreadableLeft:
      'Vos réglages n’ont pas pu être lus ({reason})\u202f: SiteTray utilise les valeurs par défaut pour le moment. Le fichier est laissé tel quel et les modifications faites ici ne sont pas enregistrées\u202f: quittez SiteTray et relancez-le pour le lire.',
  },
} satisfies Messages<typeof en>
