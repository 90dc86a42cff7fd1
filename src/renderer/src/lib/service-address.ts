/**
 * The service address as the form checks it before asking main (main checks
 * it again, with the same rules: src/main/api/client.ts parseServiceUrl).
 */
import type { ConnectionProblem } from '../../../shared/accounts'
import { t } from '../../../shared/i18n'
import type { IpcError } from './ipc-errors'

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** "stats.example.com" becomes "https://stats.example.com": people rarely type the scheme. */
export function withScheme(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}

/** The address the form shows as an example (a placeholder, and in its messages). */
export const EXAMPLE_ADDRESS = 'https://stats.example.com'

/** What is wrong with a service address, in the language shown; null when the service may be asked. */
export function checkServiceAddress(text: string): string | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return t('accounts.address.invalid', { example: EXAMPLE_ADDRESS })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('accounts.address.scheme')
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) return t('accounts.address.plainHttp')
  if (url.username || url.password) return t('accounts.address.credentials')
  return null
}

export type AccountField = 'baseUrl' | 'apiKey' | 'general'

/** A refused key reads the same whichever way it was found out. */
const KEY_REFUSALS: readonly string[] = ['unauthorized', 'forbidden']

function fieldFor(kind: string, addressKinds: readonly string[]): AccountField {
  if (addressKinds.includes(kind)) return 'baseUrl'
  return KEY_REFUSALS.includes(kind) ? 'apiKey' : 'general'
}

/** Which field a connection problem belongs under. */
export function fieldOfProblem(problem: ConnectionProblem): AccountField {
  return fieldFor(problem, ['invalid_address', 'wrong_address'])
}

/** Which field a refused "Add" belongs under, when main gave no field errors. */
export function fieldOfError(error: IpcError): AccountField {
  return fieldFor(error.kind, ['invalid_request', 'bad_response', 'not_found'])
}
