/** The window's icons as SVG paths on a 24×24 grid (AppIcon.vue draws them). */

export type IconName =
  | 'star'
  | 'search'
  | 'plus'
  | 'back'
  | 'gear'
  | 'user'
  | 'list'
  | 'alert'
  | 'refresh'
  | 'check'
  | 'lock'
  | 'globe'
  | 'key'
  | 'clock'
  | 'trash'
  | 'close'
  | 'external'
  | 'chevron'
  | 'cloud-off'
  | 'chart'

export const PATHS: Record<IconName, string[]> = {
  star: ['M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9z'],
  search: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M20 20l-4.8-4.8'],
  plus: ['M12 5v14', 'M5 12h14'],
  back: ['M15 5l-7 7 7 7'],
  chevron: ['M9 6l6 6-6 6'],
  gear: [
    'M12 9.2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6z',
    'M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4.9a7.6 7.6 0 0 0-2.6-1.5L14 2.4h-4l-.4 2.5A7.6 7.6 0 0 0 7 6.4l-2.4-.9-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-.9a7.6 7.6 0 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.6 7.6 0 0 0 2.6-1.5l2.4.9 2-3.4z',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5'],
  list: ['M8 6h12', 'M8 12h12', 'M8 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  alert: ['M12 3.5l9.5 16.5h-19z', 'M12 10v4.5', 'M12 17.2h.01'],
  refresh: ['M20 11a8 8 0 0 0-14.3-4.3L4 8.5', 'M4 4v4.5h4.5', 'M4 13a8 8 0 0 0 14.3 4.3L20 15.5', 'M20 20v-4.5h-4.5'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  lock: ['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3'],
  globe: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    'M3.5 9h17',
    'M3.5 15h17',
    'M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9c-2.4-2.5-3.5-5.5-3.5-9S9.6 5.5 12 3z',
  ],
  key: ['M8 10.5a4.5 4.5 0 1 1 0 .01z', 'M12.2 12.2L20 20', 'M16.5 16.5l2-2', 'M18.5 18.5l1.5-1.5'],
  clock: ['M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17z', 'M12 7.5V12l3 2'],
  trash: ['M4.5 7h15', 'M9.5 7V4.5h5V7', 'M6.5 7l1 13h9l1-13'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  chart: ['M4 20h16', 'M7 20v-6', 'M12 20V5', 'M17 20v-9'],
  'cloud-off': ['M3 3l18 18', 'M8.5 8.6A5 5 0 0 0 6.5 18H17', 'M19.6 16.4A3.5 3.5 0 0 0 17 10.2a5.5 5.5 0 0 0-6.7-4.4'],
}

/** Icons that point along the line of text: they turn round where the text runs right to left. */
export const POINTING: ReadonlySet<IconName> = new Set(['back', 'chevron'])
