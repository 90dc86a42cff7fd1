import './zod-config'
import { createApp } from 'vue'
import App from './App.vue'
import { installDataLayer } from './data-layer'
import './styles/base.css'

const app = createApp(App)
installDataLayer(app)
app.mount('#app')
