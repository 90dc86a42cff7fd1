/**
 * A form's unsaved changes, asked about before anything drops them (see stores/unsaved-changes.ts) for as long as the
 * form is shown.
 */
import { onScopeDispose, ref } from 'vue'
import { useUnsavedChangesStore, type UnsavedFormSource } from '../stores/unsaved-changes'

export function useUnsavedChanges(form: UnsavedFormSource) {
  const store = useUnsavedChangesStore()
  onScopeDispose(store.register(form))
  return {
    /** The draft this form left when SiteTray last quit, once (null when there is none, or it is another form's). */
    claimKept: store.claim,
  }
}

/**
 * Whether a form's values moved since it was opened, or since what it held
 * was last taken care of (sent, kept in Conflicts): `commit` takes the
 * values as they are now as the new starting point.
 */
export function useFormBaseline(values: () => unknown) {
  const committed = ref(JSON.stringify(values()))
  return {
    changed: (): boolean => JSON.stringify(values()) !== committed.value,
    commit(): void {
      committed.value = JSON.stringify(values())
    },
  }
}
