/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  language: {
    label: 'Language',
    /** The OS's choice, named in the language it stands for: "System (Deutsch)". */
    system: 'System ({language})',
    hint: 'SiteTray follows your system’s preferred languages unless you choose one here.',
  },
  view: {
    title: 'Settings',
    loading: 'Loading…',
    version: 'SiteTray {version}',
    showLog: 'Show log file',
    notifications: 'Notifications',
  },
  launch: {
    label: 'Launch at login',
    /** {place}: where the tray icon sits on this desktop ("menu bar"). */
    hint: 'Start SiteTray in the {place} when you log in.',
  },
  theme: {
    legend: 'Appearance',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  refresh: {
    label: 'Refresh websites',
    hint: 'How often SiteTray reads every website from the service. Edits are always sent at once.',
    manual: 'Only when I ask',
    hourly: 'Every hour',
    everyMinutes: 'Every {count} minute | Every {count} minutes',
  },
  alerts: {
    label: 'Visitor alerts',
    hint: 'A notification when a website that usually has visitors gets none, or far more than usual.',
    silent: 'Silent',
    silentAfter: 'After {count} day without visitors | After {count} days without visitors',
    spike: 'Spike',
    spikeFactor: '{factor}× a usual day',
    spikeMinimum: 'And at least {count} visitor in the day. | And at least {count} visitors in the day.',
  },
  shortcut: {
    label: 'Global shortcut',
    /** Completes "{shortcut} …" and "It then …": what the shortcut does. */
    purpose: 'shows or hides SiteTray from any app',
    clear: 'Clear',
    clearLabel: 'Clear shortcut',
    placeholder: 'Press keys, e.g. {example}',
    /** {modifiers}: "Ctrl or Alt", "⌘, ⌃ or ⌥". */
    holdModifier: 'Hold {modifiers} while you press the key, e.g. {example}.',
    unusableKey: 'SiteTray cannot use this key in a shortcut. Try a letter, a digit or a function key.',
    hintSet: '{shortcut} {purpose}. To change it, click the field and press other keys.',
    hintEmpty: 'Click the field and press a key combination, e.g. {example}. It then {purpose}.',
  },
  switcher: {
    label: 'Quick switcher shortcut',
    /** {inWindow}: the window's own switcher keys ("Ctrl+K"). */
    purpose: "opens the quick switcher from any app (in SiteTray's window, {inWindow} does too)",
    clearLabel: 'Clear switcher shortcut',
  },
  ipLookup: {
    label: '“What is my IP” service',
    /** {example}: the default service's address. */
    invalid: 'Enter an https:// address, e.g. {example}.',
    hint: "Asked for this computer's public address only when you click “Exclude my IP”. Empty: {address}.",
  },
  /** SiteTray's own update (src/shared/update-state.ts), in the settings and the tray menu. */
  update: {
    restart: 'Restart to update',
    packageManager: 'Updates come from your package manager.',
    unavailable: 'SiteTray cannot update itself: download new versions from its releases page.',
    upToDate: 'SiteTray is up to date.',
    checkFailed: 'Could not check for updates; SiteTray tries again tomorrow.',
    checking: 'Checking for updates…',
    downloading: 'Downloading version {version}…',
    downloadingPercent: 'Downloading version {version} ({percent})…',
    ready: 'Version {version} is ready: restart to update (or it installs when you quit).',
    restarting: 'Restarting to install version {version}…',
  },
}
