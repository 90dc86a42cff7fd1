import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic:
      'Die Statistikseite dieser Website ist nicht öffentlich, daher gibt es keinen Link zum Teilen. Machen Sie sie zuerst in den Einstellungen der Website öffentlich.',
    trayItem: 'Statistiken…',
    digestDailyTitle: 'Gestern auf Ihren Websites',
    digestWeeklyTitle: 'Letzte Woche auf Ihren Websites',
    digestBody:
      'Besucher: {visitors} (davor: {previousVisitors}). Seitenaufrufe: {pageviews} (davor: {previousPageviews}).',
    digestMover: 'Größte Veränderung: {domain}, Besucher {previous} → {current}.',
    digestPartial: 'Summiert über {summed} von {of} Websites.',
    spikeFromReferrer: 'Die meisten kamen von {source}.',
    spikeOnPage: 'Die meisten besuchten {page}.',
    menuBarTooltip: 'Besucher heute: {count}',
  },
} satisfies Messages<typeof en>
