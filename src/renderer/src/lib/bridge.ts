/**
 * The window's only way to the main process: `window.sitetray` (the preload's
 * bridge). Refusals arrive as `{ ok: false, error }`; `ask` also turns the
 * unexpected (a rejected invoke, a missing bridge) into such an answer, so
 * that no view has to try/catch.
 */
import type { IpcError, IpcResult, SiteTrayBridge } from '../../../shared/ipc-contract'

export type { IpcError, IpcResult }

export function sitetray(): SiteTrayBridge {
  return window.sitetray
}

export async function ask<T>(call: (bridge: SiteTrayBridge) => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  try {
    return await call(window.sitetray)
  } catch (error) {
    return { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : 'SiteTray could not reach its main process.' } }
  }
}

/** First message per field, for inline errors. */
export function firstErrors(error: IpcError | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error?.fieldErrors ?? {})) {
    if (messages[0]) out[field] = messages[0]
  }
  return out
}
