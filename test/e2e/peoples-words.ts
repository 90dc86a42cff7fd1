/**
 * What a view says, as a person reads it: never the code's words — the server's "variant", a status
 * code, a system error code, an error kind or a field's name — and never a domain's ASCII form.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export function pageText(page: Page): Promise<string> {
  return page.evaluate('document.title + "\\n" + document.body.innerText') as Promise<string>
}

/** Words from the code, never meant for a person. */
const CODE_WORDS =
  /[Vv]ariant|\bHTTP\b|\bE[A-Z]{4,}\b|\b(?:not_found|invalid_request|bad_response|rate_limited|wrong_address|invalid_address)\b|\b(?:undefined|null|NaN)\b|\[object |xn--|\b(?:displayDomain|emailReports|excludeBots|excludeIps|excludeParams|hasPassword|favoritedAt|keyState)\b/

/** What a view says, checked for the code's words and for status codes (addresses, where numbers belong, aside). */
export async function expectPeoplesWords(page: Page, view: string): Promise<string> {
  const text = await pageText(page)
  expect(text, view).not.toMatch(CODE_WORDS)
  const withoutAddresses = text.replace(
    /https?:\/\/\S+|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+|\/\d+)?\b|\b[0-9a-f]*:[0-9a-f:]*(?:\/\d+)?/gi,
    ' ',
  )
  expect(withoutAddresses, view).not.toMatch(/\b[45]\d\d\b/)
  return text
}
