/** The desktop notification a user gets when an edit needs them while the window is hidden. */
import { describe, expect, it } from 'vitest'
import type { Edit } from '../../src/shared/sync'
import { noticeFor, type NoticeSubject } from '../../src/main/lifecycle/attention-notice'
import { plainWebsite } from '../support/websites'

const at = '2026-11-23T12:00:00.000Z'
const update = (conflict: Edit['conflict']): Edit => ({
  id: 'e1',
  kind: 'update',
  websiteId: '4',
  patch: { privacy: 0 },
  base: { privacy: 1 },
  madeAt: at,
  ...(conflict && { conflict }),
})
const subject = (edit: Edit, accountId = 'a1'): NoticeSubject => ({
  accountId,
  accountLabel: 'Work',
  edit,
  domain: 'shop.example',
})

describe('noticeFor', () => {
  it('names the website and the field someone else changed', () => {
    const notice = noticeFor([
      subject(
        update({
          kind: 'changed',
          fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }],
          theirs: plainWebsite('4'),
          detectedAt: at,
        }),
      ),
    ])
    expect(notice).toEqual({
      title: 'site-4.example was changed elsewhere',
      body: 'Someone changed the statistics page privacy on the service too. Choose which value to keep.',
      navigation: { view: 'conflicts', accountId: 'a1' },
    })
  })

  it("passes on the server's reason for a refusal and says the values are kept", () => {
    const notice = noticeFor([
      subject(update({ kind: 'rejected', fieldErrors: {}, message: 'The privacy field is invalid.', detectedAt: at })),
    ])
    expect(notice?.title).toBe('Your change to shop.example was refused')
    expect(notice?.body).toBe('The privacy field is invalid. Your values are kept in SiteTray.')
  })

  it('takes the domain from a create or a delete itself', () => {
    const create: Edit = {
      id: 'e2',
      kind: 'create',
      localId: 'local-x',
      input: { domain: 'new.example' },
      madeAt: at,
      conflict: { kind: 'rejected', fieldErrors: {}, message: 'Taken.', detectedAt: at },
    }
    expect(noticeFor([{ ...subject(create), domain: null }])?.title).toBe('Your change to new.example was refused')
    const remove: Edit = {
      id: 'e3',
      kind: 'delete',
      websiteId: '4',
      before: plainWebsite('4', { domain: 'old.example' }),
      madeAt: at,
      conflict: { kind: 'deleted', detectedAt: at },
    }
    expect(noticeFor([{ ...subject(remove), domain: null }])?.title).toBe('old.example was deleted on the service')
  })

  it('names an internationalized website as people write it, whichever edit it comes from', () => {
    const refused = { kind: 'rejected', fieldErrors: {}, message: 'Taken.', detectedAt: at } as const
    const create: Edit = {
      id: 'e2',
      kind: 'create',
      localId: 'local-x',
      input: { domain: 'xn--zrich-kva.ch' },
      madeAt: at,
      conflict: refused,
    }
    expect(noticeFor([{ ...subject(create), domain: null }])?.title).toBe('Your change to zürich.ch was refused')
    const remove: Edit = {
      id: 'e3',
      kind: 'delete',
      websiteId: '4',
      before: plainWebsite('4', { domain: 'xn--zrich-kva.ch' }),
      madeAt: at,
      conflict: { kind: 'deleted', detectedAt: at },
    }
    expect(noticeFor([{ ...subject(remove), domain: null }])?.title).toBe('zürich.ch was deleted on the service')
    const changed = update({
      kind: 'changed',
      fields: [{ field: 'excludeIps', base: [], mine: ['192.0.2.1'], theirs: ['192.0.2.2'] }],
      theirs: plainWebsite('4', { domain: 'xn--zrich-kva.ch' }),
      detectedAt: at,
    })
    expect(noticeFor([subject(changed)])).toMatchObject({
      title: 'zürich.ch was changed elsewhere',
      body: expect.stringContaining('the excluded IP addresses on the service'),
    })
    expect(noticeFor([{ ...subject(update(refused)), domain: 'xn--zrich-kva.ch' }])?.title).toBe(
      'Your change to zürich.ch was refused',
    )
  })

  it('tells several at once in one notification', () => {
    const edit = update({ kind: 'deleted', detectedAt: at })
    expect(noticeFor([subject(edit), subject(edit), subject(edit, 'a2')])).toMatchObject({
      title: '3 edits need your attention',
      navigation: { view: 'conflicts' },
    })
    expect(noticeFor([subject(edit), subject(edit)])).toMatchObject({
      navigation: { view: 'conflicts', accountId: 'a1' },
    })
    expect(noticeFor([])).toBeNull()
  })
})
