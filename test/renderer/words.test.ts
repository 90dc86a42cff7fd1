/**
 * The window in the words people use: domains as they write them, the privacy choices in the tray's
 * order and words, the server's version said only where it matters, no code's names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Edit } from '../../src/shared/sync'
import { PRIVACY_CHOICES, PRIVACY_LABELS, serverVersionNote } from '../../src/shared/words'
import { expect as see } from './expect'
import { account, CLIENT_ID, seed, status, website, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const ZURICH = website('77', 'xn--zrich-kva.ch', { favorite: true })

describe('an internationalized domain', () => {
  it('is listed, opened and deleted under its own letters', async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: [ZURICH, ...websites(5)] } }))
    const { page } = window
    await see(page.getByRole('button', { name: 'zürich.ch', exact: true })).toBeVisible()
    await see(page.getByRole('button', { name: 'Favorite zürich.ch' })).toBeVisible()
    expect(await page.locator('body').innerText()).not.toContain('xn--')

    await page.getByRole('button', { name: 'zürich.ch', exact: true }).click()
    await see(page.getByRole('heading', { name: 'zürich.ch' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete…' }).click()
    await see(page.getByRole('dialog', { name: 'Delete zürich.ch?' })).toBeVisible()
    expect(await page.locator('body').innerText()).not.toContain('xn--')
    await window.close()
  })

  it('heads its conflicts in its own letters, and a refusal of a setting SiteTray does not know shows no code name', async () => {
    const detectedAt = new Date().toISOString()
    const edits: Edit[] = [
      {
        id: '44444444-4444-4444-8444-444444444444',
        kind: 'update',
        websiteId: '77',
        madeAt: detectedAt,
        patch: { privacy: 0 },
        base: { privacy: 1 },
        conflict: {
          kind: 'changed',
          detectedAt,
          theirs: { ...ZURICH, privacy: 2, hasPassword: true },
          fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }],
        },
      },
      {
        id: '55555555-5555-4555-8555-555555555555',
        kind: 'delete',
        websiteId: '78',
        madeAt: detectedAt,
        before: website('78', 'xn--strae-oqa.de'),
        conflict: { kind: 'deleted', detectedAt },
      },
      {
        id: '66666666-6666-4666-8666-666666666666',
        kind: 'update',
        websiteId: '1',
        madeAt: detectedAt,
        patch: { emailReports: true },
        base: { emailReports: false },
        conflict: {
          kind: 'rejected',
          detectedAt,
          message: 'The given data was invalid.',
          fieldErrors: { tracking_mode: ['Tracking is paused for this plan.'] },
        },
      },
    ]
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })],
        websites: { [WORK_ID]: [ZURICH, ...websites(5)] },
        conflicts: { [WORK_ID]: edits },
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()
    await see(page.getByRole('article', { name: 'zürich.ch' })).toBeVisible()
    await see(page.getByRole('article', { name: 'straße.de' })).toBeVisible()
    const refused = page.getByRole('article', { name: 'acme.com' })
    await see(refused).toContainText('Tracking is paused for this plan.')
    const text = await page.locator('body').innerText()
    expect(text).not.toMatch(/xn--|tracking_mode|undefined|null/)
    await window.close()
  })
})

describe('the privacy choices', () => {
  it("are offered in the editor in the tray's order and words", async () => {
    const window = await harness.open(seed())
    const { page } = window
    await page.getByRole('button', { name: 'acme.com', exact: true }).click()
    const privacy = page.getByRole('combobox', { name: 'Statistics page', exact: true })
    await privacy.waitFor()
    const options = await privacy.locator('option').allInnerTexts()
    expect(options.map((option) => option.trim())).toEqual(PRIVACY_CHOICES.map((value) => PRIVACY_LABELS[value]))
    await window.close()
  })
})

describe("the server's version", () => {
  it('is not named for the current API, and said in what it means for an older one', async () => {
    const window = await harness.open(
      seed({
        accounts: [
          account(WORK_ID, 'Work'),
          account(CLIENT_ID, 'Client sites', { baseUrl: 'https://analytics.client.example', variant: 'A' }),
        ],
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Account' }).click()
    await see(page.getByRole('heading', { name: 'Work' })).toBeVisible()
    await page.getByRole('button', { name: 'Test connection' }).click()
    await see(page.getByText('Connected as Jane Doe.', { exact: true })).toBeVisible()
    expect(await page.locator('body').innerText()).not.toMatch(/[Vv]ariant|older version/)

    await window.page.evaluate(() =>
      (globalThis as unknown as { __fake: { emit(event: string, payload: unknown): void } }).__fake.emit('navigate', {
        view: 'account',
        accountId: '00000000-0000-4000-8000-000000000002',
      }),
    )
    await see(page.getByRole('heading', { name: 'Client sites' })).toBeVisible()
    await see(page.getByText(serverVersionNote('A')!, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Test connection' }).click()
    await see(page.getByText(`Connected as Jane Doe. ${serverVersionNote('A')!}`, { exact: true })).toBeVisible()
    expect(await page.locator('body').innerText()).not.toMatch(/[Vv]ariant/)
    await window.close()
  })
})

describe('an account whose plan does not include the API', () => {
  it('is said as the plan, leads to the account\'s settings and from there to the service\'s account page, never to "fix the key"', async () => {
    const window = await harness.open(
      seed({
        accounts: [
          account(WORK_ID, 'Work', {
            keyState: 'no-api',
            status: status(WORK_ID, {
              pendingEdits: 1,
              lastError: { kind: 'forbidden', message: "This account's plan does not include API access." },
            }),
          }),
        ],
      }),
    )
    const { page } = window
    const line = page.getByRole('button', { name: 'Plan without API — changes kept…' })
    await see(line).toBeVisible()
    expect(await page.locator('body').innerText()).not.toContain('API key refused')
    await line.click()
    await see(page.getByText('Plan without API access')).toBeVisible()
    await see(
      page.getByText(/SiteTray keeps your changes and sends them when the plan includes the API again/),
    ).toBeVisible()
    await page.getByRole('button', { name: "Open the service's account page" }).click()
    await expect
      .poll(async () => (await window.calls('app:openExternal')).map((call) => call.request))
      .toEqual([{ url: 'https://stats.example.com/account' }])
    await window.close()
  })
})
