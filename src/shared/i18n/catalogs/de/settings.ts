import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Sprache',
    system: 'System ({language})',
    hint: 'SiteTray folgt den bevorzugten Sprachen Ihres Systems, sofern Sie hier keine andere wählen.',
  },
  view: {
    title: 'Einstellungen',
    loading: 'Wird geladen…',
    version: 'SiteTray {version}',
    showLog: 'Protokolldatei anzeigen',
    notifications: 'Benachrichtigungen',
  },
  launch: {
    label: 'Beim Anmelden starten',
    hint: 'Startet SiteTray beim Anmelden ({place}).',
  },
  theme: {
    legend: 'Erscheinungsbild',
    system: 'System',
    light: 'Hell',
    dark: 'Dunkel',
  },
  refresh: {
    label: 'Websites aktualisieren',
    hint: 'Wie oft SiteTray alle Websites vom Dienst liest. Änderungen werden immer sofort gesendet.',
    manual: 'Nur auf Anfrage',
    hourly: 'Stündlich',
    everyMinutes: 'Jede Minute | Alle {count} Minuten',
  },
  alerts: {
    label: 'Besucherwarnungen',
    hint: 'Eine Benachrichtigung, wenn eine Website, die sonst Besucher hat, keine bekommt – oder weit mehr als üblich.',
    silent: 'Stille',
    silentAfter: 'Nach {count} Tag ohne Besucher | Nach {count} Tagen ohne Besucher',
    spike: 'Ansturm',
    spikeFactor: '{factor}-mal so viele wie an einem normalen Tag',
    spikeMinimum: 'Und mindestens {count} Besucher am Tag. | Und mindestens {count} Besucher am Tag.',
  },
  shortcut: {
    label: 'Globales Tastenkürzel',
    purpose: 'zeigt oder verbirgt SiteTray von jeder App aus',
    clear: 'Löschen',
    clearLabel: 'Tastenkürzel löschen',
    placeholder: 'Tasten drücken, z. B. {example}',
    holdModifier: 'Halten Sie {modifiers} gedrückt, während Sie die Taste drücken, z. B. {example}.',
    unusableKey:
      'SiteTray kann diese Taste nicht in einem Tastenkürzel verwenden. Versuchen Sie einen Buchstaben, eine Ziffer oder eine Funktionstaste.',
    hintSet: '{shortcut} {purpose}. Um es zu ändern, klicken Sie in das Feld und drücken Sie andere Tasten.',
    hintEmpty:
      'Klicken Sie in das Feld und drücken Sie eine Tastenkombination, z. B. {example}. Dieses Tastenkürzel {purpose}.',
  },
  switcher: {
    label: 'Tastenkürzel für den Schnellwechsler',
    purpose: 'öffnet den Schnellwechsler von jeder App aus (im Fenster von SiteTray tut das auch {inWindow})',
    clearLabel: 'Tastenkürzel für den Schnellwechsler löschen',
  },
  ipLookup: {
    label: 'Dienst „Wie ist meine IP?“',
    invalid: 'Geben Sie eine https://-Adresse ein, z. B. {example}.',
    hint: 'Dieser Dienst wird nur dann nach der öffentlichen Adresse dieses Computers gefragt, wenn Sie auf „Meine IP ausschließen“ klicken. Leer: {address}.',
  },
  update: {
    restart: 'Neu starten zum Aktualisieren',
    packageManager: 'Updates kommen von Ihrer Paketverwaltung.',
    unavailable:
      'SiteTray kann sich nicht selbst aktualisieren: Laden Sie neue Versionen von der Release-Seite herunter.',
    upToDate: 'SiteTray ist auf dem neuesten Stand.',
    checkFailed: 'Die Suche nach Updates ist fehlgeschlagen; SiteTray versucht es morgen erneut.',
    checking: 'Suche nach Updates…',
    downloading: 'Version {version} wird geladen…',
    downloadingPercent: 'Version {version} wird geladen ({percent})…',
    ready:
      'Version {version} ist bereit: Starten Sie neu, um zu aktualisieren (oder sie wird beim Beenden installiert).',
    restarting: 'Neustart zur Installation von Version {version}…',
  },
} satisfies Messages<typeof en>
