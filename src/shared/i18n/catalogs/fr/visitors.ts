import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} aujourd’hui',
    notCurrent: '{text} ({age})',
    silent:
      'Aucun visiteur depuis {count} jour | Aucun visiteur depuis {count} de jours | Aucun visiteur depuis {count} jours',
    spike: 'Pic\u202f: {today} aujourd’hui, {factor}× un jour habituel',
    spikeToday: 'Pic\u202f: {today} aujourd’hui',
    sum: '{count} visiteur aujourd’hui | {count} de visiteurs aujourd’hui | {count} visiteurs aujourd’hui',
    sumNotCurrent:
      '{count} visiteur aujourd’hui (certains chiffres ne sont pas à jour) | {count} de visiteurs aujourd’hui (certains chiffres ne sont pas à jour) | {count} visiteurs aujourd’hui (certains chiffres ne sont pas à jour)',
  },
  notice: {
    silentTitle: '{domain} ne reçoit plus de visiteurs',
    silentBody:
      'Aucun visiteur depuis {count} jour. Son code de suivi est-il toujours sur les pages\u202f? | Aucun visiteur depuis {count} de jours. Son code de suivi est-il toujours sur les pages\u202f? | Aucun visiteur depuis {count} jours. Son code de suivi est-il toujours sur les pages\u202f?',
    spikeTitle: '{domain} est plus fréquenté que d’habitude',
    spikeBody:
      '{count} visiteur aujourd’hui, {factor}× un jour habituel (environ {usual}). | {count} de visiteurs aujourd’hui, {factor}× un jour habituel (environ {usual}). | {count} visiteurs aujourd’hui, {factor}× un jour habituel (environ {usual}).',
    spikeBodyPlain:
      '{count} visiteur aujourd’hui. | {count} de visiteurs aujourd’hui. | {count} visiteurs aujourd’hui.',
  },
  cell: {
    silent: 'Silence',
    spike: 'Pic',
    alert: '{text}.',
    title: 'Visiteurs aujourd’hui',
    oldTitle: 'Lu {age}\u202f: pas à jour',
    today: '{count} visiteur aujourd’hui. | {count} de visiteurs aujourd’hui. | {count} visiteurs aujourd’hui.',
    todayRead:
      '{count} visiteur aujourd’hui, lu {age}. | {count} de visiteurs aujourd’hui, lu {age}. | {count} visiteurs aujourd’hui, lu {age}.',
    shown: '{count} aujourd’hui',
  },
  chart: {
    summary:
      'Visiteurs par jour sur le dernier jour ({count})\u202f: {total} au total. | Visiteurs par jour sur les {count} de jours écoulés\u202f: {total} au total. | Visiteurs par jour sur les {count} derniers jours\u202f: {total} au total.',
    busiest: 'Maximum le {date}\u202f: {number}.',
    today: 'Aujourd’hui\u202f: {number}.',
    notRead: 'pas encore lu',
    bar: '{date}\u202f: {value}',
    todayAxis: 'Aujourd’hui',
    caption: 'Visiteurs par jour',
    day: 'Jour',
    visitors: 'Visiteurs',
  },
  panel: {
    title: 'Visiteurs',
    reading: 'Lecture du nombre de visiteurs…',
    notCurrent: 'Ces chiffres ne sont pas à jour\u202f: {problem}',
    alerts: 'Alertes pour ce site',
  },
  errors: {
    unreadable: 'Le nombre de visiteurs n’a pas pu être lu.',
  },
} satisfies Messages<typeof en>
