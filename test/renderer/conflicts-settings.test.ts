/** Conflicts: the user's choice goes to main. (The settings view: settings.test.ts.) */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Edit } from '../../src/shared/sync'
import { expect as see } from './expect'
import { account, conflicts, seed, status, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

describe('conflicts', () => {
  it('shows base, mine and theirs, and keeps theirs when asked', async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        conflicts: { [WORK_ID]: conflicts() },
      }),
    )
    const { page } = window
    await see(page.getByRole('status').filter({ hasText: '3 conflicts — review' })).toBeVisible()
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()

    const changed = page.getByRole('article', { name: 'bakery.org' })
    const row = changed.getByRole('row', { name: /Statistics page/ })
    await see(row).toContainText('Private')
    await see(row).toContainText('Password')
    await see(row).toContainText('Public')
    await changed.getByRole('button', { name: 'Keep theirs' }).click()
    await see(changed).toBeHidden()
    expect(await window.waitForCall('sync:resolveConflict')).toEqual({
      accountId: WORK_ID,
      editId: '11111111-1111-4111-8111-111111111111',
      choice: 'theirs',
    })
    await see(page.getByRole('button', { name: 'Conflicts (2)' })).toBeVisible()

    // A refused edit is discarded, or corrected (below); its reason is shown with it.
    const refused = page.getByRole('article', { name: 'cycling.net' })
    await see(refused).toContainText('The exclude ips must be valid IP addresses.')
    await see(refused.getByRole('button', { name: 'Keep mine' })).toBeHidden()
    await refused.getByRole('button', { name: 'Discard' }).click()
    await see(refused).toBeHidden()
    await see(page.getByRole('button', { name: 'Conflicts (1)' })).toBeVisible()
    await window.close()
  })

  it("opens a refused edit in the editor, with its values and the service's objection, and sends the correction in its place", async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        conflicts: { [WORK_ID]: conflicts() },
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()
    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()

    await see(page.getByRole('heading', { name: 'cycling.net' })).toBeVisible()
    await see(
      page.getByRole('alert').filter({ hasText: 'This change was not sent: The given data was invalid.' }),
    ).toBeVisible()
    const ips = page.getByLabel('Excluded IP addresses')
    await see(ips).toHaveValue('10.0.0.300')
    await see(ips).toHaveAttribute('aria-invalid', 'true')
    await see(page.getByText('The exclude ips must be valid IP addresses.')).toBeVisible()

    await ips.fill('10.0.0.30')
    await page.getByRole('button', { name: 'Send again' }).click()
    expect(await window.waitForCall('sync:retryEdit')).toEqual({
      accountId: WORK_ID,
      editId: '22222222-2222-4222-8222-222222222222',
      change: { excludeIps: ['10.0.0.30'] },
      seen: { excludeIps: [] },
    })
    await see(page.getByRole('status').filter({ hasText: 'Sent again.' })).toBeVisible()
    // An ordinary editor again, showing what was sent.
    await see(page.getByRole('button', { name: 'Save' })).toBeDisabled()
    await see(ips).toHaveValue('10.0.0.30')
    await see(page.getByRole('button', { name: 'Conflicts (2)' })).toBeVisible()
    await window.close()
  })
})

