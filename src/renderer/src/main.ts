import './zod-config'
import { createApp } from 'vue'
import App from './App.vue'
import { installDataLayer } from './data-layer'
import './styles/base.css'
import './styles/controls.css'
import './styles/layout.css'

const app = createApp(App)
installDataLayer(app)
app.mount('#app')
