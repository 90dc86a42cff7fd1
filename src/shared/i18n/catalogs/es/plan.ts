import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'El servicio envió una cuenta que SiteTray no entiende: no indica ningún plan.',
  },
  limits: {
    websitesReached:
      'Tu plan permite {count} sitio web y esta cuenta ya lo tiene. Elimina un sitio web o mejora el plan para añadir otro. | Tu plan permite {count} de sitios web y esta cuenta ya los tiene todos. Elimina un sitio web o mejora el plan para añadir otro. | Tu plan permite {count} sitios web y esta cuenta ya los tiene todos. Elimina un sitio web o mejora el plan para añadir otro.',
  },
  meter: {
    heading: 'Plan',
    name: 'Plan {name}',
    notRead: 'Todavía no se ha leído el plan.',
    unavailable: 'Este servicio no indica qué plan tiene la cuenta.',
    label: 'Páginas vistas este mes',
    ofLimit: '{pageviews} de {limit} páginas vistas ({share})',
    unlimited: 'Páginas vistas ilimitadas',
    partial:
      'Leído para {read} de {count} sitio web hasta ahora | Leído para {read} de {count} de sitios web hasta ahora | Leído para {read} de {count} sitios web hasta ahora',
    pausedShort: 'seguimiento en pausa',
    paused:
      'El seguimiento está en pausa: el servicio no cuenta nada más para ningún sitio web de esta cuenta hasta el mes que viene o hasta que mejores el plan.',
    websites: '{count} de {limit} sitios web',
    websitesUnlimited:
      '{count} sitio web, sin límite | {count} de sitios web, sin límite | {count} sitios web, sin límite',
    exportIncluded: 'Exportación de datos incluida',
    exportNotIncluded: 'La exportación de datos no está incluida en este plan',
  },
  paused: {
    title: 'Seguimiento en pausa para {account}',
    body: 'El seguimiento está en pausa para {account}: las páginas vistas de este mes alcanzaron el límite de tu plan, {limit}.',
  },
  tray: {
    paused: 'Seguimiento en pausa para {account}: límite del plan alcanzado',
    near: '{account}: {share} de las páginas vistas del mes usadas',
  },
  newWebsite: {
    limitReached:
      'Tu plan permite {count} sitio web; esta cuenta ya lo tiene. | Tu plan permite {count} de sitios web; esta cuenta ya los tiene todos. | Tu plan permite {count} sitios web; esta cuenta ya los tiene todos.',
  },
} satisfies Messages<typeof en>
