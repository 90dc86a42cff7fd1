/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  language: {
    label: 'Language',
    /** The OS's choice, named in the language it stands for: "System (Deutsch)". */
    system: 'System ({language})',
    hint: 'SiteTray follows your system’s preferred languages unless you choose one here.',
  },
}
