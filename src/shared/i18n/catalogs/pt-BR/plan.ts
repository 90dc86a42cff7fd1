import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'O serviço enviou uma conta que o SiteTray não entende: ela não informa nenhum plano.',
  },
  limits: {
    websitesReached:
      'Seu plano permite {count} site, e esta conta já o tem. Exclua um site ou faça upgrade do plano para adicionar outro. | Seu plano permite {count} de sites, e esta conta já tem todos. Exclua um site ou faça upgrade do plano para adicionar outro. | Seu plano permite {count} sites, e esta conta já tem todos. Exclua um site ou faça upgrade do plano para adicionar outro.',
  },
  meter: {
    heading: 'Plano',
    name: 'Plano {name}',
    notRead: 'O plano ainda não foi lido.',
    unavailable: 'Este serviço não informa qual plano a conta tem.',
    label: 'Visualizações de página neste mês',
    ofLimit: '{pageviews} de {limit} visualizações de página ({share})',
    unlimited: 'Visualizações de página ilimitadas',
    partial:
      'Lido para {read} de {count} site até agora | Lido para {read} de {count} de sites até agora | Lido para {read} de {count} sites até agora',
    pausedShort: 'rastreamento pausado',
    paused:
      'O rastreamento está pausado: o serviço não conta mais nada para nenhum site desta conta até o próximo mês ou até um upgrade do plano.',
    websites: '{count} de {limit} sites',
    websitesUnlimited: '{count} site, sem limite | {count} de sites, sem limite | {count} sites, sem limite',
    exportIncluded: 'Exportação de dados incluída',
    exportNotIncluded: 'Exportação de dados não incluída neste plano',
  },
  paused: {
    title: 'Rastreamento pausado para {account}',
    body: 'O rastreamento está pausado para {account}: as visualizações de página deste mês atingiram o limite do seu plano, {limit}.',
  },
  tray: {
    paused: 'Rastreamento pausado para {account}: limite do plano atingido',
    near: '{account}: {share} das visualizações de página do mês usadas',
  },
  newWebsite: {
    limitReached:
      'Seu plano permite {count} site; esta conta já o tem. | Seu plano permite {count} de sites; esta conta já tem todos. | Seu plano permite {count} sites; esta conta já tem todos.',
  },
} satisfies Messages<typeof en>
