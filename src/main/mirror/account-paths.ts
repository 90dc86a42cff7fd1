import { join, resolve } from 'node:path'

/**
 * Account ids are UUIDs, but they name a folder on disk, so anything that
 * could leave `dir` or trip a file system is refused rather than cleaned up:
 * letters, digits, `-` and `_` only (no dots, so no `..` and no Windows
 * trailing-dot or extension tricks), and none of Windows' reserved device names.
 */
const SAFE_ACCOUNT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i

export function assertSafeAccountId(accountId: string): void {
  if (typeof accountId !== 'string' || !SAFE_ACCOUNT_ID.test(accountId) || WINDOWS_DEVICE_NAME.test(accountId)) {
    throw new TypeError(`Not a usable account id for a folder name: ${JSON.stringify(String(accountId).slice(0, 80))}`)
  }
}

export interface AccountLocation {
  dir: string
  accountId: string
}

export function accountDir({ dir, accountId }: AccountLocation): string {
  assertSafeAccountId(accountId)
  return join(resolve(dir), accountId)
}

export const MIRROR_FILE_NAME = 'websites.json'
export const OUTBOX_FILE_NAME = 'outbox.json'
