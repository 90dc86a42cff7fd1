/** The time now, ticking every `everyMs` for as long as the store or component using it lives. */
import { onScopeDispose, ref, type Ref } from 'vue'

export function clock(everyMs: number): Ref<number> {
  const now = ref(Date.now())
  const timer = setInterval(() => {
    now.value = Date.now()
  }, everyMs)
  onScopeDispose(() => clearInterval(timer))
  return now
}
