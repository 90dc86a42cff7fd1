/**
 * zod as the window imports it (the build aliases `zod` here: electron.vite.config.ts): with its code generation off
 * before any schema is built — the window's CSP forbids evaluated code, and zod would otherwise probe for it
 * (`new Function`), which the page reports as a violation even though zod copes without.
 */
import { z } from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
