import { createApp } from 'vue'
import App from './App.vue'
import { installDataLayer } from './data-layer'
import './styles/base.css'
import './styles/controls.css'
import './styles/layout.css'
import { i18nPlugin, showLanguage } from './lib/i18n'
import { askBeforeStart } from './data/query'
import { prefetchViews } from './router/views'

// The first paint is in the user's language: main has decided it before the page loaded, and its catalog is fetched
// (a chunk of its own, English aside) before the app mounts.
const initial = await askBeforeStart('settings:get', {})
if (initial.ok) await showLanguage(initial.data.language)

const app = createApp(App)
app.use(i18nPlugin)
installDataLayer(app)
app.mount('#app')

// The other views' chunks, once the first paint is done and the page idles (the window is usually still hidden).
requestIdleCallback(() => void prefetchViews())
