/**
 * The check of a downloaded Windows installer's Authenticode signature, made to fail closed.
 * electron-updater's own check (windowsExecutableCodeSignatureVerifier) runs PowerShell's
 * Get-AuthenticodeSignature; when PowerShell cannot run or is too old it logs "Ignoring signature
 * validation" and answers "verified". Here that answer is a refusal.
 */
import type { Logger } from 'electron-updater'

/** electron-updater's verifier: resolves null when the file is signed by one of `publisherNames`, else why not. */
export type SignatureVerifier = (publisherNames: string[], file: string, logger: Logger) => Promise<string | null>

/** What NsisUpdater.verifyUpdateCodeSignature takes. */
export type VerifyUpdateCodeSignature = (publisherNames: string[], file: string) => Promise<string | null>

/** The library's words for a check it skipped (the only sign it gives). */
const SKIPPED = /Ignoring signature validation/i

export function failClosedSignatureCheck(verify: SignatureVerifier, log: Logger): VerifyUpdateCodeSignature {
  return async (publisherNames, file) => {
    if (publisherNames.length === 0) return 'no publisher name to check the signature against'
    let skipped: string | null = null
    const watching: Logger = {
      info: (message) => log.info(message),
      warn: (message) => {
        if (SKIPPED.test(String(message))) skipped = String(message)
        log.warn(message)
      },
      error: (message) => log.error(message),
    }
    const verdict = await verify(publisherNames, file, watching)
    return verdict ?? (skipped === null ? null : `the signature could not be checked (${skipped})`)
  }
}
