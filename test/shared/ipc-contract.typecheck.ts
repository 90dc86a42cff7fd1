// Compile-time checks only (tsc, in npm run typecheck): the bridge's function signatures follow the contract.
import { expectTypeOf } from 'vitest'

import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'

// Channels with an empty request take no argument; the others take their request.
export function bridgeSignatures(): void {
  {
    expectTypeOf<SiteTrayBridge['app']['version']>().parameters.toEqualTypeOf<[]>()
    expectTypeOf<SiteTrayBridge['accounts']['list']>().parameters.toEqualTypeOf<[]>()
    expectTypeOf<Parameters<SiteTrayBridge['settings']['update']>>().toHaveProperty('0')
    expectTypeOf<Parameters<SiteTrayBridge['accounts']['testConnection']>>().toHaveProperty('0')
    expectTypeOf<Parameters<SiteTrayBridge['websites']['update']>[0]>().toHaveProperty('patch')
  }
}
