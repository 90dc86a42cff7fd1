/**
 * "Exclude my IP": this computer's public address, looked up only when the user clicks for it,
 * and the address SiteTray last excluded, in `<data>/my-ip.json`, so that when the two differ
 * the window can offer to put the new address in place of the old one ("My IP changed").
 */
import { join } from 'node:path'
import { z } from 'zod'
import type { FetchFunction } from '../api'
import { lookUpPublicAddress } from '../api/ip-lookup'
import { createLogger } from '../base'
import type { MyIpLookup } from '../../shared/bulk'
import { isIpOrCidr } from '../../shared/field-values'
import { decodeWith, openKeptDocument } from '../storage'

export const MY_IP_FILE = 'my-ip.json'
const log = createLogger('my-ip')
const schema = z.object({ excluded: z.string().nullable() })

export interface MyIp {
  /** Asks the configured service; refuses with what went wrong, in words. */
  lookUp(): Promise<MyIpLookup>
  /** The address a bulk change just excluded: this computer's, as far as SiteTray knows from now on. */
  excluded(address: string): void
  close(): Promise<void>
}

export async function openMyIp(
  dataDir: string,
  lookupUrl: () => string,
  timeoutMs: number | undefined,
  fetch: FetchFunction,
): Promise<MyIp> {
  const onWriteFailed = (error: unknown): void => log.warn('could not save the excluded address', error)
  const document = await openKeptDocument({
    path: join(dataDir, MY_IP_FILE),
    decode: decodeWith(schema, 'not the address SiteTray excluded'),
    debounceMs: 50,
    maxDelayMs: 500,
    onWriteFailed,
  })
  let excluded = document.loaded?.excluded ?? null
  const writer = document.keep(() => ({ excluded }))
  return {
    async lookUp() {
      const found = await lookUpPublicAddress(lookupUrl(), { fetch, ...(timeoutMs !== undefined && { timeoutMs }) })
      return { ...found, previous: excluded !== null && excluded !== found.address ? excluded : null }
    },
    excluded(address) {
      if (!isIpOrCidr(address) || address === excluded) return
      excluded = address
      writer.changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