describe('a refused edit opened again', () => {
  it('corrected with the favorite changed too: one call carries both, none follows', async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        conflicts: { [WORK_ID]: conflicts() },
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()
    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
    await page.getByLabel('Excluded IP addresses').fill('10.0.0.30')
    // From the keyboard: a click here, just after leaving the IP field, did not reach the switch in this harness.
    await page.getByLabel('Favorite', { exact: true }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Send again' }).click()

    await see(page.getByRole('status').filter({ hasText: 'Sent again.' })).toBeVisible()
    const sent = (await window.calls()).filter((call) =>
      /^(websites:(update|favorite)|sync:retryEdit)$/.test(call.channel),
    )
    expect(sent).toEqual([
      {
        channel: 'sync:retryEdit',
        request: expect.objectContaining({ change: { excludeIps: ['10.0.0.30'], favorite: true } }) as unknown,
      },
    ])
    await window.close()
  })

  it('refused again: the form stays on it, with the new reason under its field', async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        conflicts: { [WORK_ID]: conflicts() },
        refusedRetries: [{ excludeIps: ['10.0.0.30 is not allowed here.'] }],
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()
    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
    const ips = page.getByLabel('Excluded IP addresses')
    await ips.fill('10.0.0.30')
    await page.getByRole('button', { name: 'Send again' }).click()

    await see(page.getByText('10.0.0.30 is not allowed here.')).toBeVisible()
    await see(ips).toBeFocused()
    await see(page.getByRole('button', { name: 'Send again' })).toBeEnabled()
    await see(page.getByRole('button', { name: 'Discard it' })).toBeEnabled()

    await ips.fill('10.0.0.31')
    await page.getByRole('button', { name: 'Send again' }).click()
    expect(await window.waitForCall('sync:retryEdit', 2)).toMatchObject({ change: { excludeIps: ['10.0.0.31'] } })
    await see(page.getByRole('status').filter({ hasText: 'Sent again.' })).toBeVisible()
    await window.close()
  })

  it("can be discarded from the form: the editor then shows the service's values", async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        conflicts: { [WORK_ID]: conflicts() },
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()
    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('10.0.0.300')

    await page.getByRole('button', { name: 'Discard it' }).click()
    expect(await window.waitForCall('sync:resolveConflict')).toEqual({
      accountId: WORK_ID,
      editId: '22222222-2222-4222-8222-222222222222',
      choice: 'theirs',
    })
    await see(page.getByRole('main').getByText('Your change was discarded', { exact: false })).toBeVisible()
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('')
    await see(page.getByRole('button', { name: 'Save' })).toBeDisabled()
    await window.close()
  })

  it('no longer waiting (settled elsewhere since SiteTray kept its draft): the ordinary editor, at its first field', async () => {
    const window = await harness.open(
      seed({
        draft: {
          subject: 'cycling.net',
          draft: {
            form: 'website',
            accountId: WORK_ID,
            websiteId: '3',
            retryEditId: '55555555-5555-4555-8555-555555555555',
            values: { excludeIps: '203.0.113.9' },
            shown: { excludeIps: '' },
          },
        },
      }),
    )
    const { page } = window
    await see(page.getByRole('heading', { name: 'cycling.net' })).toBeVisible()
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('203.0.113.9')
    await see(page.getByRole('button', { name: 'Discard it' })).toBeHidden()
    await see(page.getByLabel('Statistics page')).toBeFocused()

    await page.keyboard.press('Control+s')
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '3',
      patch: { excludeIps: ['203.0.113.9'] },
      seen: { excludeIps: [] },
    })
    await window.close()
  })
})

/** A create the service refused: its domain taken, unless `edit` says otherwise. */
function refusedCreate(edit: Partial<Extract<Edit, { kind: 'create' }>> = {}): Edit {
  const detectedAt = new Date().toISOString()
  return {
    id: '44444444-4444-4444-8444-444444444444',
    kind: 'create',
    localId: 'local-7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12',
    madeAt: detectedAt,
    input: {
      domain: 'contested.example',
      privacy: 0,
      emailReports: true,
      excludeBots: true,
      excludeIps: ['192.0.2.1'],
    },
    conflict: {
      kind: 'rejected',
      detectedAt,
      message: 'The given data was invalid.',
      fieldErrors: { domain: ['The domain has already been taken.'] },
    },
    ...edit,
  }
}

