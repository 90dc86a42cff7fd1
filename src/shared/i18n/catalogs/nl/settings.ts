import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Taal',
    system: 'Systeem ({language})',
    hint: 'SiteTray volgt de voorkeurstalen van je systeem, tenzij je hier een taal kiest.',
  },
  view: {
    title: 'Instellingen',
    loading: 'Laden…',
    version: 'SiteTray {version}',
    showLog: 'Logbestand tonen',
    notifications: 'Meldingen',
  },
  launch: {
    label: 'Starten bij inloggen',
    hint: 'Start SiteTray in {place} wanneer je inlogt.',
  },
  theme: {
    legend: 'Weergave',
    system: 'Systeem',
    light: 'Licht',
    dark: 'Donker',
  },
  refresh: {
    label: 'Websites vernieuwen',
    hint: 'Hoe vaak SiteTray alle websites van de dienst leest. Wijzigingen worden altijd meteen verstuurd.',
    manual: 'Alleen als ik erom vraag',
    hourly: 'Elk uur',
    everyMinutes: 'Elke minuut | Elke {count} minuten',
  },
  alerts: {
    label: 'Bezoekersmeldingen',
    hint: 'Een melding wanneer een website die normaal bezoekers heeft er geen krijgt, of veel meer dan normaal.',
    silent: 'Stil',
    silentAfter: 'Na {count} dag zonder bezoekers | Na {count} dagen zonder bezoekers',
    spike: 'Piek',
    spikeFactor: '{factor}× een gewone dag',
    spikeMinimum: 'En minstens {count} bezoeker op die dag. | En minstens {count} bezoekers op die dag.',
  },
  shortcut: {
    label: 'Algemene sneltoets',
    purpose: 'toont of verbergt SiteTray vanuit elke app',
    clear: 'Wissen',
    clearLabel: 'Sneltoets wissen',
    placeholder: 'Druk op toetsen, bijv. {example}',
    holdModifier: 'Houd {modifiers} ingedrukt terwijl je op de toets drukt, bijv. {example}.',
    unusableKey:
      'SiteTray kan deze toets niet in een sneltoets gebruiken. Probeer een letter, een cijfer of een functietoets.',
    hintSet: '{shortcut} {purpose}. Klik op het veld en druk op andere toetsen om hem te wijzigen.',
    hintEmpty: 'Klik op het veld en druk op een toetscombinatie, bijv. {example}. Die {purpose} dan.',
  },
  switcher: {
    label: 'Sneltoets voor snel wisselen',
    purpose: 'opent snel wisselen vanuit elke app (in het venster van SiteTray doet {inWindow} dat ook)',
    clearLabel: 'Sneltoets voor snel wisselen wissen',
  },
  ipLookup: {
    label: 'Dienst “Wat is mijn IP”',
    invalid: 'Voer een https://-adres in, bijv. {example}.',
    hint: 'Wordt alleen om het openbare adres van deze computer gevraagd wanneer je op “Mijn IP uitsluiten” klikt. Leeg: {address}.',
  },
  update: {
    restart: 'Herstarten om bij te werken',
    packageManager: 'Updates komen via je pakketbeheerder.',
    unavailable: 'SiteTray kan zichzelf niet bijwerken: download nieuwe versies van de releasepagina.',
    upToDate: 'SiteTray is up-to-date.',
    checkFailed: 'Kon niet op updates controleren; SiteTray probeert het morgen opnieuw.',
    checking: 'Controleren op updates…',
    downloading: 'Versie {version} downloaden…',
    downloadingPercent: 'Versie {version} downloaden ({percent})…',
    ready: 'Versie {version} staat klaar: herstart om bij te werken (of hij wordt geïnstalleerd wanneer je afsluit).',
    restarting: 'Herstarten om versie {version} te installeren…',
  },
} satisfies Messages<typeof en>
