/**
 * The window's data layer, installed in the app: one Pinia whose stores own
 * every call to main and every subscription to its events, all released
 * when the app is unmounted.
 */
import { createPinia, disposePinia, type Pinia } from 'pinia'
import type { App } from 'vue'

export function installDataLayer(app: App): Pinia {
  const pinia = createPinia()
  app.use(pinia)
  app.onUnmount(() => disposePinia(pinia))
  return pinia
}