/** The window with that create in Conflicts, opened from there in "New website". */
async function openRefusedCreate(taken: Edit, refusedRetries?: Array<Record<string, string[]>>) {
  const window = await harness.open(
    seed({
      accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 1 }) })],
      conflicts: { [WORK_ID]: [taken] },
      ...(refusedRetries && { refusedRetries }),
    }),
  )
  await window.page.getByRole('button', { name: 'Conflicts (1)' }).click()
  await window.page
    .getByRole('article', { name: 'contested.example' })
    .getByRole('button', { name: 'Edit again' })
    .click()
  return window
}

describe('a new website the service refused', () => {
  it('opens in "New website" with what was typed and why, and goes again under the domain the user picks', async () => {
    const taken = refusedCreate()
    const window = await openRefusedCreate(taken)
    const { page } = window

    const domain = page.getByLabel('Domain')
    await see(domain).toHaveValue('contested.example')
    await see(page.getByText('The domain has already been taken.')).toBeVisible()
    await see(page.getByLabel('Statistics page')).toHaveValue('0')
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('192.0.2.1')
    // Its favorite, if any, is already queued to follow the create.
    await see(page.getByLabel('Favorite')).toBeHidden()

    await domain.fill('uncontested.example')
    await page.getByRole('button', { name: 'Try again' }).click()
    expect(await window.waitForCall('sync:retryEdit')).toEqual({
      accountId: WORK_ID,
      editId: taken.id,
      change: {
        domain: 'uncontested.example',
        privacy: 0,
        emailReports: true,
        excludeBots: true,
        excludeParams: [],
        excludeIps: ['192.0.2.1'],
      },
    })
    await window.close()
  })

  it('refused again: the form stays on it, with the new reason under the domain, focused', async () => {
    const window = await openRefusedCreate(refusedCreate(), [{ domain: ['That domain is reserved.'] }])
    const { page } = window
    const domain = page.getByLabel('Domain')
    await domain.fill('reserved.example')
    await page.keyboard.press('Enter')

    await see(page.getByText('That domain is reserved.')).toBeVisible()
    await see(domain).toBeFocused()
    await see(domain).toHaveValue('reserved.example')
    await see(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await see(page.getByRole('button', { name: 'Discard it' })).toBeEnabled()
    await window.close()
  })

  it('can be discarded from the form: the list then says the website was not added', async () => {
    const taken = refusedCreate()
    const window = await openRefusedCreate(taken)
    const { page } = window
    await see(page.getByLabel('Domain')).toHaveValue('contested.example')

    await page.getByRole('button', { name: 'Discard it' }).click()
    expect(await window.waitForCall('sync:resolveConflict')).toEqual({
      accountId: WORK_ID,
      editId: taken.id,
      choice: 'theirs',
    })
    await see(page.getByRole('main').getByText('contested.example was not added.')).toBeVisible()
    await see(page.getByLabel('Domain')).toBeHidden()
    expect(await window.calls()).not.toContainEqual(expect.objectContaining({ channel: 'sync:retryEdit' }))
    await window.close()
  })

  it('with its password lost in a restart: opens at the password field, and goes only with a password typed', async () => {
    const lost = refusedCreate({
      input: { domain: 'contested.example', privacy: 2, emailReports: false, excludeBots: true, excludeIps: [] },
      withheldPassword: true,
      conflict: {
        kind: 'rejected',
        detectedAt: new Date().toISOString(),
        message: 'The password was not kept when SiteTray closed.',
        fieldErrors: {},
      },
    })
    const window = await openRefusedCreate(lost)
    const { page } = window
    const password = page.getByLabel('Password', { exact: true })
    await see(password).toBeFocused()

    await page.keyboard.press('Enter')
    await see(page.getByText('Enter a password for the statistics page.')).toBeVisible()
    await see(password).toBeFocused()
    await page.keyboard.type('s3cret')
    await page.keyboard.press('Enter')
    expect(await window.waitForCall('sync:retryEdit')).toMatchObject({
      editId: lost.id,
      change: { domain: 'contested.example', privacy: 2, password: 's3cret' },
    })
    await window.close()
  })
})
