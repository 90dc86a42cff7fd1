/**
 * The mirror's list index follows the mirror: whatever changes the mirror (an edit, a record a
 * read brought, a deletion, a sweep's whole list), the next list query already answers with it —
 * and a mirror read back from disk answers from an index built from what it loaded.
 */
import { describe, expect, it } from 'vitest'
import { openMirror } from '../../src/main/mirror'
import type { IndexWindow } from '../../src/main/mirror'
import { ACCOUNT, useTempDir, website, websites } from './helpers'

const domains = (window: IndexWindow): string[] => window.items.map((item) => item.domain)

describe("the mirror's list index", () => {
  const temp = useTempDir()

  it('answers with every change made to the mirror since it was built', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    mirror.replaceAll(websites(1, 30))
    const all = { order: 'domain-asc' as const, offset: 0, limit: 100 }
    expect(mirror.listWindow(all).total).toBe(30)

    mirror.upsert(website(31, { domain: 'aaa.example' }))
    mirror.upsert(website(5, { domain: 'zzz.example' }))
    mirror.upsert(website(6, { favorite: true }))
    mirror.remove('7')
    const after = mirror.listWindow(all)
    expect(after.total).toBe(30)
    expect(after.items[0]?.domain).toBe('aaa.example')
    expect(after.items.at(-1)?.domain).toBe('zzz.example')
    expect(domains(after)).not.toContain('site-7.example.com')
    expect(mirror.listWindow({ ...all, favorite: true }).items.map((item) => item.id)).toContain('6')
    expect(mirror.listWindow({ ...all, search: 'zzz' }).total).toBe(1)

    // A sweep's list: exactly these websites from now on.
    mirror.replaceAll([website(40, { domain: 'new.example' }), ...websites(1, 10)])
    expect(mirror.listWindow({ ...all, order: 'newest', limit: 3 }).items.map((item) => item.id)).toEqual([
      '40',
      '10',
      '9',
    ])
    expect(mirror.listWindow(all).total).toBe(11)
    expect(mirror.listWindow({ ...all, search: 'aaa' }).total).toBe(0)
    await mirror.close()
  })

  it('answers from what it loaded from disk', async () => {
    const first = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    first.replaceAll([website(2, { domain: 'xn--mnchen-3ya.de' }), website(1, { domain: 'b.example' })])
    await first.close()

    const reopened = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    // Found by the domain as written and as shown.
    const found = reopened.listWindow({ search: 'münchen', order: 'oldest', offset: 0, limit: 10, anchorId: '2' })
    expect(found).toEqual({ items: [website(2, { domain: 'xn--mnchen-3ya.de' })], total: 1, offset: 0, anchorIndex: 0 })
    await reopened.close()
  })
})
