/** Who may call main over IPC: the app's own window, its top frame, on the app's own page. */
import type { WebContents, WebFrameMain } from 'electron'
import { describe, expect, it } from 'vitest'
import { APP_ENTRY_URL } from '../../src/main/window/app-protocol'
import { isAppUrl, isTrustedSender } from '../../src/main/ipc/sender-check'

const appContents = { id: 1 } as unknown as WebContents
const otherContents = { id: 2 } as unknown as WebContents
const top = (url: string): WebFrameMain => ({ url, parent: null }) as unknown as WebFrameMain
const child = (url: string): WebFrameMain => ({ url, parent: top(APP_ENTRY_URL) }) as unknown as WebFrameMain

describe('an IPC message', () => {
  it("from the app's page in its window is trusted", () => {
    expect(
      isTrustedSender(
        { sender: appContents, senderFrame: top('app://sitetray/index.html#/settings') },
        appContents,
        APP_ENTRY_URL,
      ),
    ).toBe(true)
  })

  it("from a frame inside the page is refused, even one showing the app's own origin", () => {
    expect(
      isTrustedSender(
        { sender: appContents, senderFrame: child('app://sitetray/index.html') },
        appContents,
        APP_ENTRY_URL,
      ),
    ).toBe(false)
    expect(
      isTrustedSender({ sender: appContents, senderFrame: child('https://ads.example/') }, appContents, APP_ENTRY_URL),
    ).toBe(false)
  })

  it('from a page the window navigated to, another window, or a frame already gone is refused', () => {
    expect(
      isTrustedSender(
        { sender: appContents, senderFrame: top('https://evil.example/index.html') },
        appContents,
        APP_ENTRY_URL,
      ),
    ).toBe(false)
    expect(
      isTrustedSender({ sender: appContents, senderFrame: top('file:///index.html') }, appContents, APP_ENTRY_URL),
    ).toBe(false)
    expect(
      isTrustedSender({ sender: otherContents, senderFrame: top(APP_ENTRY_URL) }, appContents, APP_ENTRY_URL),
    ).toBe(false)
    expect(isTrustedSender({ sender: appContents, senderFrame: null }, appContents, APP_ENTRY_URL)).toBe(false)
  })
})

describe("the app's own URL", () => {
  it("is app://sitetray in the built app, and the dev server's origin in development only", () => {
    expect(isAppUrl('app://sitetray/assets/index.js', APP_ENTRY_URL)).toBe(true)
    expect(isAppUrl('app://other/index.html', APP_ENTRY_URL)).toBe(false)
    expect(isAppUrl('http://localhost:5173/index.html', APP_ENTRY_URL)).toBe(false)
    expect(isAppUrl('http://localhost:5173/settings', 'http://localhost:5173/')).toBe(true)
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false)
    expect(isAppUrl('not a url', APP_ENTRY_URL)).toBe(false)
  })
})
