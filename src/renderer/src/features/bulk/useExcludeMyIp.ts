/**
 * "Exclude my IP", the one-click version of the most asked-for change: the "what is my IP" service is asked now (the
 * user clicked for it, in the tray or the bulk bar — never before), and what excluding the address would do is
 * previewed like any bulk change before anything is queued. When SiteTray excluded another address before, the
 * websites that have the old one can have it replaced instead ("My IP changed").
 */
import { computed, ref } from 'vue'
import type { BulkAction, BulkPreview, BulkSelection, MyIpLookup } from '../../../../shared/bulk'
import { t } from '../../../../shared/i18n'
import { useBulk, useBulkChange, useMyIpLookup } from './useBulk'

/** Adding this computer's address, or putting it in place of the one excluded before. */
export function actionFor(kind: 'swap' | 'add', address: string, previous: string | null): BulkAction {
  return kind === 'swap' && previous
    ? { kind: 'lines', field: 'excludeIps', add: [address], remove: [previous], swap: true }
    : { kind: 'lines', field: 'excludeIps', add: [address], remove: [] }
}

/** `fromSelection`: the ticked websites (from the bulk bar), else every website of the account (from the tray). */
export function useExcludeMyIp(accountId: () => string, fromSelection: () => boolean) {
  const bulk = useBulk()
  const change = useBulkChange(accountId)
  const lookup = useMyIpLookup()
  const target = computed<BulkSelection>(() =>
    fromSelection() && bulk.target?.accountId === accountId() ? bulk.target.selection : { kind: 'query' },
  )
  const found = ref<MyIpLookup | null>(null)
  const looking = ref(false)
  const adding = ref<BulkPreview | null>(null)
  const swapping = ref<BulkPreview | null>(null)
  const way = ref<'swap' | 'add'>('add')
  const chosen = computed(() => (way.value === 'swap' ? swapping.value : adding.value))

  async function previewBoth({ address, previous }: MyIpLookup): Promise<void> {
    const add = await change.preview(target.value, actionFor('add', address, previous), true)
    adding.value = add.ok ? add.data : null
    if (!add.ok) change.problem.value = add.error.message
    if (previous) {
      const swap = await change.preview(target.value, actionFor('swap', address, previous), true)
      swapping.value = swap.ok && swap.data.changing > 0 ? swap.data : null
    }
    way.value = swapping.value ? 'swap' : 'add'
    if (chosen.value) change.say(t('bulk.myIp.announce', { address, summary: chosen.value.summary }))
  }

  async function lookUp(): Promise<void> {
    looking.value = true
    change.problem.value = null
    const result = await lookup.run({})
    looking.value = false
    if (!result.ok) return void (change.problem.value = result.error.message)
    found.value = result.data
    await previewBoth(result.data)
  }

  async function apply(): Promise<void> {
    const preview = chosen.value
    if (preview && found.value) await change.apply(preview.previewId, { myIp: found.value.address }, fromSelection())
  }

  const { busy, problem, back } = change
  return { busy, problem, found, looking, adding, swapping, way, chosen, lookUp, apply, back }
}
