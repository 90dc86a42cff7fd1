import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Trackingcode',
    hint: 'Plak hem in elke pagina van {domain}, vlak voor {tag}. Vanaf dan worden bezoeken geteld.',
    dnt: 'Do Not Track respecteren',
    dntHint: 'Bezoekers van wie de browser vraagt niet gevolgd te worden, worden niet geteld.',
    copy: 'Trackingcode kopiëren',
    copied: 'Gekopieerd naar het klembord.',
    show: 'Code tonen',
    codeLabel: 'Trackingcode voor {domain}',
    check: 'Installatie controleren',
    checking: 'Controleren…',
    checked: 'Gecontroleerd {age}',
    limits:
      'De controle leest de startpagina zoals een eerste bezoeker die ziet, zonder in te loggen: een code die later door JavaScript wordt toegevoegd of een pagina achter een login wordt niet gezien.',
  },
  newWebsite: {
    next: 'Volgende stap: voeg de trackingcode toe aan je website.',
  },
  mark: {
    noVisitsYet: 'nog geen bezoeken',
    title: 'Geen bezoek vastgelegd sinds hij is aangemaakt',
    check: 'Controleren',
    checkLabel: 'De installatie op {domain} controleren',
  },
  tray: {
    copy: 'Trackingcode kopiëren',
    check: 'Installatie controleren…',
    copyFailed: 'De trackingcode kon niet worden gekopieerd',
  },
  check: {
    websiteGone: 'Deze website staat niet meer in de lijst.',
  },
  outcome: {
    installedTitle: 'Geïnstalleerd',
    installed: 'De startpagina van {host} bevat de trackingcode, en die stuurt bezoeken naar dit account.',
    visitsToday: 'De eerste bezoeken zijn vandaag binnengekomen.',
    noVisitsYet: 'Nog geen bezoeken vastgelegd — open de website één keer om het te controleren.',
    elsewhereTitle: 'Geïnstalleerd, maar wijst ergens anders heen',
    elsewhere:
      'De code op {host} stuurt bezoeken naar {dataHost}, niet naar {expected}. Vervang hem door de trackingcode van dit account.',
    otherHostTitle: 'Op een andere host',
    otherHost:
      'De startpagina is verhuisd naar {host}. De dienst telt alleen bezoeken op {domain} (met of zonder www.), dus voeg {host} ook als website toe, of stop de doorverwijzing.',
    notFoundTitle: 'Niet gevonden op de startpagina',
    notFound:
      'De startpagina van {host} bevat de trackingcode niet. Een tagmanager of een single-page-app voegt hem misschien later toe, wat deze controle niet kan zien: open de website en kijk dan of er vandaag bezoeken zijn. Controleer anders of de code in de head van elke pagina staat.',
    unreachableTitle: 'Kon de website niet bereiken',
    tooLargeTitle: 'De pagina is te groot om te controleren',
    privateNetworkTitle: 'Doorverwijzing niet gevolgd',
    overHttp: 'Via https lukte de verbinding niet, dus de pagina is via http gecontroleerd.',
    hiddenCharacters: 'Het adres in de code bevat onzichtbare tekens. Kopieer de trackingcode van dit account opnieuw.',
  },
  unreachable: {
    dns: 'De naam {host} wordt niet gevonden. Controleer het domein van de website.',
    refused: '{host} weigerde de verbinding, via https en via http.',
    certificate: 'Deze computer vertrouwt het certificaat van {host} niet.',
    timeout: '{host} antwoordde niet op tijd.',
    tooLarge: 'De startpagina van {host} is groter dan {size}; de controle leest niet meer dan dat.',
    status: '{host} antwoordde met de fout HTTP {status}.',
    tooManyRedirects: '{host} verwijst meer dan {count} keer door (een lus?).',
    notHttp: '{host} verwijst door naar een adres dat geen webpagina is.',
    unusualStatus:
      '{host} antwoordde met de ongebruikelijke status {status}. Controleer de configuratie van de server.',
    privateNetwork:
      '{host} verwijst door naar {target}, een adres in een privénetwerk. De controle volgt een openbare website niet een privénetwerk in: controleer de doorverwijzingen van de website.',
    other: '{host} kon niet worden gelezen.',
  },
} satisfies Messages<typeof en>
