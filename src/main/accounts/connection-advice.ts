/**
 * What a failed connection check means for the user: a thrown ApiError or a page where data should be, told in words
 * that say what to fix. Built from the host and the kind of failure only (see connection.ts), so no key, server text,
 * status code or API path reaches the user.
 */
import { ApiError, CANCELLED_MESSAGE } from '../api'
import { redactApiError } from '../api/errors'
import { looksLikeLoginAddress } from '../api/response'
import type { HttpAnswer } from '../api/transport'
import type { ConnectionProblem, ConnectionResult } from './types'

export type Failure = Extract<ConnectionResult, { ok: false }>

/** What the advice is built from: the host names the service to the user; the key is only redacted away. */
export interface AdviceContext {
  host: string
  apiKey: string
}

const GENERIC_NETWORK_MESSAGE = new ApiError({ kind: 'network' }).message

export const fail = (problem: ConnectionProblem, message: string): Failure => ({ ok: false, problem, message })

export const CHECK_ADDRESS =
  'Check the service address: it is the address you open the statistics service at, e.g. https://stats.example.com.'

function isJsonText(text: string): boolean {
  if (text.trim() === '' || /^\s*</.test(text)) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Login forms ask for a password; other pages (a website's home page, a parked domain) do not. */
function looksLikeLoginPage(html: string): boolean {
  return /<input\b[^>]*\btype\s*=\s*["']?password\b/i.test(html)
}

function describeLocation(location: string): string {
  const url = new URL(location)
  const text = `${url.origin}${url.pathname}`
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/** What an ApiError from a probe means for the user, in words that say what to do. */
export function failureFromError(error: unknown, context: AdviceContext): Failure & { notThere?: boolean } {
  const apiError = error instanceof ApiError ? redactApiError(error, context.apiKey) : new ApiError({ kind: 'network' })
  const { host } = context
  switch (apiError.kind) {
    case 'unauthorized':
      return fail(
        'unauthorized',
        `${host} did not accept the API key. Copy the key again from the service's account area (API section) and paste it here.`,
      )
    case 'forbidden':
      return fail(
        'forbidden',
        `The API key is valid, but the account on ${host} has no API access: its plan does not include the API. Choose a plan with API access, or use the key of another account.`,
      )
    case 'rate_limited': {
      const wait = apiError.retryAfterMs !== undefined ? `in ${seconds(apiError.retryAfterMs)} s` : 'in a minute'
      return fail(
        'rate_limited',
        `${host} is limiting requests from this computer right now (too many in the last minute). Try again ${wait}.`,
      )
    }
    case 'server':
      return fail(
        'server',
        `${host} had an internal problem. Try again later; if it persists, tell the service's administrator.`,
      )
    case 'timeout':
      return fail(
        'unreachable',
        `${host} did not answer in time. Check your internet connection and the service address, then try again.`,
      )
    case 'network':
      if (apiError.message === CANCELLED_MESSAGE)
        return fail('unreachable', 'The connection check was cancelled before the service answered.')
      // The network layer named what stood in the way (a certificate, a proxy, a name): its words, built from the host
      // only, say what to do.
      if (apiError.message !== GENERIC_NETWORK_MESSAGE) return fail('unreachable', apiError.message)
      return fail(
        'unreachable',
        `SiteTray could not connect to ${host}. Check the address (spelling, port), your internet connection, and that the service is running.`,
      )
    case 'not_found':
    case 'bad_response':
    case 'validation':
      return {
        ...fail('wrong_address', `${host} answered, but not as a statistics service. ${CHECK_ADDRESS}`),
        // Only a missing collection hints that the other variant may live at this address.
        notThere: apiError.status === 404 || apiError.status === 410 || apiError.status === 405,
      }
    case 'invalid_request':
      return fail(apiError.fieldErrors?.apiKey ? 'unauthorized' : 'invalid_address', apiError.message)
  }
}

/**
 * Redirects and HTML pages: told apart here, because a login page means a refused key and any other page a wrong
 * address.
 */
export function failureFromPage(answer: HttpAnswer, context: AdviceContext): Failure | undefined {
  const { host } = context
  if (answer.redirected === true && answer.location === null) {
    // Electron's net.fetch refuses a redirect without saying where it pointed: not a refused key, a service that is
    // elsewhere.
    return fail(
      'wrong_address',
      `${host} sends SiteTray on to another address instead of answering. Check the service address: open it in a browser and enter the address it ends up at.`,
    )
  }
  if (answer.status >= 300 && answer.status < 400) {
    if (answer.location === null || looksLikeLoginAddress(answer.location)) {
      return fail(
        'unauthorized',
        `${host} sent SiteTray to its login page instead of answering: the API key was not accepted. Copy the key again from the service's account area and paste it here.`,
      )
    }
    return fail(
      'wrong_address',
      `${host} sends SiteTray on to ${describeLocation(answer.location)} instead of answering. Check the service address: enter the address the service really uses.`,
    )
  }
  if (
    answer.status >= 200 &&
    answer.status < 300 &&
    !isJsonText(answer.text) &&
    (/^\s*</.test(answer.text) || /html/i.test(answer.contentType))
  ) {
    if (looksLikeLoginPage(answer.text)) {
      return fail(
        'unauthorized',
        `${host} answered with its login page instead of data: the API key was not accepted. Copy the key again from the service's account area and paste it here.`,
      )
    }
    return fail('wrong_address', `${host} answered with a web page, not as a statistics service. ${CHECK_ADDRESS}`)
  }
  return undefined
}
