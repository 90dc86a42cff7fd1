import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Code de suivi',
    hint: 'Collez-le dans chaque page de {domain}, juste avant {tag}. Les visites sont comptées dès lors.',
    dnt: 'Respecter la demande «\u202fNe pas me pister\u202f»',
    dntHint: 'Les visiteurs dont le navigateur demande à ne pas être suivis ne sont pas comptés.',
    copy: 'Copier le code de suivi',
    copied: 'Copié dans le presse-papiers.',
    show: 'Afficher le code',
    codeLabel: 'Code de suivi pour {domain}',
    check: 'Vérifier l’installation',
    checking: 'Vérification…',
    checked: 'Vérifié {age}',
    limits:
      'La vérification lit la page d’accueil comme le ferait un premier visiteur, sans se connecter\u202f: un code ajouté plus tard par JavaScript ou une page protégée par une connexion ne sont pas vus.',
  },
  newWebsite: {
    next: 'Étape suivante\u202f: ajoutez le code de suivi à votre site.',
  },
  mark: {
    noVisitsYet: 'aucune visite pour l’instant',
    title: 'Aucune visite enregistrée depuis sa création',
    check: 'Vérifier',
    checkLabel: 'Vérifier l’installation sur {domain}',
  },
  tray: {
    copy: 'Copier le code de suivi',
    check: 'Vérifier l’installation…',
    copyFailed: 'Le code de suivi n’a pas pu être copié',
  },
  check: {
    websiteGone: 'Ce site n’est plus dans la liste.',
  },
  outcome: {
    installedTitle: 'Installé',
    installed: 'La page d’accueil de {host} contient le code de suivi, et il envoie les visites à ce compte.',
    visitsToday: 'Les premières visites sont arrivées aujourd’hui.',
    noVisitsYet: 'Aucune visite enregistrée pour l’instant — ouvrez le site une fois pour vérifier.',
    elsewhereTitle: 'Installé, mais pointe ailleurs',
    elsewhere:
      'Le code sur {host} envoie les visites à {dataHost}, et non à {expected}. Remplacez-le par le code de suivi de ce compte.',
    otherHostTitle: 'Sur un autre hôte',
    otherHost:
      'La page d’accueil redirige vers {host}. Le service ne compte les visites que sur {domain} (avec ou sans www.)\u202f: ajoutez aussi {host} comme site, ou supprimez la redirection.',
    notFoundTitle: 'Introuvable sur la page d’accueil',
    notFound:
      'La page d’accueil de {host} ne contient pas le code de suivi. Un gestionnaire de balises ou une application monopage peut l’ajouter plus tard, ce que cette vérification ne voit pas\u202f: ouvrez le site, puis regardez les visites du jour. Sinon, vérifiez que le code figure dans l’en-tête de chaque page.',
    unreachableTitle: 'Impossible de joindre le site',
    tooLargeTitle: 'La page est trop volumineuse pour être vérifiée',
    privateNetworkTitle: 'Redirection non suivie',
    overHttp: 'La connexion en https a échoué, la page a donc été vérifiée en http.',
    hiddenCharacters:
      'L’adresse dans le code contient des caractères invisibles. Copiez à nouveau le code de suivi de ce compte.',
  },
  unreachable: {
    dns: 'Le nom {host} ne peut pas être résolu. Vérifiez le domaine du site.',
    refused: '{host} a refusé la connexion, en https comme en http.',
    certificate: 'Le certificat de {host} n’est pas approuvé par cet ordinateur.',
    timeout: '{host} n’a pas répondu à temps.',
    tooLarge: 'La page d’accueil de {host} dépasse {size}\u202f; la vérification n’en lit pas davantage.',
    status: '{host} a répondu avec l’erreur HTTP {status}.',
    tooManyRedirects: '{host} redirige plus de {count} fois (une boucle\u202f?).',
    notHttp: '{host} redirige vers une adresse qui n’est pas une page web.',
    unusualStatus: '{host} a répondu avec le statut inhabituel {status}. Vérifiez la configuration du serveur.',
    privateNetwork:
      '{host} redirige vers {target}, une adresse d’un réseau privé. La vérification ne suit jamais un site public vers un réseau privé : vérifiez les redirections du site.',
    other: '{host} n’a pas pu être lu.',
  },
} satisfies Messages<typeof en>
