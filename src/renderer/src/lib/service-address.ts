/**
 * The service address as the form checks it before asking main (main checks
 * it again, with the same rules: src/main/api/client.ts parseServiceUrl).
 */
import type { ConnectionProblem } from '../../../shared/accounts'
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

export function checkServiceAddress(text: string): string | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return 'Enter the service address, e.g. https://stats.example.com.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The service address must start with https://.'
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    return 'Use https:// for the service address: plain http:// is only allowed for this computer (localhost).'
  if (url.username || url.password) return 'Leave user names and passwords out of the service address.'
  return null
}

export type AccountField = 'baseUrl' | 'apiKey' | 'general'

/** Which field a connection problem belongs under. */
export function fieldOfProblem(problem: ConnectionProblem): AccountField {
  switch (problem) {
    case 'invalid_address':
    case 'wrong_address':
      return 'baseUrl'
    case 'unauthorized':
    case 'forbidden':
      return 'apiKey'
    default:
      return 'general'
  }
}

/** Which field a refused "Add" belongs under, when main gave no field errors. */
export function fieldOfError(error: IpcError): AccountField {
  switch (error.kind) {
    case 'invalid_request':
    case 'bad_response':
    case 'not_found':
      return 'baseUrl'
    case 'unauthorized':
    case 'forbidden':
      return 'apiKey'
    default:
      return 'general'
  }
}
