/**
 * A website's statistics view (variant B; docs/architecture.md, "A website's statistics"): any
 * period against its comparison, its lists and goals from the account's statistics engine, and
 * the service's own pages for it. The glue adds the browser and the clipboard
 * (shell/statistics-channels.ts); a variant A account has no engine and is never asked.
 */
import { ApiError } from '../api'
import type { StatisticsEngine } from '../stats'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import { t } from '../../shared/i18n'
import type { WebPage } from '../../shared/statistics/summary'
import { websitePageUrl } from '../../shared/statistics/web-pages'
import type { Website } from '../../shared/website'
import { noKeyMessage } from './account-runtime'
import { runtimeOf, type ServicesContext } from './context'
import { DigestDemands, digestFigures } from './statistics-digest'
import { MenuBarNumber, type MenuBarChoice } from './menu-bar-number'
import type { DigestNotice } from './digest-notice'
import { repeat } from '../base'
import type { Digest } from '../../shared/settings'

/** What the glue answers itself, with Electron: the browser and the clipboard. */
type GlueChannels = 'openOnWeb' | 'copyPublicLink'

function engineOf(context: ServicesContext, accountId: string): StatisticsEngine {
  const runtime = runtimeOf(context, accountId)
  if (!runtime.statistics)
    throw new ApiError({ kind: 'unauthorized', message: runtime.keyProblemText ?? noKeyMessage() })
  return runtime.statistics
}

function websiteOf(context: ServicesContext, accountId: string, websiteId: string): Website {
  const website = runtimeOf(context, accountId).mirror.get(websiteId)
  if (!website) throw new ApiError({ kind: 'not_found', message: t('sync.api.notFound') })
  return website
}

/** How often the digest looks whether its period's days are final in the book: it reads nothing itself. */
const DIGEST_CHECK_MS = 60_000

export function statisticsService(context: ServicesContext, notice: DigestNotice) {
  const menuBar = new MenuBarNumber(context)
  let digest: Digest = 'off'
  const wanted = new DigestDemands(context)
  const checkDigest = (): void => {
    wanted.follow(digest, Date.now())
    const figures = notice.due(digest, (cadence) => digestFigures(context, cadence, Date.now()))
    if (figures) context.env.emit({ type: 'digest', payload: figures })
  }
  const digestClock = repeat(DIGEST_CHECK_MS, checkDigest)
  return {
    summary: ({ accountId, websiteId, period, comparison }) =>
      engineOf(context, accountId).website.summary(websiteId, period, comparison),
    list: ({ accountId, websiteId, ...request }) => engineOf(context, accountId).website.list(websiteId, request),
    goals: ({ accountId, websiteId, period, comparison }) =>
      engineOf(context, accountId).website.goals(websiteId, period, comparison),
    setGoals: ({ accountId, websiteId, events }) => engineOf(context, accountId).website.setGoals(websiteId, events),
    digest: ({ cadence }) => digestFigures(context, cadence, Date.now()),

    /** The service's page for a website: its statistics or its realtime view, at the account's own address. */
    webPage(request: { accountId: string; websiteId: string; page: WebPage }): string {
      engineOf(context, request.accountId)
      const { profile } = runtimeOf(context, request.accountId)
      const website = websiteOf(context, request.accountId, request.websiteId)
      return websitePageUrl(profile.baseUrl, website.domain, request.page)
    },

    /** The link to a website's public statistics page; refused in words unless its page is public. */
    publicLink(request: { accountId: string; websiteId: string }): string {
      engineOf(context, request.accountId)
      const website = websiteOf(context, request.accountId, request.websiteId)
      if (website.privacy !== 0) throw new ApiError({ kind: 'forbidden', message: t('statistics.main.notPublic') })
      return websitePageUrl(runtimeOf(context, request.accountId).profile.baseUrl, website.domain, 'overview')
    },

    /** The digest setting: told from now on, at the end of each period (and at once for the period just ended). */
    setDigest: (choice: Digest): void => {
      digest = choice
      checkDigest()
    },
    /** New numbers arrived: the digest's period may be complete now. */
    checkDigest,
    /** Stops looking for the digest's period and what the menu-bar number reads. */
    dispose: (): void => {
      digestClock.dispose()
      wanted.dispose()
      menuBar.dispose()
    },

    /** The menu-bar number setting: what it counts is read from now on. */
    setMenuBarNumber: (choice: MenuBarChoice): void => menuBar.choose(choice),
    /** Accounts came or went: what the menu-bar number reads follows. */
    accountsChanged: (): void => menuBar.accountsChanged(),
    /** Today's visitors as the menu-bar number counts them, or null (off, or not read yet). */
    menuBarCount: (): number | null => menuBar.count(),

    /** Every page `webPage` may name, of every account with statistics: what the link allow-list lets through. */
    webPages(): string[] {
      return [...context.runtimes.values()].flatMap((runtime) =>
        runtime.statistics
          ? runtime.mirror
              .list()
              .flatMap((website) =>
                (['overview', 'realtime'] as const).map((page) =>
                  websitePageUrl(runtime.profile.baseUrl, website.domain, page),
                ),
              )
          : [],
      )
    },
  } satisfies Omit<ChannelGroup<'statistics'>, GlueChannels> & Record<string, unknown>
}
