/** The check's byte cap, as the language writes a size ("3 MB"; "3 Mo" in French). */
import { formatNumber, t } from './i18n'

/** How much of a home page the check reads at most (src/main/tracking/page-reader.ts uses it). */
export const PAGE_MAX_BYTES = 3 * 1024 * 1024

export function sizeWords(bytes: number = PAGE_MAX_BYTES): string {
  return t('tracking.size.mb', { size: formatNumber(Math.round(bytes / (1024 * 1024))) })
}
