/**
 * A spike that explains itself: against the sandbox, whose spiking websites owe today's extra
 * visitors to one link, the alert names that referrer — read in the background, two breakdowns —
 * and the notification says it in plain text, a visitor's value stripped of control and bidi
 * characters and cut short.
 */
import { describe, expect, it } from 'vitest'
import type { ServicesEvent } from '../../src/main/services'
import { grewMost } from '../../src/main/stats/spike-cause'
import { alertNotice } from '../../src/shared/visitors/words'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

type Alert = Extract<ServicesEvent, { type: 'visitor-alert' }>['payload']

describe('an explained spike', () => {
  it('names the referrer the sandbox sent the extra visitors from, and says it in the notification', async () => {
    const setup = await accountOnSandbox({ services: { scheduler: { windowMs: 1_000 } } })
    const { services, events, accountId } = setup
    services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    services.start()
    const spikes = (): Alert[] =>
      events.flatMap((event) =>
        event.type === 'visitor-alert' && event.payload.alert.kind === 'spike' ? [event.payload] : [],
      )
    await whenServices(services, () => spikes().length > 0, 'a spike is told', 30_000)
    const [spike] = spikes()
    expect(spike!.cause).toEqual({ kind: 'referrer', value: 'news.ycombinator.com' })
    const website = services.websites.local(accountId).find((candidate) => candidate.id === spike!.websiteId)!
    const notice = alertNotice(website.displayDomain, spike!.alert, spike!.cause)
    expect(notice.body).toMatch(/ Most came from news\.ycombinator\.com\.$/)
  }, 60_000)

  it('takes the value that grew most against its usual day, not the largest', () => {
    const today = [
      { value: 'www.google.com', count: 400 },
      { value: 'news.ycombinator.com', count: 300 },
    ]
    const judged = [
      { value: 'www.google.com', count: 14 * 380 },
      { value: 'news.ycombinator.com', count: 14 },
    ]
    expect(grewMost(today, judged, 14)).toBe('news.ycombinator.com')
    expect(grewMost([{ value: 'a', count: 1 }], [{ value: 'a', count: 140 }], 14)).toBeNull()
  })

  it("keeps a visitor's value plain and short in the notification", () => {
    const value = `evil\u202e.example\u0007${'x'.repeat(300)}`
    const { body } = alertNotice('shop.example', { kind: 'spike', today: 900, usual: 100 }, { kind: 'page', value })
    expect(body.includes('\u202e') || body.includes('\u0007')).toBe(false)
    expect(body).toContain('Most went to evil.example')
    expect(body.length).toBeLessThan(260)
  })
})
