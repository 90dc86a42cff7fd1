// Imported first: the window's CSP forbids evaluated code, and zod would otherwise probe for it
// (`new Function`), which the page reports as a violation even though zod copes without.
import { z } from 'zod'

z.config({ jitless: true })
