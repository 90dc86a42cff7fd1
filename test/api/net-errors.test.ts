/**
 * Chromium's net errors, as Electron's net.fetch rejects with them, become words a user can act
 * on — built from the code and the host alone, so nothing else the rejection carried (a key)
 * reaches the user.
 */
import { describe, expect, it } from 'vitest'
import { ApiError, createWebsitesClient, type FetchFunction } from '../../src/main/api'

const KEY = 'sk_live_0123456789abcdef'

function rejectingWith(message: string): FetchFunction {
  // What a careless network layer might say: the code, and the request with its header.
  return () =>
    Promise.reject(
      new TypeError('fetch failed', {
        cause: new Error(`${message} (GET https://stats.example.com/api/v1/websites, Authorization: Bearer ${KEY})`),
      }),
    )
}

async function messageFor(netError: string): Promise<ApiError> {
  const error: unknown = await createWebsitesClient({
    baseUrl: 'https://stats.example.com',
    variant: 'B',
    apiKey: KEY,
    fetch: rejectingWith(netError),
  })
    .list()
    .catch((rejection: unknown) => rejection)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('a rejection from the network layer', () => {
  it.each([
    [
      'net::ERR_CERT_AUTHORITY_INVALID',
      "The certificate of stats.example.com is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.",
    ],
    [
      'net::ERR_CERT_WEAK_KEY',
      "The certificate of stats.example.com is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.",
    ],
    [
      'net::ERR_CERT_DATE_INVALID',
      "The certificate of stats.example.com has expired or is not valid yet. Check this computer's date and time; if they are right, tell the service's administrator.",
    ],
    [
      'net::ERR_NAME_NOT_RESOLVED',
      'stats.example.com could not be found. Check the spelling of the service address, and that this computer is connected to the network.',
    ],
    [
      'net::ERR_PROXY_CONNECTION_FAILED',
      "The proxy server in this computer's network settings cannot be reached. Check the proxy settings, or ask whoever runs the network.",
    ],
    [
      'net::ERR_TUNNEL_CONNECTION_FAILED',
      "The proxy server in this computer's network settings refused to connect SiteTray to stats.example.com. Ask whoever runs the network to allow that address.",
    ],
    [
      'net::ERR_PROXY_AUTH_REQUESTED',
      "The proxy server in this computer's network settings asks for a user name and password, which SiteTray cannot give it. Ask whoever runs the network to let SiteTray through the proxy.",
    ],
    [
      'net::ERR_PAC_SCRIPT_FAILED',
      "This computer's proxy configuration (its PAC file) could not be used. Check the proxy settings, or ask whoever runs the network.",
    ],
  ])('%s is told as what to do', async (netError, words) => {
    const error = await messageFor(netError)
    expect(error.kind).toBe('network')
    expect(error.message).toBe(words)
  })

  it('a certificate refused is marked as such: not an outage that passes by itself', async () => {
    for (const netError of ['net::ERR_CERT_AUTHORITY_INVALID', 'net::ERR_CERT_DATE_INVALID', 'net::ERR_CERT_REVOKED'])
      expect((await messageFor(netError)).untrustedCertificate, netError).toBe(true)
    for (const netError of ['net::ERR_NAME_NOT_RESOLVED', 'net::ERR_SSL_PROTOCOL_ERROR', 'socket hang up'])
      expect((await messageFor(netError)).untrustedCertificate, netError).toBeUndefined()
  })

  it('an unknown code, or none, is "cannot be reached"; the key is in no form of the error', async () => {
    for (const netError of ['net::ERR_SOMETHING_NEW', 'socket hang up']) {
      const error = await messageFor(netError)
      expect(error.message).toBe('The service cannot be reached. Check the connection and the service address.')
      for (const form of [error.message, JSON.stringify(error), String(error.stack)]) expect(form).not.toContain(KEY)
    }
  })
})
